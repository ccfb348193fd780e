/**
 * The two waiting screens of fan onboarding (spec part 1, section 9), as pure functions of the time
 * elapsed since the screen started, so a component only renders what these return.
 */

/** Taste Profile loading: +2% every 100 ms, then a 500 ms pause at 100%, then done. */
export const TASTE_LOADING_STEP_PERCENT = 2;
export const TASTE_LOADING_TICK_MS = 100;
export const TASTE_LOADING_PAUSE_MS = 500;
/** 100% is reached after 50 ticks (5 s); done 500 ms later. */
export const TASTE_LOADING_FILL_MS = (100 / TASTE_LOADING_STEP_PERCENT) * TASTE_LOADING_TICK_MS;
export const TASTE_LOADING_TOTAL_MS = TASTE_LOADING_FILL_MS + TASTE_LOADING_PAUSE_MS;

export const TASTE_LOADING_MESSAGES = {
  below30: 'Reading your answers...',
  below60: 'Finding your vibe...',
  below90: 'Lining up creatives you will love...',
  rest: 'Your Taste Profile is almost ready...',
} as const;

export function tasteLoadingMessage(progress: number): string {
  if (progress < 30) return TASTE_LOADING_MESSAGES.below30;
  if (progress < 60) return TASTE_LOADING_MESSAGES.below60;
  if (progress < 90) return TASTE_LOADING_MESSAGES.below90;
  return TASTE_LOADING_MESSAGES.rest;
}

export interface TasteLoadingState {
  /** 0 to 100, in steps of 2. */
  progress: number;
  message: string;
  done: boolean;
}

export function tasteLoadingState(elapsedMs: number): TasteLoadingState {
  const ticks = Math.floor(Math.max(0, elapsedMs) / TASTE_LOADING_TICK_MS);
  const progress = Math.min(100, ticks * TASTE_LOADING_STEP_PERCENT);
  return { progress, message: tasteLoadingMessage(progress), done: elapsedMs >= TASTE_LOADING_TOTAL_MS };
}

/** DNA scan: 8 steps 1200 ms apart (step k shows at k × 1200 ms), then it completes one interval later. */
export const DNA_SCAN_INTERVAL_MS = 1200;
export const DNA_SCAN_STEPS = [
  'Reading your answers',
  'Measuring your energy',
  'Feeling out your textures',
  'Listening for beats and voices',
  'Weighing your taste anchor',
  'Scanning campus creatives',
  'Scoring your matches',
  'Sequencing your Taste DNA',
] as const;
export const DNA_SCAN_TOTAL_MS = DNA_SCAN_STEPS.length * DNA_SCAN_INTERVAL_MS;

export interface DnaScanState {
  /** The step in progress, 0 to 7. */
  step: number;
  /** Steps finished so far, 0 to 8. */
  completed: number;
  done: boolean;
}

export function dnaScanState(elapsedMs: number): DnaScanState {
  const t = Math.max(0, elapsedMs);
  const reached = Math.floor(t / DNA_SCAN_INTERVAL_MS);
  const step = Math.min(DNA_SCAN_STEPS.length - 1, reached);
  return { step, completed: Math.min(DNA_SCAN_STEPS.length, reached), done: t >= DNA_SCAN_TOTAL_MS };
}
