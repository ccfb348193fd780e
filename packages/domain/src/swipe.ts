/**
 * The swipe card stack's physics and timings (spec part 1, sections 4 and 9). Times are in
 * milliseconds, distances in CSS pixels, speeds in px/s.
 */
export const SWIPE_HINT_PX = 50;
export const SWIPE_COMMIT_PX = 100;
export const SWIPE_COMMIT_SPEED = 500;
/** The card follows the pointer only this far either way; the decision still uses the real distance. */
export const SWIPE_DRAG_LIMIT_PX = 100;
export const SWIPE_CARD_HEIGHT_PX = 600;
export const SWIPE_EXIT_MS = 300;
export const SWIPE_AUTOPLAY_DELAY_MS = 800;
export const COSIGN_RING_MS = 600;
export const COSIGN_BURST_MS = 1000;
export const COSIGN_BURST_PARTICLES = 12;
export const SWIPE_HINT_DELAY_MS = 3000;
export const SWIPE_HINT_FADE_MS = 1000;
/** Cards visible behind the top one. */
export const SWIPE_CARDS_BEHIND = 2;
export const SWIPE_HINT_TEXT = 'Swipe right to co-sign • Swipe left to skip';

/** navigator.vibrate patterns: light, medium, heavy. */
export const HAPTICS = { light: 10, medium: 20, heavy: [30, 10, 30] } as const;

export const SWIPE_END_TITLE = "You've reached the end of your discoveries";
export const SWIPE_END_TEXT = 'Check back soon for more emerging creators to co-sign';

export type SwipeDirection = 'cosign' | 'skip';

/** The card's visible offset: the drag is clamped to -100..100 px. */
export function clampDrag(dx: number): number {
  return Math.min(SWIPE_DRAG_LIMIT_PX, Math.max(-SWIPE_DRAG_LIMIT_PX, dx));
}

/** Which overlay a drag of `dx` hints at: past 50 px right co-sign, left skip, else none. */
export function swipeHint(dx: number): SwipeDirection | null {
  if (dx > SWIPE_HINT_PX) return 'cosign';
  if (dx < -SWIPE_HINT_PX) return 'skip';
  return null;
}

/**
 * What a released drag does: a flick faster than 500 px/s goes the way it was flung (even back
 * across the start, which is how a fan cancels a long drag), else a distance over 100 px commits,
 * else the card snaps back (null). `dx` is the pointer's real distance, not the clamped offset.
 */
export function swipeDecision(dx: number, velocity: number): SwipeDirection | null {
  if (velocity > SWIPE_COMMIT_SPEED) return 'cosign';
  if (velocity < -SWIPE_COMMIT_SPEED) return 'skip';
  if (dx > SWIPE_COMMIT_PX) return 'cosign';
  if (dx < -SWIPE_COMMIT_PX) return 'skip';
  return null;
}

/** A pointer sample: where (clientX) and when (ms). */
export interface DragSample {
  x: number;
  t: number;
}

/** Samples older than this do not count towards the release speed. */
export const VELOCITY_WINDOW_MS = 100;
/** One frame: a floor on the time base so one jittery event cannot read as a flick. */
const MIN_VELOCITY_DT_MS = 16;

/** Release speed in px/s over the last 100 ms of samples (oldest first). */
export function releaseVelocity(samples: readonly DragSample[]): number {
  const last = samples.at(-1);
  if (!last) return 0;
  const first = samples.find((s) => last.t - s.t <= VELOCITY_WINDOW_MS) ?? last;
  const dt = Math.max(last.t - first.t, MIN_VELOCITY_DT_MS);
  return ((last.x - first.x) / dt) * 1000;
}

/** The card's bio with its double quotes removed (straight and curly). */
export function cardBio(bio: string): string {
  return bio.replace(/["“”]/g, '').trim();
}

/**
 * The recommendation reason in quotes: “Because you like ‘Lo-fi’”. Quotes inside it become single
 * ones so the outer pair reads as one quotation.
 */
export function quotedReason(reason: string): string {
  return `“${reason
    .replace(/[“]/g, '‘')
    .replace(/[”]/g, '’')
    .replace(/"([^"]*)"/g, '‘$1’')}”`;
}

/** What a key does on the swipe stack: the four buttons' actions (decision 028). */
export type SwipeKeyAction = 'cosign' | 'skip' | 'dive_deeper' | 'save';

/**
 * The keys the legend shows, in the buttons' order. They work anywhere on the page (not while typing):
 * the arrows follow the swipe directions, D and S are the initials of the other two buttons.
 */
export const SWIPE_KEYS: readonly { action: SwipeKeyAction; key: string; label: string }[] = [
  { action: 'skip', key: '←', label: 'Skip' },
  { action: 'dive_deeper', key: 'D', label: 'Dive deeper' },
  { action: 'cosign', key: '→', label: 'Co-sign' },
  { action: 'save', key: 'S', label: 'Save' },
];

/**
 * The action of a key press. Up and down arrows count only while the stack itself has focus, so they
 * still scroll the page everywhere else.
 */
export function swipeKeyAction(key: string, stackFocused: boolean): SwipeKeyAction | null {
  switch (key) {
    case 'ArrowRight':
      return 'cosign';
    case 'ArrowLeft':
      return 'skip';
    case 'd':
    case 'D':
      return 'dive_deeper';
    case 's':
    case 'S':
      return 'save';
    case 'ArrowUp':
      return stackFocused ? 'dive_deeper' : null;
    case 'ArrowDown':
      return stackFocused ? 'save' : null;
    default:
      return null;
  }
}
