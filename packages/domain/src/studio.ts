import { z } from 'zod';
import { formatCents } from './ledger';
import { WorkMedia } from './media-contracts';
import { MediaKind, SNIPPET_KINDS } from './uploads';

/**
 * The creative's workspace (issue 6, items 4-6; spec part 1 section 2, part 2 section 2): the `/creator`
 * dashboard, PulseStudio at `/pulspace`, Send The Signal, and the producer and filmmaker dashboards.
 *
 * Endpoints (JSON, the caller's own data only; creatives only except the signal):
 * - GET  /api/creator/dashboard  → CreatorDashboardResponse: Active Snippets, Pending Earnings (the ledger's
 *     creator_payable balance, null while it has no entries), the caller's snippets and submissions.
 *     Matching Briefs, Match Score and the Open Briefs tab come from GET /api/briefs/matching.
 * - GET  /api/studio             → StudioResponse: Recent, Portfolio and Insights of PulseStudio.
 * - POST /api/signal             {content, context:'profile'} → 201 SendSignalResponse.
 */

export const SIGNAL_MAX = 500;
export const SIGNAL_CONTEXTS = ['profile'] as const;
export const SIGNAL_MESSAGES = {
  required: 'Write your signal before sending.',
  tooLong: `Keep your signal under ${SIGNAL_MAX} characters.`,
  context: 'Signals can only be sent from a profile.',
} as const;

export const SendSignalRequest = z.object({
  content: z
    .string({ error: SIGNAL_MESSAGES.required })
    .trim()
    .min(1, { error: SIGNAL_MESSAGES.required, abort: true })
    .max(SIGNAL_MAX, SIGNAL_MESSAGES.tooLong),
  context: z.enum(SIGNAL_CONTEXTS, { error: SIGNAL_MESSAGES.context }),
});
export type SendSignalRequest = z.input<typeof SendSignalRequest>;

export const Signal = z.object({ id: z.string(), content: z.string(), context: z.string(), createdAt: z.string() });
export type Signal = z.infer<typeof Signal>;
export const SendSignalResponse = z.object({ signal: Signal });
export type SendSignalResponse = z.infer<typeof SendSignalResponse>;

/** A snippet as the dashboard lists it. */
export const DashboardSnippet = z.object({
  id: z.string(),
  kind: z.enum(SNIPPET_KINDS),
  title: z.string(),
  durationSeconds: z.number().int().nullable(),
  ownershipPercentage: z.number().int(),
  usageTiers: z.array(z.string()),
  splits: z.array(z.object({ name: z.string(), percentage: z.number() })),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  mediaKind: MediaKind.nullable(),
  /** The file with its processing status and preview (issue 17); null when the file is gone. */
  media: WorkMedia.nullable(),
  createdAt: z.string(),
});
export type DashboardSnippet = z.infer<typeof DashboardSnippet>;

/** A match or application the creative sent (issue 7's submissions), for the producer/filmmaker dashboards. */
export const DashboardSubmission = z.object({
  id: z.string(),
  briefTitle: z.string(),
  status: z.enum(['pending', 'shortlisted', 'licensed', 'selected', 'declined']),
  matchScore: z.number().int(),
  snippetTitle: z.string().nullable(),
  submittedAt: z.string(),
});
export type DashboardSubmission = z.infer<typeof DashboardSubmission>;

export const CreatorDashboardResponse = z.object({
  stats: z.object({
    activeSnippets: z.number().int(),
    /** null: the ledger holds nothing for this creative yet ("No earnings yet"). */
    pendingEarningsCents: z.number().int().nullable(),
  }),
  snippets: z.array(DashboardSnippet),
  submissions: z.array(DashboardSubmission),
});
export type CreatorDashboardResponse = z.infer<typeof CreatorDashboardResponse>;

export const RECENT_LIMIT = 12;

/** One line of the Recent tab: a snippet uploaded, a co-sign received, a signal sent. */
export const RecentItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snippet'), id: z.string(), title: z.string(), at: z.string() }),
  z.object({ type: z.literal('cosign'), id: z.string(), fanName: z.string().nullable(), at: z.string() }),
  z.object({ type: z.literal('signal'), id: z.string(), content: z.string(), at: z.string() }),
]);
export type RecentItem = z.infer<typeof RecentItem>;

export const StudioResponse = z.object({
  recent: z.array(RecentItem),
  portfolio: z.object({ snippets: z.array(DashboardSnippet), links: z.array(z.string()) }),
  insights: z.object({
    cosigns: z.number().int(),
    followers: z.number().int(),
    saves: z.number().int(),
    snippets: z.number().int(),
  }),
});
export type StudioResponse = z.infer<typeof StudioResponse>;

export const NO_SNIPPETS = 'No snippets yet';
export const NO_RIGHTS = 'No rights set';
export const NO_EARNINGS = 'No earnings yet';
export const NO_BRIEFS = 'No briefs yet';
export const NO_MATCH_SCORE = 'No matches yet';
export const CREATIVES_ONLY_STUDIO_MESSAGE = 'Only Creatives have a studio. Switch to Creative to continue.';
export const SNIPPET_DELETE_CONFIRM = 'Delete this snippet? Its file is removed too. This cannot be undone.';

/** "No rights set", "1 usage tier", "3 usage tiers". */
export function rightsSummary(usageTiers: readonly string[]): string {
  if (usageTiers.length === 0) return NO_RIGHTS;
  return `${usageTiers.length} usage ${usageTiers.length === 1 ? 'tier' : 'tiers'}`;
}

/** Whole seconds as the dashboard shows them ("8s"); a PDF has none. */
export function durationLabel(seconds: number | null): string | null {
  return seconds === null ? null : `${seconds}s`;
}

/** Comma-separated tags as typed → each once (case-insensitive), trimmed, blanks dropped. */
export function parseTagList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Newest first, at most RECENT_LIMIT, ties by id so the order is stable. */
export function mergeRecent(items: readonly RecentItem[]): RecentItem[] {
  return [...items]
    .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
    .slice(0, RECENT_LIMIT);
}

/** How many of the best matches the Match Score tile averages (issue 6: "the mean of the best matches"). */
export const MATCH_SCORE_TOP = 3;

/** The Match Score tile: the mean of the creative's best MATCH_SCORE_TOP scores, or null with none. */
export function matchScoreOf(scores: readonly number[]): number | null {
  const best = [...scores].sort((a, b) => b - a).slice(0, MATCH_SCORE_TOP);
  if (best.length === 0) return null;
  return Math.round(best.reduce((sum, s) => sum + s, 0) / best.length);
}

/** A brief's budget as a range of whole dollars ("$500–$1,500"), or "Budget open". */
export function budgetLabel(minCents: number | null, maxCents: number | null): string {
  if (minCents === null && maxCents === null) return 'Budget open';
  if (minCents === null || minCents === maxCents) return formatCents(maxCents ?? 0);
  if (maxCents === null) return `From ${formatCents(minCents)}`;
  return `${formatCents(minCents)}–${formatCents(maxCents)}`;
}
