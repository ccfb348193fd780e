import { z } from 'zod';
import { PROJECT_CATEGORIES, PROJECT_USAGE_TYPES } from './deals';
import { formatCents } from './ledger';
import { USAGE_TIER_LABELS, USAGE_TIERS } from './matching';

/**
 * Price and timeline guidance from Pulse's own completed deals (issue 31 item 1, decision 055). The database
 * computes each group's percentiles (percentile_cont) from the ledger's released amounts; this module holds
 * the pure rules around them: the turnaround buckets, the blend of a thin group toward its parent, the note
 * that says so, and what a budget gets told.
 */

/** The turnaround a brief asks for: days from posting to the deadline. */
export const TURNAROUNDS = ['rush', 'standard', 'extended'] as const;
export type Turnaround = (typeof TURNAROUNDS)[number];
export const TURNAROUND_LABELS: Record<Turnaround, string> = {
  rush: 'a week or less',
  standard: '1 to 3 weeks',
  extended: 'more than 3 weeks',
};
/** Rush is a week or less; standard up to 3 weeks; extended beyond. The SQL view uses the same bounds. */
export const RUSH_MAX_DAYS = 7;
export const STANDARD_MAX_DAYS = 21;

export function turnaroundOf(days: number): Turnaround {
  if (days <= RUSH_MAX_DAYS) return 'rush';
  if (days <= STANDARD_MAX_DAYS) return 'standard';
  return 'extended';
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A group with this many deals stands on its own; fewer, and its figures lean toward its parent group in
 * proportion (credibility weighting). Below GUIDANCE_MIN_DEALS a group's own figures carry no weight: three
 * deals make a quartile that means something, two do not.
 */
export const GUIDANCE_FULL_WEIGHT_DEALS = 20;
export const GUIDANCE_MIN_DEALS = 3;

/** How much a group's own figure counts against its parent's, from its deal count (0 to 1). */
export function groupWeight(deals: number): number {
  if (!Number.isFinite(deals) || deals < GUIDANCE_MIN_DEALS) return 0;
  return Math.min(1, deals / GUIDANCE_FULL_WEIGHT_DEALS);
}

/**
 * The percentile `p` (0 to 1) of a list the way PostgreSQL's percentile_cont computes it: sorted, then linear
 * interpolation between the two nearest ranks. Null for an empty list.
 */
export function percentileCont(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (!(p >= 0 && p <= 1)) throw new RangeError('p must be from 0 to 1');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (rank - lo);
}

/** One level of the chain, narrowest first: a figure (null when the group has none) and its deal count. */
export interface ChainValue {
  value: number | null;
  deals: number;
}

export interface Blended {
  value: number | null;
  /** Each level's share of the result, in the chain's order; they sum to 1 when there is a value. */
  shares: number[];
}

/**
 * Blends a chain of nested groups (the narrowest first, each contained in the next): the widest group with
 * enough deals is the base; each narrower group with enough deals then pulls the figure toward itself by its
 * weight. A group with GUIDANCE_FULL_WEIGHT_DEALS or more is its own figure; nothing is made up when no level
 * has enough deals.
 */
export function blendChain(chain: readonly ChainValue[]): Blended {
  let value: number | null = null;
  const shares = chain.map(() => 0);
  for (let i = chain.length - 1; i >= 0; i--) {
    const level = chain[i] as ChainValue;
    if (level.value === null || level.deals < GUIDANCE_MIN_DEALS) continue;
    const w: number = value === null ? 1 : groupWeight(level.deals);
    if (w === 0) continue;
    value = value === null ? level.value : w * level.value + (1 - w) * value;
    for (let j = i + 1; j < shares.length; j++) shares[j] = (shares[j] as number) * (1 - w);
    shares[i] = w;
  }
  return { value, shares };
}

/** A group's figures as the database computed them. */
export interface GroupFigures {
  /** Completed deals with money released to the creatives. */
  deals: number;
  p25Cents: number | null;
  p50Cents: number | null;
  p75Cents: number | null;
  /** Deals with both an acceptance and a delivery. */
  timedDeals: number;
  medianDays: number | null;
  /** Of the timed deals with a deadline, the share delivered on or before it (0 to 1). */
  onTimeRate: number | null;
}

export const GUIDANCE_LEVELS = ['group', 'category', 'usage', 'all'] as const;
export type GuidanceLevel = (typeof GUIDANCE_LEVELS)[number];

export interface GuidanceChainLevel {
  level: GuidanceLevel;
  /** How the note names it: "Music Producer work", "all work on Pulse". */
  name: string;
  figures: GroupFigures;
}

export const NOT_ENOUGH_DEALS = 'Not enough deals yet';

export const PriceGuidance = z.object({
  status: z.enum(['ok', 'not_enough']),
  /** The deals behind the figures: the widest group that counts in them. Never more than exist. */
  basedOnDeals: z.number().int(),
  p25Cents: z.number().int().nullable(),
  p50Cents: z.number().int().nullable(),
  p75Cents: z.number().int().nullable(),
  medianDays: z.number().int().nullable(),
  onTimePercent: z.number().int().nullable(),
  /** Whether the figures lean on a parent group because the group itself is thin. */
  blended: z.boolean(),
  /** One plain sentence saying where the figures come from. */
  note: z.string(),
  /** The admin's floor for the brief's category, when one is set. */
  floorCents: z.number().int().nullable(),
  group: z.object({
    category: z.string().nullable(),
    usageType: z.string().nullable(),
    turnaround: z.enum(TURNAROUNDS).nullable(),
  }),
});
export type PriceGuidance = z.infer<typeof PriceGuidance>;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** The guidance for a chain of groups (narrowest first, each inside the next), without its floor and group. */
export function guidanceFromChain(chain: readonly GuidanceChainLevel[]): Omit<PriceGuidance, 'floorCents' | 'group'> {
  const price = (pick: (f: GroupFigures) => number | null) =>
    blendChain(chain.map((l) => ({ value: pick(l.figures), deals: l.figures.deals })));
  const p50 = price((f) => f.p50Cents);
  if (p50.value === null) {
    return {
      status: 'not_enough',
      basedOnDeals: 0,
      p25Cents: null,
      p50Cents: null,
      p75Cents: null,
      medianDays: null,
      onTimePercent: null,
      blended: false,
      note: NOT_ENOUGH_DEALS,
    };
  }
  const timing = (pick: (f: GroupFigures) => number | null) =>
    blendChain(chain.map((l) => ({ value: pick(l.figures), deals: l.figures.timedDeals }))).value;
  const days = timing((f) => f.medianDays);
  const onTime = timing((f) => f.onTimeRate);
  // The widest level with a share: groups are nested, so its count includes every narrower one's.
  let widest = 0;
  p50.shares.forEach((share, i) => {
    if (share > 0) widest = i;
  });
  const own = chain[0] as GuidanceChainLevel;
  const base = chain[widest] as GuidanceChainLevel;
  const basedOnDeals = base.figures.deals;
  const blended = widest > 0;
  let note: string;
  if (!blended) note = `Based on ${plural(basedOnDeals, 'deal')} like this one.`;
  else if (own.figures.deals === 0)
    note = `No deals like this one yet: based on ${plural(basedOnDeals, 'deal')} in ${base.name}.`;
  else
    note = `Only ${plural(own.figures.deals, 'deal')} like this one, so the figures are blended toward ${plural(basedOnDeals, 'deal')} in ${base.name}.`;
  return {
    status: 'ok',
    basedOnDeals,
    p25Cents: Math.round(price((f) => f.p25Cents).value as number),
    p50Cents: Math.round(p50.value),
    p75Cents: Math.round(price((f) => f.p75Cents).value as number),
    medianDays: days === null ? null : Math.round(days),
    onTimePercent: onTime === null ? null : Math.round(onTime * 100),
    blended,
    note,
  };
}

/** How the note names a category, a usage type and the whole market. */
export function categoryName(category: string): string {
  const label = PROJECT_CATEGORIES.find((c) => c.value === category)?.label ?? category;
  return `${label} work`;
}
export function usageName(usageType: string): string {
  const tier = (USAGE_TIERS as readonly string[]).includes(usageType)
    ? USAGE_TIER_LABELS[usageType as (typeof USAGE_TIERS)[number]]
    : undefined;
  const label = PROJECT_USAGE_TYPES.find((u) => u.value === usageType)?.label ?? tier ?? usageType;
  return `${label} work`;
}
export const ALL_WORK_NAME = 'all work on Pulse';

export const PRICE_GUIDANCE_MESSAGES = {
  belowFloor: (floorCents: number, category: string) =>
    `The budget must be at least ${formatCents(floorCents)} for ${categoryName(category)} on Pulse.`,
  belowFairPay: (p25Cents: number) =>
    `This budget is below what 3 in 4 similar deals paid on Pulse (${formatCents(Math.round(p25Cents / 100) * 100)} or more). Creatives may pass on it: consider raising it.`,
  floorInvalid: 'Enter a floor from $0 to $100,000 in whole dollars.',
  categoryInvalid: 'Choose a category.',
} as const;

export type BudgetAssessment =
  | { kind: 'ok' }
  | { kind: 'below_fair_pay'; message: string }
  | { kind: 'below_floor'; message: string };

/**
 * What a budget gets told: under the admin's floor for its category it is refused; under the 25th percentile of
 * similar deals it gets a fair-pay warning; otherwise nothing.
 */
export function assessBudget(input: {
  budgetCents: number;
  category: string | null;
  floorCents: number | null;
  p25Cents: number | null;
}): BudgetAssessment {
  const { budgetCents, category, floorCents, p25Cents } = input;
  if (category && floorCents !== null && budgetCents < floorCents) {
    return { kind: 'below_floor', message: PRICE_GUIDANCE_MESSAGES.belowFloor(floorCents, category) };
  }
  if (p25Cents !== null && budgetCents < p25Cents) {
    return { kind: 'below_fair_pay', message: PRICE_GUIDANCE_MESSAGES.belowFairPay(p25Cents) };
  }
  return { kind: 'ok' };
}

/** What the guidance is asked about: the brief's category (when it has one), usage type and deadline. */
export const PriceGuidanceQuery = z.object({
  category: z.enum(PROJECT_CATEGORIES.map((c) => c.value) as [string, ...string[]]).optional(),
  usageType: z.string().trim().max(40).optional(),
  deadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type PriceGuidanceQuery = z.infer<typeof PriceGuidanceQuery>;

/** A category's floor as an admin sets it: whole dollars, 0 clears it. */
export const MAX_FLOOR_CENTS = 10_000_000;
export const SetPriceFloorRequest = z.object({
  category: z.enum(PROJECT_CATEGORIES.map((c) => c.value) as [string, ...string[]], {
    error: PRICE_GUIDANCE_MESSAGES.categoryInvalid,
  }),
  floorCents: z
    .number({ error: PRICE_GUIDANCE_MESSAGES.floorInvalid })
    .int(PRICE_GUIDANCE_MESSAGES.floorInvalid)
    .min(0, PRICE_GUIDANCE_MESSAGES.floorInvalid)
    .max(MAX_FLOOR_CENTS, PRICE_GUIDANCE_MESSAGES.floorInvalid)
    .refine((c) => c % 100 === 0, PRICE_GUIDANCE_MESSAGES.floorInvalid),
});
export type SetPriceFloorRequest = z.infer<typeof SetPriceFloorRequest>;

export const PriceFloor = z.object({
  category: z.string(),
  label: z.string(),
  floorCents: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export const PriceFloorsResponse = z.object({ items: z.array(PriceFloor) });
export type PriceFloorsResponse = z.infer<typeof PriceFloorsResponse>;
