import { z } from 'zod';
import { RecentWorkItem } from './creators-contracts';
import { USAGE_TIERS } from './matching';
import { WorkMedia } from './media-contracts';

/**
 * Licensing briefs (DESIGN 5.2; spec part 2 sections 2, 3, 5): the partner's new-brief form, the brief
 * board, match review and licensing, the collaborator's quick brief, and what creatives see and submit.
 *
 * Endpoints (all JSON; money in integer cents in answers, whole dollars in the form's budget fields):
 * - POST /api/briefs                         partner posts a brief (PostBriefRequest) → 201 BriefResponse.
 *                                             Status `open`, or `draft` when the partner is not approved yet.
 * - GET  /api/briefs                         the caller's own briefs, drafts included (Lou's too) → BriefsResponse
 * - GET  /api/briefs/:id                     owner only (others 404) → BriefDetailResponse (brief + matches)
 * - POST /api/briefs/:id/publish             owner, approved partner: draft → open
 * - POST /api/briefs/:id/close               owner: → closed
 * - GET  /api/briefs/:id/match-preview       owner: top approved creatives for the brief → MatchPreviewResponse
 * - GET  /api/briefs/matching                a creative: open briefs ranked for them → MatchingBriefsResponse
 *     Contract for the creator dashboard: `items` are every open licensing brief (open or matched, not the
 *     caller's own), best score first, at most MATCHING_BRIEFS_LIMIT; each carries the brief (title, brand,
 *     budget, deadline, description, tags, usage tier, matchCount), the caller's score for it (their best
 *     snippet, or their profile when they have none), the reason, the snippet to submit (`snippetId`) and
 *     their submission if they already sent one. `stats.matchingBriefs` counts items scoring at least
 *     MATCHING_BRIEF_MIN_SCORE (the Matching Briefs tile); `stats.matchScore` is the best score or null
 *     (the Match Score tile). Empty state copy: NO_MATCHING_BRIEFS.
 * - POST /api/briefs/:id/submissions         a creative submits a snippet (SubmitMatchRequest) → 201
 *     SubmitMatchResponse ("Submit Match"). Approved creatives only; one per brief; the brief moves
 *     open → matched on its first submission.
 * - POST /api/submissions/:id/shortlist      brief owner: pending → shortlisted
 * - POST /api/submissions/:id/license        brief owner: pending|shortlisted → licensed, opens the deal
 *     (status posted, amount = price quote) in one transaction; repeating it returns the same deal.
 * - GET/PUT /api/collaborator/weekly-recommendations   the brief board's weekly recommendations offer.
 */

/** Vibe tags for briefs (spec part 1, section 3). */
export const BRIEF_VIBE_TAGS = [
  'Chill',
  'High-energy',
  'Clean',
  'Gritty',
  'Throwback',
  'Uplifting',
  'Mysterious',
  'Playful',
  'Sophisticated',
  'Raw',
] as const;
export type BriefVibeTag = (typeof BRIEF_VIBE_TAGS)[number];

/** Words that suggest a tag besides the tag's own word (spec part 2, section 5). */
export const TAG_KEYWORDS: Record<string, readonly string[]> = {
  'High-energy': ['dance', 'move'],
  Chill: ['relax', 'calm'],
  Throwback: ['retro', 'vintage'],
  Clean: ['modern', 'fresh'],
};

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A word that starts where a word starts ("moves" and "movement" say move; "remove" does not). */
function mentions(text: string, word: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(word.toLowerCase())}`).test(text);
}

/** The listed tags the vibe description suggests, in the list's order. */
export function suggestTags(description: string): BriefVibeTag[] {
  const text = description.toLowerCase();
  return BRIEF_VIBE_TAGS.filter(
    (tag) => mentions(text, tag) || (TAG_KEYWORDS[tag] ?? []).some((word) => mentions(text, word)),
  );
}

export const BRIEF_DEFAULT_BUDGET_MIN = 500;
export const BRIEF_DEFAULT_BUDGET_MAX = 1500;
export const BRIEF_DEFAULT_USAGE = 'ugc';
export const BRIEF_BUDGET_LIMIT = 1_000_000;
export const BRIEF_TITLE_MAX = 120;
export const BRIEF_TEXT_MAX = 2000;

export const BRIEF_MESSAGES = {
  titleRequired: 'Brief Title is required',
  titleTooLong: `Brief Title must be at most ${BRIEF_TITLE_MAX} characters`,
  descriptionRequired: 'Vibe description is required',
  descriptionTooLong: `Vibe description must be at most ${BRIEF_TEXT_MAX} characters`,
  detailsTooLong: `Additional Details must be at most ${BRIEF_TEXT_MAX} characters`,
  usageRequired: 'Usage Type is required',
  deadlineRequired: 'Deadline is required',
  deadlineInvalid: 'Enter the deadline as a date',
  deadlinePast: 'Deadline cannot be before today',
  budgetWhole: 'Budget must be a whole number of dollars',
  budgetRange: 'Budget must be between $0 and $1,000,000',
  budgetOrder: 'Minimum budget cannot be above the maximum budget',
  tagsUnknown: 'Pick tags from the list',
} as const;

export const BRIEF_NOT_FOUND_MESSAGE = 'Brief not found';
export const ONLY_PARTNERS_POST_MESSAGE = 'Only PulsePartners can post briefs. Switch to PulsePartner to continue.';
/** Why a pending partner's brief is saved as a draft (DESIGN 5.1; the terms: partners need approval). */
export const PENDING_PARTNER_MESSAGE =
  'Your PulsePartner application is under review. You can save briefs as drafts now; they go live once you are approved.';
export const PUBLISH_NEEDS_APPROVAL_MESSAGE = 'Partners need approval to publish briefs. Your draft is saved.';
export const BRIEF_CLOSED_MESSAGE = 'This brief is closed.';
export const BRIEF_NOT_DRAFT_MESSAGE = 'Only a draft can be published.';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** YYYY-MM-DD of a Date in the runtime's time zone (the browser's "today"). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The server's "today": the date where the day started last on Earth (UTC-12), so a partner anywhere may
 * pick their own today; the browser checks against its local date.
 */
export function earliestToday(now: number = Date.now()): string {
  return new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
}

const budget = z
  .number({ error: BRIEF_MESSAGES.budgetWhole })
  .int(BRIEF_MESSAGES.budgetWhole)
  .min(0, BRIEF_MESSAGES.budgetRange)
  .max(BRIEF_BUDGET_LIMIT, BRIEF_MESSAGES.budgetRange);

export const BRIEF_CATEGORIES = ['', 'producer', 'videographer', 'graphic_designer'] as const;

/**
 * POST /api/briefs (the spec's call name). `today` gives the earliest allowed deadline at validation time:
 * the server's rule by default, the browser's local date in the form.
 */
export function postBriefRequest(today: () => string = () => earliestToday()) {
  return z
    .object({
      title: z
        .string({ error: BRIEF_MESSAGES.titleRequired })
        .trim()
        .min(1, BRIEF_MESSAGES.titleRequired)
        .max(BRIEF_TITLE_MAX, BRIEF_MESSAGES.titleTooLong),
      description: z
        .string({ error: BRIEF_MESSAGES.descriptionRequired })
        .trim()
        .min(1, BRIEF_MESSAGES.descriptionRequired)
        .max(BRIEF_TEXT_MAX, BRIEF_MESSAGES.descriptionTooLong),
      usageType: z.enum(USAGE_TIERS, { error: BRIEF_MESSAGES.usageRequired }),
      deadline: z
        .string({ error: BRIEF_MESSAGES.deadlineRequired })
        .trim()
        .min(1, { error: BRIEF_MESSAGES.deadlineRequired, abort: true })
        .refine(isCalendarDate, { error: BRIEF_MESSAGES.deadlineInvalid, abort: true })
        .refine((d) => d >= today(), BRIEF_MESSAGES.deadlinePast),
      details: z.string().trim().max(BRIEF_TEXT_MAX, BRIEF_MESSAGES.detailsTooLong).default(''),
      /** Whole dollars, as the form's integer fields. */
      budgetMin: budget.default(BRIEF_DEFAULT_BUDGET_MIN),
      budgetMax: budget.default(BRIEF_DEFAULT_BUDGET_MAX),
      tags: z
        .array(z.enum(BRIEF_VIBE_TAGS, { error: BRIEF_MESSAGES.tagsUnknown }), { error: BRIEF_MESSAGES.tagsUnknown })
        .max(BRIEF_VIBE_TAGS.length, BRIEF_MESSAGES.tagsUnknown)
        .default([])
        .transform((tags) => [...new Set(tags)]),
      /** The kind of creative wanted; '' (the new-brief form) means any. Quick briefs set it. */
      category: z.enum(BRIEF_CATEGORIES).default(''),
    })
    .refine((b) => b.budgetMin <= b.budgetMax, {
      path: ['budgetMin'],
      error: BRIEF_MESSAGES.budgetOrder,
      // Checked as soon as both budgets are numbers, alongside any other field's message.
      when: ({ value }) => {
        const v = value as { budgetMin?: unknown; budgetMax?: unknown };
        return budget.safeParse(v.budgetMin ?? 0).success && budget.safeParse(v.budgetMax ?? 0).success;
      },
    });
}
export const PostBriefRequest = postBriefRequest();
export type PostBriefRequest = z.infer<typeof PostBriefRequest>;
export type PostBriefInput = z.input<typeof PostBriefRequest>;

export const BRIEF_KINDS = ['licensing', 'project'] as const;
export const BRIEF_STATUSES = ['draft', 'open', 'matched', 'closed', 'posted'] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

export const Brief = z.object({
  id: z.string(),
  kind: z.enum(BRIEF_KINDS),
  status: z.enum(BRIEF_STATUSES),
  /** form, lou or quick (the collaborator's quick brief). */
  source: z.string(),
  title: z.string(),
  description: z.string(),
  details: z.string(),
  category: z.string(),
  usageType: z.string().nullable(),
  budgetMinCents: z.number().int().nullable(),
  budgetMaxCents: z.number().int().nullable(),
  deadline: z.string().nullable(),
  tags: z.array(z.string()),
  matchCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Brief = z.infer<typeof Brief>;

export const BriefResponse = z.object({ brief: Brief });
export type BriefResponse = z.infer<typeof BriefResponse>;
export const BriefsResponse = z.object({ items: z.array(Brief) });
export type BriefsResponse = z.infer<typeof BriefsResponse>;

/** One table holds both (DESIGN 5.2): a snippet matched to a licensing brief, or an application to a project. */
export const SUBMISSION_KINDS = ['match', 'application'] as const;
export const MATCH_STATUSES = ['pending', 'shortlisted', 'licensed', 'selected', 'declined'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const ScoreParts = z.object({
  tags: z.number().int(),
  category: z.number().int(),
  rights: z.number().int(),
  price: z.number().int(),
  /** Points for the creative's reviews, on partner-facing rankings only (decision 035). */
  reputation: z.number().int().optional(),
});

/** Match cards show up to 4 vibe tags, 2 recent works and 2 gear items (spec part 2, section 9). */
export const MATCH_CARD_TAGS = 4;
export const MATCH_CARD_RECENT_WORK = 2;
export const MATCH_CARD_GEAR = 2;

export const DealSummary = z.object({ id: z.string(), status: z.string(), amountCents: z.number().int() });
export type DealSummary = z.infer<typeof DealSummary>;

/** A brief match as its brief's owner reviews it (spec part 2, section 3, brief match). */
export const BriefMatch = z.object({
  id: z.string(),
  status: z.enum(MATCH_STATUSES),
  matchScore: z.number().int(),
  scoreParts: ScoreParts.nullable(),
  reason: z.string(),
  priceQuoteCents: z.number().int().nullable(),
  usageTiers: z.array(z.string()),
  ownershipPercentage: z.number().int().nullable(),
  submittedAt: z.string(),
  creator: z.object({
    id: z.string(),
    name: z.string(),
    location: z.string(),
    niche: z.string(),
    /** The Pulse Score in percent; null while there is none ("No score yet"). */
    authenticityScore: z.number().int().nullable(),
    vibeTags: z.array(z.string()),
    recentWork: z.array(RecentWorkItem),
    gear: z.array(z.string()),
  }),
  snippet: z
    .object({
      id: z.string(),
      title: z.string(),
      durationSeconds: z.number().int().nullable(),
      /** The submitted work, playable before shortlisting or licensing. */
      media: WorkMedia.nullable(),
    })
    .nullable(),
  deal: DealSummary.nullable(),
});
export type BriefMatch = z.infer<typeof BriefMatch>;

export const BriefDetailResponse = z.object({ brief: Brief, matches: z.array(BriefMatch) });
export type BriefDetailResponse = z.infer<typeof BriefDetailResponse>;

export const LicenseMatchResponse = z.object({ match: BriefMatch, deal: DealSummary, created: z.boolean() });
export type LicenseMatchResponse = z.infer<typeof LicenseMatchResponse>;
export const MatchResponse = z.object({ match: BriefMatch });
export type MatchResponse = z.infer<typeof MatchResponse>;

export const SUBMISSION_MESSAGES = {
  snippetRequired: 'Pick a snippet to submit',
  snippetNotFound: 'Snippet not found',
  onlyCreatives: 'Only Creatives can submit matches. Switch to Creative to continue.',
  pendingCreative: 'Your Creative application is still under review. You can submit matches once you are approved.',
  alreadySubmitted: 'You already submitted a match to this brief.',
  ownBrief: 'You cannot submit a match to your own brief.',
  notFound: 'Match not found',
  shortlistOnlyPending: 'Only a pending match can be shortlisted.',
  licenseOnlyOpen: 'Only a pending or shortlisted match can be licensed.',
  noQuote: 'This match has no price quote, so it cannot be licensed yet.',
  priceWhole: 'Price quote must be a whole number of dollars',
  priceRange: 'Price quote must be between $1 and $1,000,000',
} as const;

export const SubmitMatchRequest = z.object({
  snippetId: z
    .string({ error: SUBMISSION_MESSAGES.snippetRequired })
    .trim()
    .min(1, SUBMISSION_MESSAGES.snippetRequired)
    .max(100, SUBMISSION_MESSAGES.snippetNotFound),
  /** Whole dollars; the creative's collaboration rate when left out. */
  priceQuote: z
    .number({ error: SUBMISSION_MESSAGES.priceWhole })
    .int(SUBMISSION_MESSAGES.priceWhole)
    .min(1, SUBMISSION_MESSAGES.priceRange)
    .max(BRIEF_BUDGET_LIMIT, SUBMISSION_MESSAGES.priceRange)
    .optional(),
});
export type SubmitMatchRequest = z.infer<typeof SubmitMatchRequest>;

/** A creative's own submission. */
export const MySubmission = z.object({
  id: z.string(),
  briefId: z.string(),
  snippetId: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  matchScore: z.number().int(),
  scoreParts: ScoreParts.nullable(),
  reason: z.string(),
  priceQuoteCents: z.number().int().nullable(),
  submittedAt: z.string(),
});
export type MySubmission = z.infer<typeof MySubmission>;
export const SubmitMatchResponse = z.object({ submission: MySubmission });
export type SubmitMatchResponse = z.infer<typeof SubmitMatchResponse>;

export const MATCHING_BRIEFS_LIMIT = 50;
export const MATCHING_BRIEF_MIN_SCORE = 50;
export const NO_MATCHING_BRIEFS = 'No matching briefs';

/** An open brief as a creative sees it, with their score (GET /api/briefs/matching). */
export const MatchingBrief = z.object({
  brief: z.object({
    id: z.string(),
    title: z.string(),
    brand: z.string(),
    description: z.string(),
    budgetMinCents: z.number().int().nullable(),
    budgetMaxCents: z.number().int().nullable(),
    deadline: z.string().nullable(),
    tags: z.array(z.string()),
    usageType: z.string().nullable(),
    matchCount: z.number().int(),
  }),
  matchScore: z.number().int(),
  scoreParts: ScoreParts,
  reason: z.string(),
  /** The caller's best snippet for this brief (what Submit Match sends), or null without snippets. */
  snippetId: z.string().nullable(),
  submission: z.object({ id: z.string(), status: z.enum(MATCH_STATUSES), matchScore: z.number().int() }).nullable(),
});
export type MatchingBrief = z.infer<typeof MatchingBrief>;

export const MatchingBriefsResponse = z.object({
  items: z.array(MatchingBrief),
  stats: z.object({ matchingBriefs: z.number().int(), matchScore: z.number().int().nullable() }),
});
export type MatchingBriefsResponse = z.infer<typeof MatchingBriefsResponse>;

/** AI Match Preview cards: the approved creatives who fit a brief best. */
export const MATCH_PREVIEW_LIMIT = 3;
export const MatchPreview = z.object({
  creator: z.object({ id: z.string(), name: z.string(), niche: z.string(), location: z.string() }),
  snippet: z.object({ id: z.string(), title: z.string() }).nullable(),
  matchScore: z.number().int(),
  scoreParts: ScoreParts,
  reason: z.string(),
});
export type MatchPreview = z.infer<typeof MatchPreview>;
export const MatchPreviewResponse = z.object({ items: z.array(MatchPreview) });
export type MatchPreviewResponse = z.infer<typeof MatchPreviewResponse>;

/** The brief board's offer of weekly recommendations (Yes, Weekly Recs / Maybe Later). */
export const WEEKLY_RECS_CHOICES = ['yes', 'later'] as const;
export const WeeklyRecsRequest = z.object({
  choice: z.enum(WEEKLY_RECS_CHOICES, { error: 'Pick Yes, Weekly Recs or Maybe Later' }),
});
export type WeeklyRecsRequest = z.infer<typeof WeeklyRecsRequest>;
export const WeeklyRecsResponse = z.object({ choice: z.enum(WEEKLY_RECS_CHOICES).nullable() });
export type WeeklyRecsResponse = z.infer<typeof WeeklyRecsResponse>;
