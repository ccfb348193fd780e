import { z } from 'zod';
import { earliestToday, isCalendarDate } from './briefs';
import { DeliveryFlag } from './content-holds';
import {
  CREATOR_DIARY_STATUSES,
  type CreatorDiaryStatus,
  creatorStatusOf,
  DEAL_ACTIONS,
  DEAL_STATUSES,
  type DealStatus,
} from './deal-lifecycle';
import { PlanView } from './deal-plan';
import { DealShowcase } from './deal-showcase';
import { normalizePortfolioUrl } from './fields';
import { formatCents, TIP_MAX_CENTS, TIP_MIN_CENTS } from './ledger';
import { ENGAGEMENTS, RETAINER_MESSAGES, RetainerFields } from './retainer';
import { TIP_NOTE_MAX, TIP_STATUSES, TIP_TAB_MESSAGES } from './tip-tab';

/**
 * Project briefs, escrow funding, applications and deals (DESIGN 5.3, 5.4; spec part 2 sections 2-5).
 *
 * Endpoints (JSON; money in integer cents; money-moving POSTs need an `Idempotency-Key` header, and a repeat
 * of the same key returns the first answer without moving money again):
 * - POST /api/project-briefs                     partner posts a project brief (PostProjectBriefRequest) → 201
 *     { brief, deal }: the brief is `posted` (a pending partner's is a `draft`), its deal `posted` for the
 *     escrow amount.
 * - GET  /api/project-briefs/:id                 the owner's brief, its deal and whether it can be funded
 * - GET  /api/project-briefs/open                a creative: funded briefs of their category, with their application
 * - POST /api/project-briefs/:id/applications    a creative applies (ApplyRequest) → 201
 * - GET  /api/project-briefs/:id/applications    owner: the applicants with profile, portfolio and match score
 * - POST /api/project-briefs/:id/applications/:applicationId/select   owner: deal funded → accepted
 * - GET  /api/deals                              the caller's deals (as partner, as creative) with timelines
 * - GET  /api/deals/:id                          a party or an admin; anyone else 404
 * - GET  /api/deals/:id/contract                 the contract both sides sign, its hash and signatures (deal-contract.ts)
 * - POST /api/deals/:id/contract/sign            partner or creative signs; accepted → signed on the second
 * - GET  /api/deals/:id/contract.pdf             the contract as PDF, with its signatures
 * - POST /api/deals/:id/fund       (key)         partner: posted → funded (sandbox `pm_card_visa` / declined)
 * - POST /api/deals/:id/deliver                  creative: signed → delivered (DeliverRequest)
 * - POST /api/deals/:id/request-changes          partner: delivered → signed
 * - POST /api/deals/:id/approve    (key)         partner or admin: delivered → paid, escrow released by splits
 * - POST /api/deals/:id/dispute                  either party: signed|delivered → disputed
 * - POST /api/deals/:id/resolve    (key)         admin: disputed → paid (release or split) or refunded
 * - POST /api/deals/:id/payout     (key)         creative or admin: paid → complete, payable transferred out
 * - POST /api/deals/:id/cancel     (key)         partner: posted → cancelled; funded|accepted → refunded
 * - POST /api/creators/:id/tips    (key)         a fan tips a creative $1-$20
 * - GET  /api/me/earnings                        a creative's payable balance, releases, tips and payouts
 */

// ---- Post a Brief (/post-brief) -------------------------------------------------------------------------

/** The six budget options (spec part 2, section 5): value as stored, label as shown. */
export const PROJECT_BUDGETS = [
  { value: '<$250', label: 'Under $250' },
  { value: '$250-$500', label: '$250-$500' },
  { value: '$500-$1000', label: '$500-$1000' },
  { value: '$1000-$2500', label: '$1000-$2500' },
  { value: '$2500-$5000', label: '$2500-$5000' },
  { value: '>$5000', label: '$5,000+' },
] as const;
export type ProjectBudget = (typeof PROJECT_BUDGETS)[number]['value'];

export const PROJECT_CATEGORIES = [
  { value: 'producer', label: 'Music Producer' },
  { value: 'videographer', label: 'Videographer' },
  { value: 'graphic_designer', label: 'Graphic Designer' },
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number]['value'];

export const PROJECT_USAGE_TYPES = [
  { value: 'ugc', label: 'UGC/Social Media' },
  { value: 'podcast', label: 'Podcast' },
  { value: 'commercial', label: 'Commercial/Ad' },
  { value: 'film', label: 'Film/Video' },
  { value: 'live', label: 'Live Performance' },
] as const;
export type ProjectUsageType = (typeof PROJECT_USAGE_TYPES)[number]['value'];
export const PROJECT_DEFAULT_USAGE: ProjectUsageType = 'ugc';

/** A brief's category and a creative's kind on one scale: graphic_designer is designer, filmmaker videographer. */
export function creativeKindOf(category: string | null | undefined): 'producer' | 'videographer' | 'designer' | null {
  const k = (category ?? '').trim().toLowerCase();
  if (k === 'producer') return 'producer';
  if (k === 'videographer' || k === 'filmmaker') return 'videographer';
  if (k === 'designer' || k === 'graphic_designer' || k === 'graphic designer') return 'designer';
  return null;
}

export function labelOf(options: readonly { value: string; label: string }[], value: string | null): string {
  return options.find((o) => o.value === value)?.label ?? value ?? '';
}

export const PROJECT_TITLE_MAX = 120;
export const PROJECT_TEXT_MAX = 2000;
export const PROJECT_TAGS_MAX = 10;
export const PROJECT_TAG_MAX_LENGTH = 30;

export const POST_BRIEF_MESSAGES = {
  titleRequired: 'Project title is required',
  titleTooLong: `Project title must be at most ${PROJECT_TITLE_MAX} characters`,
  descriptionRequired: 'Project description is required',
  descriptionTooLong: `Project description must be at most ${PROJECT_TEXT_MAX} characters`,
  budgetRequired: 'Budget range is required',
  deadlineRequired: 'Deadline is required',
  deadlineInvalid: 'Enter the deadline as a date',
  deadlinePast: 'Deadline cannot be before today',
  categoryRequired: 'Category is required',
  usageRequired: 'Usage type is required',
  tagsTooMany: `Use at most ${PROJECT_TAGS_MAX} style tags`,
  tagTooLong: `Each style tag must be at most ${PROJECT_TAG_MAX_LENGTH} characters`,
  emailRequired: 'Contact email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** The failure and progress copy of the two screens (spec part 2, sections 2 and 8). */
export const POSTING_BRIEF_LABEL = 'Posting Brief...';
export const POST_BRIEF_FAILED_MESSAGE = 'Error posting brief. Please try again.';
export const PROCESSING_PAYMENT_LABEL = 'Processing Payment...';
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.';

/** "What happens next?" (spec part 2, section 2). */
export const WHAT_HAPPENS_NEXT = [
  'Your brief is posted once you fund it.',
  'Vetted creatives apply with their portfolio links.',
  'You review the applications and select a creative.',
  'Funds are held in escrow until delivery.',
] as const;

/** Style tags typed as comma-separated text: trimmed, blanks dropped, duplicates (any case) dropped. */
export function parseStyleTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const email = z
  .string({ error: POST_BRIEF_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: POST_BRIEF_MESSAGES.emailRequired, abort: true })
  .max(254, POST_BRIEF_MESSAGES.emailInvalid)
  .pipe(z.email(POST_BRIEF_MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase());

function valueEnum<T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];
  return z.enum(values, { error: message });
}

/** POST /api/project-briefs; `today` is the earliest deadline (the server's rule, or the browser's date). */
export function postProjectBriefRequest(today: () => string = () => earliestToday()) {
  return (
    z
      .object({
        title: z
          .string({ error: POST_BRIEF_MESSAGES.titleRequired })
          .trim()
          .min(1, POST_BRIEF_MESSAGES.titleRequired)
          .max(PROJECT_TITLE_MAX, POST_BRIEF_MESSAGES.titleTooLong),
        description: z
          .string({ error: POST_BRIEF_MESSAGES.descriptionRequired })
          .trim()
          .min(1, POST_BRIEF_MESSAGES.descriptionRequired)
          .max(PROJECT_TEXT_MAX, POST_BRIEF_MESSAGES.descriptionTooLong),
        budget: valueEnum(PROJECT_BUDGETS, POST_BRIEF_MESSAGES.budgetRequired),
        deadline: z
          .string({ error: POST_BRIEF_MESSAGES.deadlineRequired })
          .trim()
          .min(1, { error: POST_BRIEF_MESSAGES.deadlineRequired, abort: true })
          .refine(isCalendarDate, { error: POST_BRIEF_MESSAGES.deadlineInvalid, abort: true })
          .refine((d) => d >= today(), POST_BRIEF_MESSAGES.deadlinePast),
        category: valueEnum(PROJECT_CATEGORIES, POST_BRIEF_MESSAGES.categoryRequired),
        usageType: valueEnum(PROJECT_USAGE_TYPES, POST_BRIEF_MESSAGES.usageRequired).default(PROJECT_DEFAULT_USAGE),
        /** Comma-separated text (the form's field), or the list it parses to; optional. */
        tags: z.preprocess(
          (v) => (Array.isArray(v) ? v.join(',') : (v ?? '')),
          z
            .string()
            .max(1000, POST_BRIEF_MESSAGES.tagsTooMany)
            .transform(parseStyleTags)
            .refine((tags) => tags.length <= PROJECT_TAGS_MAX, POST_BRIEF_MESSAGES.tagsTooMany)
            .refine((tags) => tags.every((t) => t.length <= PROJECT_TAG_MAX_LENGTH), POST_BRIEF_MESSAGES.tagTooLong),
        ),
        contactEmail: email,
        /** One project (default) or a monthly retainer: the budget is then per month (decision 067). */
        engagement: z.enum(ENGAGEMENTS).default('project'),
        months: RetainerFields.shape.months,
        noticeDays: RetainerFields.shape.noticeDays,
      })
      // A retainer needs its months and notice; said with the other fields' messages, not after them.
      .refine((b) => b.engagement !== 'retainer' || b.months !== undefined, {
        path: ['months'],
        message: RETAINER_MESSAGES.monthsRange,
        when: retainerPayload,
      })
      .refine((b) => b.engagement !== 'retainer' || b.noticeDays !== undefined, {
        path: ['noticeDays'],
        message: RETAINER_MESSAGES.noticeInvalid,
        when: retainerPayload,
      })
  );
}
const retainerPayload = ({ value }: { value: unknown }) =>
  typeof value === 'object' && value !== null && (value as { engagement?: unknown }).engagement === 'retainer';
export const PostProjectBriefRequest = postProjectBriefRequest();
export type PostProjectBriefRequest = z.infer<typeof PostProjectBriefRequest>;
export type PostProjectBriefInput = z.input<typeof PostProjectBriefRequest>;

/** Escrow amount = the first dollar figure of the budget text, $500 when there is none (spec part 2, 5). */
export const DEFAULT_ESCROW_CENTS = 50_000;
export function escrowAmountCents(budgetText: string | null | undefined): number {
  const match = /\$\s*(\d[\d,]*(?:\.\d{1,2})?)\s*(k)?/i.exec(budgetText ?? '');
  if (!match) return DEFAULT_ESCROW_CENTS;
  const dollars = Number((match[1] as string).replace(/,/g, '')) * (match[2] ? 1000 : 1);
  const cents = Math.round(dollars * 100);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : DEFAULT_ESCROW_CENTS;
}

export const ProjectBrief = z.object({
  id: z.string(),
  status: z.enum(['draft', 'open', 'matched', 'closed', 'posted']),
  title: z.string(),
  description: z.string(),
  budget: z.string(),
  deadline: z.string().nullable(),
  category: z.string(),
  usageType: z.string().nullable(),
  tags: z.array(z.string()),
  contactEmail: z.string(),
  /** A retainer (decision 067): the budget is per month, for `months` months, ended with `noticeDays` notice. */
  engagement: z.enum(ENGAGEMENTS),
  months: z.number().int().nullable(),
  noticeDays: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ProjectBrief = z.infer<typeof ProjectBrief>;

export const DealRef = z.object({ id: z.string(), status: z.enum(DEAL_STATUSES), amountCents: z.number().int() });
export type DealRef = z.infer<typeof DealRef>;

export const PostProjectBriefResponse = z.object({ brief: ProjectBrief, deal: DealRef });
export type PostProjectBriefResponse = z.infer<typeof PostProjectBriefResponse>;

export const PaymentMethodOption = z.object({ id: z.string(), label: z.string() });
export const ProjectBriefResponse = z.object({
  brief: ProjectBrief,
  deal: DealRef,
  escrowAmountCents: z.number().int(),
  /** Null when Fund Project can go ahead; otherwise why not (already funded, awaiting approval...). */
  fundBlockedReason: z.string().nullable(),
  provider: z.string(),
  /** The provider's test payment methods (sandbox); card numbers never reach the server. */
  paymentMethods: z.array(PaymentMethodOption),
  /** Stripe's publishable key for the card element (decision 018); null in the sandbox. */
  publishableKey: z.string().nullable(),
  applicationCount: z.number().int(),
});
export type ProjectBriefResponse = z.infer<typeof ProjectBriefResponse>;

// ---- Money-moving requests ------------------------------------------------------------------------------

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_MESSAGES = {
  required: 'This request needs an Idempotency-Key header.',
  invalid: 'The Idempotency-Key must be 8 to 255 visible characters.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{8,255}$/.test(key);
}

export const PAYMENT_METHOD_REQUIRED = 'Choose a payment method';
export const paymentMethodId = z
  .string({ error: PAYMENT_METHOD_REQUIRED })
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,100}$/, PAYMENT_METHOD_REQUIRED);

export const FundDealRequest = z.object({ paymentMethod: paymentMethodId });
export type FundDealRequest = z.infer<typeof FundDealRequest>;

export const PaymentView = z.object({
  id: z.string(),
  status: z.enum(['succeeded', 'declined']),
  amountCents: z.number().int(),
});

// ---- Applications ---------------------------------------------------------------------------------------

export const APPLY_NOTE_MAX = 1000;
export const APPLY_LINKS_MAX = 3;
export const APPLY_MESSAGES = {
  linkRequired: 'Add at least one portfolio link',
  linkInvalid: 'Please enter a valid URL',
  tooManyLinks: `Add at most ${APPLY_LINKS_MAX} portfolio links`,
  noteTooLong: `Your note must be at most ${APPLY_NOTE_MAX} characters`,
  onlyCreatives: 'Only Creatives can apply. Switch to Creative to continue.',
  pendingCreative: 'Your Creative application is still under review. You can apply once you are approved.',
  wrongCategory: 'This project is looking for a different kind of creative.',
  notOpen: 'This project is not taking applications.',
  alreadyApplied: 'You already applied to this project.',
  ownBrief: 'You cannot apply to your own project.',
  notFound: 'Application not found',
} as const;

export const ApplyRequest = z.object({
  portfolioLinks: z
    .array(
      z.string({ error: APPLY_MESSAGES.linkInvalid }).transform((v, ctx) => {
        const url = normalizePortfolioUrl(v);
        if (url === null) {
          ctx.addIssue({ code: 'custom', message: APPLY_MESSAGES.linkInvalid });
          return z.NEVER;
        }
        return url;
      }),
      { error: APPLY_MESSAGES.linkRequired },
    )
    .transform((links) => [...new Set(links.filter((l) => l !== ''))])
    .refine((links) => links.length > 0, APPLY_MESSAGES.linkRequired)
    .refine((links) => links.length <= APPLY_LINKS_MAX, APPLY_MESSAGES.tooManyLinks),
  note: z.string().trim().max(APPLY_NOTE_MAX, APPLY_MESSAGES.noteTooLong).default(''),
});
export type ApplyRequest = z.infer<typeof ApplyRequest>;
export type ApplyInput = z.input<typeof ApplyRequest>;

export const APPLICATION_STATUSES = ['pending', 'selected', 'declined'] as const;
const ScoreParts = z.object({ tags: z.number(), category: z.number(), rights: z.number(), price: z.number() });

/** An applicant as the brief's owner reviews them. */
export const Applicant = z.object({
  id: z.string(),
  status: z.enum(['pending', 'shortlisted', 'licensed', 'selected', 'declined']),
  portfolioLinks: z.array(z.string()),
  note: z.string(),
  matchScore: z.number().int(),
  scoreParts: ScoreParts.nullable(),
  reason: z.string(),
  submittedAt: z.string(),
  creator: z.object({
    id: z.string(),
    name: z.string(),
    niche: z.string(),
    location: z.string(),
    bio: z.string(),
    vibeTags: z.array(z.string()),
    /** The Pulse Score in percent; null while there is none ("No score yet"). */
    authenticityScore: z.number().int().nullable(),
  }),
});
export type Applicant = z.infer<typeof Applicant>;
export const ApplicantsResponse = z.object({ brief: ProjectBrief, deal: DealRef, items: z.array(Applicant) });
export type ApplicantsResponse = z.infer<typeof ApplicantsResponse>;

/** A funded project brief as a creative sees it. */
export const OpenProject = z.object({
  /** `brandId`: the partner, whose reputation the creative sees beside the brief (issue 22). */
  brief: ProjectBrief.extend({ brand: z.string(), brandId: z.string() }),
  escrowAmountCents: z.number().int(),
  matchScore: z.number().int(),
  reason: z.string(),
  application: z
    .object({ id: z.string(), status: z.enum(['pending', 'shortlisted', 'licensed', 'selected', 'declined']) })
    .nullable(),
});
export type OpenProject = z.infer<typeof OpenProject>;
export const OpenProjectsResponse = z.object({ items: z.array(OpenProject) });
export type OpenProjectsResponse = z.infer<typeof OpenProjectsResponse>;
export const ApplyResponse = z.object({ application: z.object({ id: z.string(), status: z.string() }) });
export type ApplyResponse = z.infer<typeof ApplyResponse>;
export const NO_OPEN_PROJECTS = 'No open projects';

// ---- Deals ----------------------------------------------------------------------------------------------

export const DEAL_MESSAGES = {
  notFound: 'Deal not found',
  notYourStep: 'Only the other party can take this step.',
  collaboratorStep: 'Collaborators are paid by this deal; its creative takes the steps.',
  wrongStatus: 'This deal is not at that step any more. Refresh to see where it is.',
  needsApproval: 'Partners need approval to fund briefs. Your brief is saved.',
  alreadyFunded: 'This brief is already funded.',
  noCreative: 'Select a creative first.',
  noPayable: 'There is nothing left to pay out on this deal.',
  deliverableRequired: 'Add at least one deliverable',
  deliverableTooLong: 'Each deliverable must be at most 300 characters',
  tooManyDeliverables: 'Add at most 10 deliverables',
  noteRequired: 'Tell the other party what to change',
  reasonRequired: 'Say why you are disputing this deal',
  textTooLong: 'Keep it under 1000 characters',
  percentRange: 'The creatives’ share is a whole percent from 0 to 100',
  adminOnly: 'Only an admin can resolve a dispute.',
} as const;

export const DeliverRequest = z.object({
  deliverables: z
    .array(
      z
        .string({ error: DEAL_MESSAGES.deliverableRequired })
        .trim()
        .min(1, DEAL_MESSAGES.deliverableRequired)
        .max(300, DEAL_MESSAGES.deliverableTooLong),
      { error: DEAL_MESSAGES.deliverableRequired },
    )
    .min(1, DEAL_MESSAGES.deliverableRequired)
    .max(10, DEAL_MESSAGES.tooManyDeliverables),
  note: z.string().trim().max(1000, DEAL_MESSAGES.textTooLong).default(''),
  /** The creative discloses AI-generated content (spec part 1, section 1). */
  aiGenerated: z.boolean().default(false),
  /** The delivered file, uploaded first (`POST /api/media?purpose=deliverable`); it can be showcased later. */
  mediaId: z.string().trim().min(1).max(64).nullish(),
});
export type DeliverRequest = z.infer<typeof DeliverRequest>;

export const NoteRequest = z.object({
  note: z
    .string({ error: DEAL_MESSAGES.noteRequired })
    .trim()
    .min(1, DEAL_MESSAGES.noteRequired)
    .max(1000, DEAL_MESSAGES.textTooLong),
});
export const DisputeRequest = z.object({
  reason: z
    .string({ error: DEAL_MESSAGES.reasonRequired })
    .trim()
    .min(1, DEAL_MESSAGES.reasonRequired)
    .max(1000, DEAL_MESSAGES.textTooLong),
});
export const ResolveRequest = z.object({
  outcome: z.enum(['release', 'refund', 'split']),
  /** For `split`: the share of escrow released to the creatives; the rest goes back to the partner. */
  creatorPercent: z
    .number()
    .int(DEAL_MESSAGES.percentRange)
    .min(0, DEAL_MESSAGES.percentRange)
    .max(100, DEAL_MESSAGES.percentRange)
    .optional(),
  note: z.string().trim().max(1000, DEAL_MESSAGES.textTooLong).default(''),
});
export type ResolveRequest = z.infer<typeof ResolveRequest>;

export const DealEventView = z.object({
  id: z.string(),
  fromStatus: z.enum(DEAL_STATUSES).nullable(),
  toStatus: z.enum(DEAL_STATUSES),
  note: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});
export type DealEventView = z.infer<typeof DealEventView>;

export const DealView = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  status: z.enum(DEAL_STATUSES),
  amountCents: z.number().int(),
  briefId: z.string().nullable(),
  brand: z.object({ id: z.string(), name: z.string() }),
  creator: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The caller's side of the deal. */
  viewer: z.enum(['brand', 'creator', 'admin']),
  /** The steps the caller may take now. */
  actions: z.array(z.enum(DEAL_ACTIONS)),
  splits: z.array(
    z.object({
      userId: z.string().nullable(),
      name: z.string(),
      percentage: z.number(),
      /** The party's share of the deal's amount, by the splits: what a full release pays. */
      amountCents: z.number().int(),
      /** What was actually released to them (their share of releasedCents), and its net after the fee. */
      releasedCents: z.number().int(),
      netCents: z.number().int(),
    }),
  ),
  deliverables: z.array(z.string()),
  attribution: z.string().nullable(),
  /** When the contract became binding: the second signature (decision 061). */
  signedAt: z.string().nullable(),
  /**
   * Whose signature counts on the contract as it stands (decision 061): while the deal is accepted, a side
   * that signed an earlier version of the terms has not signed.
   */
  contractSigned: z.object({ brand: z.boolean(), creator: z.boolean() }),
  deliveredAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** When escrow releases at the latest (delivery + AUTO_APPROVE_DAYS, or the deadline's), until paid. */
  payoutEta: z.string().nullable(),
  /** Money released to the creatives, refunded to the partner and paid out, from the ledger. */
  releasedCents: z.number().int(),
  refundedCents: z.number().int(),
  feeCents: z.number().int(),
  paidOutCents: z.number().int(),
  /** The caller's own net share once released (creatives). */
  myNetCents: z.number().int().nullable(),
  /** What of the caller's share this deal has paid out to them, from the ledger (creatives). */
  myPaidOutCents: z.number().int(),
  timeline: z.array(DealEventView),
  /** The plan: its milestones, each with its own state and money (decision 066). */
  plan: PlanView,
  /** The partner's consent to show the delivered work on the feed, its piece and the delivered file. */
  showcase: DealShowcase,
  /** The partner's warning that the delivered audio matches someone else's catalogue (decision 058). */
  deliveryFlag: DeliveryFlag.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DealView = z.infer<typeof DealView>;

export const DealResponse = z.object({ deal: DealView });
export type DealResponse = z.infer<typeof DealResponse>;
/**
 * The conversation between a deal's partner and its creative, shown on the deal page (decision 064): null when
 * they have none, or when the caller is not one of the two (a collaborator, an admin).
 */
export const DealThreadResponse = z.object({ threadId: z.string().nullable() });
export type DealThreadResponse = z.infer<typeof DealThreadResponse>;
export const DealsResponse = z.object({ items: z.array(DealView) });
export type DealsResponse = z.infer<typeof DealsResponse>;
export const FundDealResponse = z.object({ deal: DealView, payment: PaymentView });
export type FundDealResponse = z.infer<typeof FundDealResponse>;

// ---- Diaries: totals and CSV ----------------------------------------------------------------------------

/**
 * Creative totals (spec part 1, section 9): Total Earned sums what deals released to the viewer (a paid deal's
 * net, and the released milestones of a deal still running, decision 066); Pending Payouts what signed and
 * delivered deals have yet to release to them.
 */
export function creatorTotals(
  deals: readonly Pick<DealView, 'status' | 'amountCents' | 'myNetCents' | 'splits' | 'creator' | 'releasedCents'>[],
  viewerId: string,
) {
  let earned = 0;
  let pending = 0;
  for (const d of deals) {
    const share = shareOf(d, viewerId);
    const status = creatorStatusOf(d.status);
    if (status === 'paid') earned += d.myNetCents ?? share;
    else if (status === 'signed' || status === 'delivered') {
      earned += d.myNetCents ?? 0;
      pending += share - releasedShareOf(d, viewerId);
    }
  }
  return { totalEarnedCents: earned, pendingPayoutsCents: pending, totalDeals: deals.length };
}

/** What of the viewer's share a deal released so far (gross), by its splits. */
function releasedShareOf(deal: Pick<DealView, 'releasedCents' | 'splits' | 'creator'>, viewerId: string): number {
  const mine = deal.splits.filter((s) => s.userId === viewerId);
  if (mine.length > 0) return mine.reduce((sum, s) => sum + s.releasedCents, 0);
  return deal.creator?.id === viewerId ? deal.releasedCents : 0;
}

/** The viewer's gross share of a deal by its splits (the whole amount when the splits do not name them). */
export function shareOf(deal: Pick<DealView, 'amountCents' | 'splits' | 'creator'>, viewerId: string): number {
  const mine = deal.splits.filter((s) => s.userId === viewerId);
  if (mine.length > 0) return mine.reduce((sum, s) => sum + s.amountCents, 0);
  return deal.creator?.id === viewerId ? deal.amountCents : 0;
}

export const CREATOR_CHIPS: readonly ('all' | CreatorDiaryStatus)[] = ['all', ...CREATOR_DIARY_STATUSES];
export const CSV_FILE_NAME = 'deal-diary-export.csv';

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const csvAmount = (cents: number) => (cents / 100).toFixed(2);
const csvDate = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/**
 * /creator/deals export: the spec's Title, Brand, Status, Amount, Signed Date, Payment Date, then what the
 * ledger says happened to the money: released to the creatives, refunded to the partner, the creative's own
 * net share (after any fee) and what of it was paid out. A dispute settled by a split reads as what it was.
 */
export function creatorDealsCsv(deals: readonly DealView[]): string {
  return toCsv(
    [
      'Title',
      'Brand',
      'Status',
      'Amount',
      'Signed Date',
      'Payment Date',
      'Released',
      'Refunded',
      'Your Net Share',
      'Paid Out To You',
    ],
    deals.map((d) => [
      d.title,
      d.brand.name,
      creatorStatusOf(d.status),
      csvAmount(d.amountCents),
      csvDate(d.signedAt),
      csvDate(d.paidAt),
      csvAmount(d.releasedCents),
      csvAmount(d.refundedCents),
      csvAmount(d.myNetCents ?? 0),
      csvAmount(d.myPaidOutCents),
    ]),
  );
}

/** /deal-diary export for partners: the creative in place of the brand, and the partner's side of the money. */
export function brandDealsCsv(deals: readonly DealView[]): string {
  return toCsv(
    ['Title', 'Creative', 'Status', 'Amount', 'Signed Date', 'Payment Date', 'Released', 'Refunded', 'Paid Out'],
    deals.map((d) => [
      d.title,
      d.creator?.name ?? 'Not assigned',
      d.status,
      csvAmount(d.amountCents),
      csvDate(d.signedAt),
      csvDate(d.paidAt),
      csvAmount(d.releasedCents),
      csvAmount(d.refundedCents),
      csvAmount(d.paidOutCents),
    ]),
  );
}

// ---- Tips and earnings ----------------------------------------------------------------------------------

export const TIP_MESSAGES = {
  range: 'Tips are $1 to $20',
  notCreator: 'Creator Not Found',
  ownTip: 'You cannot tip yourself.',
  sent: (name: string, cents: number) => `You tipped ${name} ${formatCents(cents)}. Thank you!`,
} as const;

/**
 * A tip. A signed-in fan with a saved card leaves out `paymentMethod`: the tip goes onto their tab (decision
 * 054). With one (a guest's), it is a one-off charge as before.
 */
export const TipRequest = z.object({
  amountCents: z
    .number({ error: TIP_MESSAGES.range })
    .int(TIP_MESSAGES.range)
    .min(TIP_MIN_CENTS, TIP_MESSAGES.range)
    .max(TIP_MAX_CENTS, TIP_MESSAGES.range),
  paymentMethod: paymentMethodId.optional(),
  note: z.string().trim().max(TIP_NOTE_MAX, TIP_TAB_MESSAGES.noteTooLong).optional(),
  anonymous: z.boolean().optional(),
});
export type TipRequest = z.infer<typeof TipRequest>;
export const TipView = z.object({
  id: z.string(),
  creatorId: z.string(),
  amountCents: z.number().int(),
  status: z.enum(TIP_STATUSES),
  /** The tab it is on; null for a one-off tip. */
  tabId: z.string().nullable(),
  /** The card fee it bore; null until its charge. */
  feeCents: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TipView = z.infer<typeof TipView>;
/** A one-off tip answers with its payment; a tip on the tab with none (the tab is charged later). */
export const TipResponse = z.object({ tip: TipView, payment: PaymentView.nullable() });
export type TipResponse = z.infer<typeof TipResponse>;

export const EarningsResponse = z.object({
  payableCents: z.number().int(),
  releasedCents: z.number().int(),
  tipsCents: z.number().int(),
  /** Beat license sales (decision 016). */
  licensesCents: z.number().int(),
  paidOutCents: z.number().int(),
  /** The part of the payable balance not from deals (tips, licenses): what POST /api/me/payouts sends. */
  payoutAvailableCents: z.number().int(),
  /** Tips on fans' tabs, not charged yet: not in the payable balance. */
  pendingTipsCents: z.number().int(),
  recentTips: z.array(
    z.object({
      id: z.string(),
      /** The fan's name, "Anonymous" when they chose so, or "A guest fan". */
      fan: z.string(),
      amountCents: z.number().int(),
      status: z.enum(TIP_STATUSES),
      /** The card fee the tip bore; null while pending or where none was recorded (before tabs). */
      feeCents: z.number().int().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type EarningsResponse = z.infer<typeof EarningsResponse>;

export type { DealStatus };
