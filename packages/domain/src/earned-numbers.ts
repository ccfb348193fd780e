import { formatCount } from './numbers';

/**
 * The numbers a card or profile shows, earned from behaviour (issue 34 item 1, decision 060). Nothing here is
 * seeded as a number: every figure is counted from rows (co-signs, saves, works, messages). The database keeps
 * them on `creator_profiles` with the function `refresh_creator_stats` (migration 0035), which mirrors these
 * rules in SQL; the API tests check the two agree.
 *
 * - Co-signs: fans' standing co-signs (creator_reactions with action cosign).
 * - Recent uploads: works published in the last RECENT_UPLOADS_DAYS days: snippets and tracks once their file
 *   is ready, beats on sale, and feed pieces the creative made (not hidden).
 * - Engagement: co-signs, plus the people who saved the creative to a list, plus the co-signs on their feed
 *   pieces. (Plays are not recorded yet, so they do not count.)
 * - Response rate and time (as marketplaces show them): of the conversations someone else opened with the
 *   creative in the last RESPONSE_LOOKBACK_DAYS days, the share they answered within RESPONSE_WINDOW_HOURS
 *   hours, and the median time to their first answer.
 * - The Pulse Score comes from reputation.ts; a card without one says NO_SCORE_YET, the same everywhere.
 */

export const RECENT_UPLOADS_DAYS = 30;
export const RESPONSE_WINDOW_HOURS = 24;
export const RESPONSE_LOOKBACK_DAYS = 365;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a card says when a creative has no Pulse Score yet (no review and no signed deal). */
export const NO_SCORE_YET = 'No score yet';
/**
 * What a card says while no conversation counts: nobody wrote, or a question is still inside its 24 hours (an
 * answer would count at once), so no reply is ever hidden behind it.
 */
export const NO_RESPONSES_YET = 'No replies yet';

// ---------------------------------------------------------------------------------------------------------
// The Pulse Score on cards.

/**
 * The cached column's value for a computed Pulse Score (reputation.ts `pulseScore`): 0 means "no score yet",
 * so an earned score is kept at 1 or more (a 0 needs dozens of one-star, late, disputed deals; it shows as 1).
 */
export function cachedPulseScore(score: number | null): number {
  return score === null ? 0 : Math.max(1, Math.min(100, Math.round(score)));
}

/** The score a card shows from the cached column: null while there is none. */
export function earnedPulseScore(cached: number): number | null {
  return cached > 0 ? cached : null;
}

/** "94%", or "No score yet" (beside a "Pulse Score" label). */
export function pulseScoreText(score: number | null): string {
  return score === null ? NO_SCORE_YET : `${score}%`;
}

/** "Pulse Score 94%", or "No score yet" (in a line of text). */
export function pulseScoreLine(score: number | null): string {
  return score === null ? NO_SCORE_YET : `Pulse Score ${score}%`;
}

// ---------------------------------------------------------------------------------------------------------
// Counts.

/** "1 recent upload", "12 recent uploads", "0 recent uploads". */
export function recentUploadsLabel(count: number): string {
  return `${formatCount(count)} recent upload${count === 1 ? '' : 's'}`;
}

/** "1 co-sign", "1,240 co-signs". */
export function cosignsLabel(count: number): string {
  return `${formatCount(count)} co-sign${count === 1 ? '' : 's'}`;
}

export interface EngagementParts {
  /** Fans' standing co-signs of the creative. */
  cosigns: number;
  /** People who saved the creative to one of their lists (each person once). */
  saves: number;
  /** Co-signs on the creative's feed pieces that are not hidden. */
  pieceCosigns: number;
}

/** One count of people acting on a creative's work: each co-sign, save and piece co-sign is one. */
export function engagementOf(parts: EngagementParts): number {
  return Math.max(0, parts.cosigns) + Math.max(0, parts.saves) + Math.max(0, parts.pieceCosigns);
}

/** When a work counts as published for "recent uploads". */
export function isRecentUpload(publishedAt: Date, now: Date): boolean {
  return publishedAt.getTime() > now.getTime() - RECENT_UPLOADS_DAYS * DAY && publishedAt.getTime() <= now.getTime();
}

export function recentUploadsOf(publishedAt: readonly Date[], now: Date): number {
  return publishedAt.filter((at) => isRecentUpload(at, now)).length;
}

// ---------------------------------------------------------------------------------------------------------
// Response rate and time.

/** A conversation someone else opened with the creative: when they first wrote, and the creative's first answer. */
export interface AskedThread {
  askedAt: Date;
  /** The creative's first message after `askedAt`; null while unanswered. */
  repliedAt: Date | null;
}

export interface ResponseFigures {
  /** 0-100, the share answered within RESPONSE_WINDOW_HOURS; null while no conversation counts. */
  rate: number | null;
  /** The median time to the first answer, whole minutes; null while none is answered. */
  medianMinutes: number | null;
  /** Conversations the rate is from. */
  threads: number;
}

/** The middle value (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** hits/count as a whole percent, halves rounded up, in integers (the SQL does the same sum). */
export function wholePercent(hits: number, count: number): number {
  return Math.floor((200 * hits + count) / (2 * count));
}

/**
 * A conversation counts once it was answered or its window has passed without an answer (a question asked an
 * hour ago is not yet a miss), and while it was opened within the lookback.
 */
function counted(thread: AskedThread, now: Date): boolean {
  const asked = thread.askedAt.getTime();
  if (asked > now.getTime() || asked <= now.getTime() - RESPONSE_LOOKBACK_DAYS * DAY) return false;
  if (thread.repliedAt !== null && thread.repliedAt.getTime() <= now.getTime()) return true;
  return asked <= now.getTime() - RESPONSE_WINDOW_HOURS * HOUR;
}

export function responseFigures(threads: readonly AskedThread[], now: Date): ResponseFigures {
  const kept = threads.filter((t) => counted(t, now));
  if (kept.length === 0) return { rate: null, medianMinutes: null, threads: 0 };
  const answered = kept.filter((t) => t.repliedAt !== null && t.repliedAt.getTime() <= now.getTime());
  const inTime = answered.filter(
    (t) => (t.repliedAt as Date).getTime() - t.askedAt.getTime() <= RESPONSE_WINDOW_HOURS * HOUR,
  ).length;
  const mid = median(answered.map((t) => ((t.repliedAt as Date).getTime() - t.askedAt.getTime()) / 1000));
  return {
    rate: wholePercent(inTime, kept.length),
    medianMinutes: mid === null ? null : Math.round(mid / 60),
    threads: kept.length,
  };
}

/**
 * The next moment a time-bound figure can change by time alone (a work leaving the recent window, a question
 * passing its window unanswered, a conversation leaving the lookback); null when none can. The database keeps
 * it as `stats_due_at`, and a job refreshes the rows that are due.
 */
export function statsDueAt(
  input: { uploads: readonly Date[]; threads: readonly AskedThread[] },
  now: Date,
): Date | null {
  const t = now.getTime();
  const moments: number[] = [];
  for (const at of input.uploads) if (isRecentUpload(at, now)) moments.push(at.getTime() + RECENT_UPLOADS_DAYS * DAY);
  for (const thread of input.threads) {
    const asked = thread.askedAt.getTime();
    if (asked > t || asked <= t - RESPONSE_LOOKBACK_DAYS * DAY) continue;
    moments.push(asked + RESPONSE_LOOKBACK_DAYS * DAY);
    const answered = thread.repliedAt !== null && thread.repliedAt.getTime() <= t;
    if (!answered && asked > t - RESPONSE_WINDOW_HOURS * HOUR) moments.push(asked + RESPONSE_WINDOW_HOURS * HOUR);
  }
  return moments.length === 0 ? null : new Date(Math.min(...moments));
}

/** How fast, as marketplaces say it: within an hour, a few hours, a day, or a few days. */
export function responseTimeLabel(medianMinutes: number | null): string | null {
  if (medianMinutes === null) return null;
  if (medianMinutes <= 60) return 'Responds within an hour';
  if (medianMinutes <= 12 * 60) return 'Responds within a few hours';
  if (medianMinutes <= 24 * 60) return 'Responds within a day';
  return 'Responds within a few days';
}

/** "90%", or "No replies yet" (a card's tile). */
export function responseRateText(rate: number | null): string {
  return rate === null ? NO_RESPONSES_YET : `${rate}%`;
}

/** "Response rate 90%", or null while no conversation counts. */
export function responseRateLabel(rate: number | null): string | null {
  return rate === null ? null : `Response rate ${rate}%`;
}

/** "Response rate 90% · Responds within a few hours", or NO_RESPONSES_YET. */
export function responseSummary(figures: { rate: number | null; medianMinutes: number | null }): string {
  const parts = [responseRateLabel(figures.rate), responseTimeLabel(figures.medianMinutes)].filter(
    (p): p is string => p !== null,
  );
  return parts.length === 0 ? NO_RESPONSES_YET : parts.join(' · ');
}
