import type { BriefStatus, MatchStatus } from './briefs';

/** The brief board's and match review's formulas (spec part 2, sections 2, 4 and 9). */

export interface BoardBrief {
  status: BriefStatus;
  budgetMaxCents: number | null;
  matchCount: number;
}

export interface BoardStats {
  totalBriefs: number;
  /** Briefs not closed. */
  active: number;
  totalMatches: number;
  /** The sum of every brief's budget maximum. */
  totalBudgetCents: number;
}

export function boardStats(briefs: readonly BoardBrief[]): BoardStats {
  return {
    totalBriefs: briefs.length,
    active: briefs.filter((b) => b.status !== 'closed').length,
    totalMatches: briefs.reduce((sum, b) => sum + b.matchCount, 0),
    totalBudgetCents: briefs.reduce((sum, b) => sum + (b.budgetMaxCents ?? 0), 0),
  };
}

export type BoardColumnId = 'open' | 'matched' | 'closed';

export const BOARD_COLUMNS: readonly { id: BoardColumnId; title: string; empty: string }[] = [
  { id: 'open', title: 'Open', empty: 'No open briefs' },
  { id: 'matched', title: 'Matched', empty: 'No matches yet' },
  { id: 'closed', title: 'Closed', empty: 'No completed briefs' },
];
export const NO_BRIEFS_YET = 'No briefs yet';

/** Where a brief sits: drafts above the columns; a posted project brief is open. */
export function boardColumnOf(status: BriefStatus): BoardColumnId | 'draft' {
  if (status === 'draft') return 'draft';
  if (status === 'matched' || status === 'closed') return status;
  return 'open';
}

export function groupBriefs<T extends { status: BriefStatus }>(briefs: readonly T[]) {
  const groups: Record<BoardColumnId | 'draft', T[]> = { draft: [], open: [], matched: [], closed: [] };
  for (const brief of briefs) groups[boardColumnOf(brief.status)].push(brief);
  return groups;
}

export const BRIEF_CARD_TAGS = 3;
export function cardTags(tags: readonly string[]): string[] {
  return tags.slice(0, BRIEF_CARD_TAGS);
}

const DAY_MS = 86_400_000;

/** Whole days until the deadline's start in the viewer's time zone, rounded up (the spec's ceiling). */
export function dueInDays(deadline: string | null, now: Date): number | null {
  if (!deadline) return null;
  const [y, m, d] = deadline.split('-').map(Number);
  if (!y || !m || !d) return null;
  const due = new Date(y, m - 1, d).getTime();
  return Math.ceil((due - now.getTime()) / DAY_MS);
}

export function dueLabel(days: number | null): string {
  if (days === null) return 'No deadline';
  if (days < 0) return 'Past due';
  if (days === 0) return 'Due today';
  return days === 1 ? 'Due in 1 day' : `Due in ${days} days`;
}

/** Status moves of a brief: the first submission matches an open brief. */
export function briefStatusAfterSubmission(status: BriefStatus): BriefStatus {
  return status === 'open' ? 'matched' : status;
}

export interface ReviewMatch {
  status: MatchStatus;
  matchScore: number;
}

export interface MatchStats {
  totalMatches: number;
  shortlisted: number;
  licensed: number;
  /** The rounded mean match score; 0 without matches. */
  avgMatch: number;
}

export function matchStats(matches: readonly ReviewMatch[]): MatchStats {
  const total = matches.reduce((sum, m) => sum + m.matchScore, 0);
  return {
    totalMatches: matches.length,
    shortlisted: matches.filter((m) => m.status === 'shortlisted').length,
    licensed: matches.filter((m) => m.status === 'licensed').length,
    avgMatch: matches.length === 0 ? 0 : Math.round(total / matches.length),
  };
}

export const MATCH_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'shortlisted', label: 'Shortlisted' },
] as const;
export type MatchFilter = (typeof MATCH_FILTERS)[number]['id'];
export const NO_MATCHES_FOUND = 'No matches found';

export function filterMatches<T extends { status: MatchStatus }>(matches: readonly T[], filter: MatchFilter): T[] {
  return filter === 'all' ? [...matches] : matches.filter((m) => m.status === filter);
}

/** Shortlist only from pending; License Now from pending or shortlisted (spec part 2, section 4). */
export function canShortlist(status: MatchStatus): boolean {
  return status === 'pending';
}
export function canLicense(status: MatchStatus): boolean {
  return status === 'pending' || status === 'shortlisted';
}
