/** Spec part 2, section 9: anonymous visitors get 3 co-signs a day on the public feed. */
export const ANONYMOUS_DAILY_COSIGNS = 3;
export const LAST_COSIGN_NOTICE = 'Last co-sign for today!';
export const NO_COSIGNS_LEFT_NOTICE = 'No co-signs left today!';
export const JOIN_FOR_UNLIMITED = 'Join Pulse for unlimited co-signs';
export const PIECE_NOT_FOUND_MESSAGE = 'This piece is no longer on Pulse.';

/** The day a visitor's co-signs count against: the UTC calendar date (decision 017). */
export function cosignDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export interface CosignState {
  /** null: no daily limit (a signed-in account). */
  remaining: number | null;
  cosigned: boolean;
}

export type CosignDecision =
  | { kind: 'noop' }
  | { kind: 'cosign'; pieceDelta: 1; usesOne: boolean; remainingAfter: number | null; notice: string | null }
  | { kind: 'uncosign'; pieceDelta: -1; remainingAfter: number | null }
  | { kind: 'blocked'; notice: typeof NO_COSIGNS_LEFT_NOTICE };

/**
 * The spec's toggle rule (part 2, section 4): co-signing uses one of the day's co-signs and adds one to the
 * piece; un-co-signing removes it from the piece but does not give the daily one back; with none left only
 * pieces not yet co-signed are blocked. Repeating the current state changes nothing.
 */
export function decideCosign(state: CosignState, want: boolean): CosignDecision {
  if (want === state.cosigned) return { kind: 'noop' };
  if (!want) return { kind: 'uncosign', pieceDelta: -1, remainingAfter: state.remaining };
  if (state.remaining === null)
    return { kind: 'cosign', pieceDelta: 1, usesOne: false, remainingAfter: null, notice: null };
  if (state.remaining <= 0) return { kind: 'blocked', notice: NO_COSIGNS_LEFT_NOTICE };
  const remainingAfter = state.remaining - 1;
  return {
    kind: 'cosign',
    pieceDelta: 1,
    usesOne: true,
    remainingAfter,
    notice: remainingAfter === 0 ? LAST_COSIGN_NOTICE : null,
  };
}

/** Remaining co-signs from the day's used count (never below 0, never above the allowance). */
export function remainingCosigns(used: number): number {
  return Math.max(0, Math.min(ANONYMOUS_DAILY_COSIGNS, ANONYMOUS_DAILY_COSIGNS - used));
}

/** True when the piece's co-sign button must be disabled: none left and not co-signed yet. */
export function cosignBlocked(state: CosignState): boolean {
  return state.remaining !== null && state.remaining <= 0 && !state.cosigned;
}

/** "m:ss" for a piece's duration. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
