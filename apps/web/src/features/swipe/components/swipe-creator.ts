import type { CreatorCard } from '@pulse/domain/creators-contracts';

/** What a swipe card shows: a creator card, optionally ranked with a recommendation (RankedCreator fits). */
export type SwipeCreator = Pick<CreatorCard, 'id' | 'name' | 'avatarUrl' | 'bio' | 'vibeTags' | 'snippet'> & {
  /** The lead work the card shows and plays (absent or null: generated art). */
  work?: CreatorCard['work'];
} & {
  recommendation?: { reason: string | null; confidence?: number } | null;
};

/** A callback may return a promise: when it rejects, the stack puts the card back on top. */
export type SwipeAction = (creator: SwipeCreator) => unknown;

/** navigator.vibrate where the browser has it (Android Chrome); silently nothing elsewhere. */
export function haptic(pattern: number | readonly number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(pattern as number | number[]);
    } catch {
      // Some browsers throw when vibration is blocked by a permissions policy: feedback is optional.
    }
  }
}
