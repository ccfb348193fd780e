import { z } from 'zod';
import type { DealParty, DealStatus } from './deal-lifecycle';
import { allocateByWeight, formatCents } from './ledger';
import { FUNDING_MODES } from './milestone-funding';

/**
 * A deal's plan (issue 31 items 2-3, DESIGN 5.9, decision 066): 1 to 6 milestones whose amounts add up to the
 * deal's amount exactly, each delivered, approved (or auto-approved) and released on its own. A one-sum deal is
 * a plan with one milestone. The deal's own status says where the current milestone is; this module holds the
 * rules that pick the current milestone and decide where the deal goes once a milestone is settled.
 */

export const PLAN_MIN_MILESTONES = 1;
export const PLAN_MAX_MILESTONES = 6;
export const MILESTONE_TITLE_MAX = 80;
/** The title of the one milestone a deal starts with (the contract's words for it, decision 061). */
export const DEFAULT_MILESTONE_TITLE = 'Delivery of the work';

export const MILESTONE_STATUSES = ['open', 'delivered', 'disputed', 'released', 'refunded', 'ended'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  open: 'In progress',
  delivered: 'Delivered',
  disputed: 'Disputed',
  released: 'Released',
  refunded: 'Refunded',
  ended: 'Ended',
};

/** Settled: nothing more happens to it. `ended` is a retainer month that never ran (never funded; decision 067). */
export function isSettled(status: MilestoneStatus): boolean {
  return status === 'released' || status === 'refunded' || status === 'ended';
}

/** How long and where the partner may use the work, and the rounds of changes the amount includes. */
export const USAGE_DURATIONS = ['6 months', '1 year', '2 years', 'Perpetual'] as const;
export const USAGE_TERRITORIES = ['United States', 'North America', 'Worldwide'] as const;
export const REVISION_ROUNDS_MAX = 5;

export const PLAN_MESSAGES = {
  countRange: `A plan has 1 to ${PLAN_MAX_MILESTONES} milestones.`,
  titleRequired: 'Name each milestone.',
  titleTooLong: `Keep each milestone's name under ${MILESTONE_TITLE_MAX} characters.`,
  amountInvalid: 'Each milestone is a positive amount in whole cents.',
  sumMismatch: (budget: string, total: string) => `The milestones add up to ${total}; they must add up to ${budget}.`,
  dateInvalid: 'Give each milestone a due date.',
  dateInPast: 'A milestone cannot be due in the past.',
  dateAfterDeadline: (deadline: string) => `A milestone cannot be due after the deadline (${deadline}).`,
  dateOrder: 'Milestones are due in order: each one on or after the one before.',
  notEditable: 'The plan can be changed until both sides sign the contract.',
  notParty: 'Only the partner and the creative of this deal change its plan.',
  changedTitle: 'Plan changed',
  durationInvalid: `Choose how long the partner may use the work: ${USAGE_DURATIONS.join(', ')}.`,
  territoryInvalid: `Choose where the partner may use the work: ${USAGE_TERRITORIES.join(', ')}.`,
  revisionsInvalid: `Rounds of changes are a whole number from 0 to ${REVISION_ROUNDS_MAX}.`,
  changed: 'Plan changed. Both sides sign the contract again.',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const PlanMilestoneInput = z.object({
  title: z
    .string({ error: PLAN_MESSAGES.titleRequired })
    .trim()
    .min(1, PLAN_MESSAGES.titleRequired)
    .max(MILESTONE_TITLE_MAX, PLAN_MESSAGES.titleTooLong),
  amountCents: z
    .number({ error: PLAN_MESSAGES.amountInvalid })
    .int(PLAN_MESSAGES.amountInvalid)
    .positive(PLAN_MESSAGES.amountInvalid),
  dueDate: z
    .string({ error: PLAN_MESSAGES.dateInvalid })
    .regex(isoDate, PLAN_MESSAGES.dateInvalid)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), PLAN_MESSAGES.dateInvalid),
});
export type PlanMilestoneInput = z.infer<typeof PlanMilestoneInput>;

export const PlanTerms = z.object({
  usageDuration: z.enum(USAGE_DURATIONS, { error: PLAN_MESSAGES.durationInvalid }),
  usageTerritory: z.enum(USAGE_TERRITORIES, { error: PLAN_MESSAGES.territoryInvalid }),
  revisionRounds: z
    .number({ error: PLAN_MESSAGES.revisionsInvalid })
    .int(PLAN_MESSAGES.revisionsInvalid)
    .min(0, PLAN_MESSAGES.revisionsInvalid)
    .max(REVISION_ROUNDS_MAX, PLAN_MESSAGES.revisionsInvalid),
});
export type PlanTerms = z.infer<typeof PlanTerms>;

/** What a deal states until its plan says otherwise (the contract's defaults, decision 061, read them). */
export const DEFAULT_PLAN_TERMS: PlanTerms = {
  usageDuration: 'Perpetual',
  usageTerritory: 'Worldwide',
  revisionRounds: 2,
};

/** The usage rights and revisions a deal states now: its own where it has them, else the defaults. */
export function planTermsOf(deal: {
  usageDuration: string | null;
  usageTerritory: string | null;
  revisionRounds: number | null;
}): PlanTerms {
  const duration = USAGE_DURATIONS.find((d) => d === deal.usageDuration);
  const territory = USAGE_TERRITORIES.find((t) => t === deal.usageTerritory);
  return {
    usageDuration: duration ?? DEFAULT_PLAN_TERMS.usageDuration,
    usageTerritory: territory ?? DEFAULT_PLAN_TERMS.usageTerritory,
    revisionRounds: deal.revisionRounds ?? DEFAULT_PLAN_TERMS.revisionRounds,
  };
}

export const PlanRequest = z.object({
  milestones: z
    .array(PlanMilestoneInput, { error: PLAN_MESSAGES.countRange })
    .min(PLAN_MIN_MILESTONES, PLAN_MESSAGES.countRange)
    .max(PLAN_MAX_MILESTONES, PLAN_MESSAGES.countRange),
  /** Usage rights and revisions; left out, they stay as they are. */
  terms: PlanTerms.optional(),
});
export type PlanRequest = z.infer<typeof PlanRequest>;

export type PlanIssue = { field: string; message: string };

/**
 * What is wrong with a plan for a deal of `amountCents` due by `deadline` (null: none), on `today` (YYYY-MM-DD):
 * the count, each milestone's fields, dates in the past, after the deadline or out of order, and amounts that
 * do not add up to the deal's amount. Empty when the plan is good. Field names are `milestones.<i>.<field>`.
 */
export function planIssues(
  plan: { milestones: readonly PlanMilestoneInput[] },
  deal: { amountCents: number; deadline: string | null },
  today: string,
): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const { milestones } = plan;
  if (milestones.length < PLAN_MIN_MILESTONES || milestones.length > PLAN_MAX_MILESTONES) {
    return [{ field: 'milestones', message: PLAN_MESSAGES.countRange }];
  }
  let previous: string | null = null;
  milestones.forEach((m, i) => {
    const at = (f: string) => `milestones.${i}.${f}`;
    const parsed = PlanMilestoneInput.safeParse(m);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        issues.push({ field: at(String(issue.path[0])), message: issue.message });
      return;
    }
    const due = parsed.data.dueDate;
    if (due < today) issues.push({ field: at('dueDate'), message: PLAN_MESSAGES.dateInPast });
    else if (deal.deadline && due > deal.deadline) {
      issues.push({ field: at('dueDate'), message: PLAN_MESSAGES.dateAfterDeadline(deal.deadline) });
    } else if (previous && due < previous) issues.push({ field: at('dueDate'), message: PLAN_MESSAGES.dateOrder });
    previous = due;
  });
  if (issues.length > 0) return issues;
  const total = milestones.reduce((sum, m) => sum + m.amountCents, 0);
  if (total !== deal.amountCents) {
    issues.push({
      field: 'milestones',
      message: PLAN_MESSAGES.sumMismatch(formatCents(deal.amountCents), formatCents(total)),
    });
  }
  return issues;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A suggested plan of `count` milestones: the amount shared as evenly as whole cents allow (the parts add up
 * exactly), due at even steps from `today` to the deadline, or, without one, `typicalDays` apart (the median
 * days from acceptance to delivery that price guidance reports; a week when it has none).
 */
export function suggestMilestones(input: {
  amountCents: number;
  count: number;
  today: string;
  deadline: string | null;
  typicalDays?: number | null;
}): PlanMilestoneInput[] {
  const count = Math.min(PLAN_MAX_MILESTONES, Math.max(PLAN_MIN_MILESTONES, Math.trunc(input.count)));
  const parts = allocateByWeight(
    input.amountCents,
    Array.from({ length: count }, () => 1),
  );
  const span =
    input.deadline && input.deadline > input.today
      ? Math.round((Date.parse(`${input.deadline}T00:00:00Z`) - Date.parse(`${input.today}T00:00:00Z`)) / 86_400_000)
      : null;
  const step = Math.max(1, Math.round(input.typicalDays ?? 7));
  return parts.map((amountCents, i) => ({
    title: count === 1 ? DEFAULT_MILESTONE_TITLE : `Milestone ${i + 1}`,
    amountCents,
    // The last one lands on the deadline; earlier ones at even steps before it, never before today.
    dueDate:
      span !== null
        ? addDays(input.today, Math.max(0, Math.round((span * (i + 1)) / count)))
        : addDays(input.today, step * (i + 1)),
  }));
}

export interface MilestoneState {
  position: number;
  amountCents: number;
  status: MilestoneStatus;
}

/** The milestone the deal is on: the first not yet settled (released or refunded); null when all are. */
export function currentMilestone<M extends MilestoneState>(milestones: readonly M[]): M | null {
  const ordered = [...milestones].sort((a, b) => a.position - b.position);
  return ordered.find((m) => !isSettled(m.status)) ?? null;
}

/** The amount still in escrow by the plan: the funded milestones not yet settled (unfunded ones hold nothing). */
export function unsettledCents(milestones: readonly (MilestoneState & { funded?: boolean })[]): number {
  return milestones
    .filter((m) => !isSettled(m.status) && m.funded !== false)
    .reduce((sum, m) => sum + m.amountCents, 0);
}

/**
 * Where the deal goes once its current milestone is settled: back to work (signed) while milestones remain;
 * otherwise paid when any of its money reached the creatives, refunded when none did.
 */
export function statusAfterSettling(input: { remaining: number; releasedOnDeal: boolean }): DealStatus {
  if (input.remaining > 0) return 'signed';
  return input.releasedOnDeal ? 'paid' : 'refunded';
}

/**
 * Who may change the plan, and when: the partner once the escrow is funded (to shape it before choosing) and the
 * deal's own creative once chosen, until both sides sign the contract. Collaborators and admins never.
 */
export function planEditable(status: DealStatus, side: 'brand' | 'creator' | 'other'): boolean {
  if (side === 'brand') return status === 'funded' || status === 'accepted';
  return side === 'creator' && status === 'accepted';
}

/**
 * While a plan's later milestones are still open, the deal's creative may pay out what the earlier ones released;
 * the deal keeps its status. Once the last milestone is settled, the deal's payout completes it as before.
 */
export const MID_PLAN_PAYOUT_STATUSES: readonly DealStatus[] = ['signed', 'delivered', 'disputed'];
export function paysOutMidPlan(status: DealStatus, party: DealParty): boolean {
  return party === 'creator' && MID_PLAN_PAYOUT_STATUSES.includes(status);
}

/** "Milestone 2 of 3" (a one-milestone plan has no number to show). */
export function milestoneLabel(position: number, count: number): string {
  return count > 1 ? `Milestone ${position} of ${count}` : 'The delivery';
}

export const MilestoneView = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  amountCents: z.number().int(),
  /** YYYY-MM-DD; null: due by the deal's deadline. */
  dueDate: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  /** What the creative delivered for it, and when (the latest delivery). */
  deliverables: z.array(z.string()),
  deliveredAt: z.string().nullable(),
  /** When it was released or refunded, and how much went each way. */
  settledAt: z.string().nullable(),
  releasedCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Whether its money is in escrow (a project's all are once funded; a retainer's month at its start). */
  funded: z.boolean(),
});
export type MilestoneView = z.infer<typeof MilestoneView>;

export const PlanView = z.object({
  milestones: z.array(MilestoneView),
  /** The position of the milestone the deal is on; null once every milestone is settled. */
  current: z.number().int().nullable(),
  /** Whether the caller may change the plan now (a party, before both signed). */
  editable: z.boolean(),
  /** The deadline the milestones must meet (YYYY-MM-DD), when the deal has one. */
  deadline: z.string().nullable(),
  /** Usage rights and revisions as the contract states them. */
  terms: PlanTerms,
  /** How its money goes into escrow (decision 072): all up front, a month or a milestone at a time. */
  funding: z.object({
    mode: z.enum(FUNDING_MODES),
    /** The milestone the partner funds next, and whether the caller (the partner) may fund it now. */
    nextToFund: z.number().int().nullable(),
    canFund: z.boolean(),
    /** Whether the caller (the partner) may switch a deal funded whole to one milestone at a time now. */
    canFundEach: z.boolean(),
  }),
  /** A retainer's plan (decision 067): funded month by month, ended with notice. */
  retainer: z
    .object({
      noticeDays: z.number().int(),
      /** The date it ends, once either side gave notice. */
      endsOn: z.string().nullable(),
      /** Whether the caller may give notice now. */
      canEnd: z.boolean(),
    })
    .nullable(),
});
export type PlanView = z.infer<typeof PlanView>;
