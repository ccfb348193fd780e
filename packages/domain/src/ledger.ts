import { formatCount } from './numbers';

/**
 * The double-entry ledger's rules (DESIGN 5.4). Every money movement is one transaction of postings in
 * integer cents that sum to zero. Balances are sums of postings, positive when an account holds money:
 *
 * - `card_clearing`           money that came in through the payment provider (negative: owed to cards)
 * - `escrow:<deal>`           a deal's held funds; never negative
 * - `creator_payable:<user>`  what a creative has earned and not yet been paid out; never negative
 * - `platform_fees`           the platform's fee on releases
 * - `payouts`                 money transferred out to creatives' payout accounts
 *
 * Pure: the server plans a movement here, then writes the postings in one database transaction.
 */

export const CARD_CLEARING = 'card_clearing';
export const PLATFORM_FEES = 'platform_fees';
export const PAYOUTS = 'payouts';

export const escrowAccount = (dealId: string) => `escrow:${dealId}`;
export const payableAccount = (userId: string) => `creator_payable:${userId}`;

/** Accounts that may never go below zero. */
export function isGuardedAccount(account: string): boolean {
  return account.startsWith('escrow:') || account.startsWith('creator_payable:');
}

/** A creative's first 3 paid projects carry no platform fee (spec part 1, section 1). */
export const FEE_FREE_PROJECTS = 3;
/** PLATFORM_FEE_BPS default: 1000 basis points = 10%. */
export const DEFAULT_PLATFORM_FEE_BPS = 1000;

/** Fan tips, $1 to $20 (spec part 2, section 9); the Tip button sends $5. */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 2000;
export const TIP_BUTTON_CENTS = 500;

export interface Posting {
  account: string;
  amountCents: number;
}

/** Kinds of ledger transaction; `beat_license` is a beat license sale (decision 016), paid like a tip. */
export const TRANSACTION_KINDS = [
  'fund',
  'release',
  'refund',
  'payout',
  'tip',
  'beat_license',
  // A tab's tips (decision 054): on the tab, taken off it, charged, failed with their charge, refunded.
  'tab_tip',
  'tip_cancel',
  'tab_charge',
  'tab_failed',
  'tip_refund',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new LedgerError(`${what} must be a whole number of cents`);
}

/** A transaction is at least two postings of whole cents, none zero, that sum to exactly zero. */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new LedgerError('A transaction needs at least two postings');
  let sum = 0;
  for (const p of postings) {
    assertCents(p.amountCents, `Posting to ${p.account}`);
    if (p.amountCents === 0) throw new LedgerError(`Posting to ${p.account} is zero`);
    if (p.account.trim() === '') throw new LedgerError('A posting needs an account');
    sum += p.amountCents;
  }
  if (sum !== 0) throw new LedgerError(`Postings sum to ${sum}, not zero`);
}

/** Drops zero postings and merges postings to the same account, keeping first-seen order. */
export function compactPostings(postings: readonly Posting[]): Posting[] {
  const totals = new Map<string, number>();
  for (const p of postings) totals.set(p.account, (totals.get(p.account) ?? 0) + p.amountCents);
  return [...totals].filter(([, amount]) => amount !== 0).map(([account, amountCents]) => ({ account, amountCents }));
}

/** Account balances from any list of postings. */
export function balancesOf(postings: Iterable<Posting>): Map<string, number> {
  const balances = new Map<string, number>();
  for (const p of postings) balances.set(p.account, (balances.get(p.account) ?? 0) + p.amountCents);
  return balances;
}

/**
 * Applies a balanced transaction to balances, refusing it (and changing nothing) when an escrow or a
 * payable balance would go negative. Returns the new balances.
 */
export function applyPostings(
  balances: ReadonlyMap<string, number>,
  postings: readonly Posting[],
): Map<string, number> {
  assertBalanced(postings);
  const next = new Map(balances);
  for (const p of postings) next.set(p.account, (next.get(p.account) ?? 0) + p.amountCents);
  for (const p of postings) {
    if (isGuardedAccount(p.account) && (next.get(p.account) ?? 0) < 0) {
      throw new LedgerError(`${p.account} would go negative`);
    }
  }
  return next;
}

/**
 * Split amounts: each part is amount times percent over 100, rounded by the largest remainder so the parts
 * add up exactly to the total (spec part 1, section 9; DESIGN 5.4). Percentages are whole numbers summing to
 * 100; ties go to the earlier part.
 */
export function splitAmounts(totalCents: number, percentages: readonly number[]): number[] {
  validatePercentages(percentages);
  return allocateByWeight(totalCents, percentages);
}

/**
 * `totalCents` shared in proportion to `weights` (non-negative integers, not all zero), rounded by the largest
 * remainder so the parts add up exactly to the total; ties go to the earlier part. Splits and the card fee
 * spread over a tab's tips both use it.
 */
export function allocateByWeight(totalCents: number, weights: readonly number[]): number[] {
  assertCents(totalCents, 'The total');
  if (totalCents < 0) throw new LedgerError('The total cannot be negative');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new LedgerError('Weights are whole numbers');
  const whole = weights.reduce((a, b) => a + b, 0);
  if (whole <= 0) throw new LedgerError('At least one weight must be positive');
  const exact = weights.map((w) => totalCents * w);
  const parts = exact.map((e) => Math.floor(e / whole));
  let left = totalCents - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rem: e % whole })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] as number) + 1;
    left -= 1;
  }
  return parts;
}

export function validatePercentages(percentages: readonly number[]): void {
  if (percentages.length === 0) throw new LedgerError('A split needs at least one party');
  for (const p of percentages) {
    if (!Number.isInteger(p) || p < 0 || p > 100) throw new LedgerError('Split percentages are whole numbers 0-100');
  }
  if (percentages.reduce((a, b) => a + b, 0) !== 100) throw new LedgerError('Split percentages must add up to 100');
}

/**
 * The platform fee on one creative's share of a release: none for their first FEE_FREE_PROJECTS paid
 * projects, then `feeBps` basis points, rounded half up to the cent.
 */
export function platformFeeCents(grossCents: number, priorPaidProjects: number, feeBps: number): number {
  assertCents(grossCents, 'The share');
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > 10_000) throw new LedgerError('Fee must be 0-10000 bps');
  if (priorPaidProjects < FEE_FREE_PROJECTS) return 0;
  return Math.floor((grossCents * feeBps + 5_000) / 10_000);
}

export function planFunding(dealId: string, amountCents: number): Posting[] {
  assertCents(amountCents, 'The escrow amount');
  if (amountCents <= 0) throw new LedgerError('The escrow amount must be positive');
  return [
    { account: CARD_CLEARING, amountCents: -amountCents },
    { account: escrowAccount(dealId), amountCents },
  ];
}

export function planRefund(dealId: string, amountCents: number): Posting[] {
  assertCents(amountCents, 'The refund');
  if (amountCents <= 0) throw new LedgerError('The refund must be positive');
  return [
    { account: escrowAccount(dealId), amountCents: -amountCents },
    { account: CARD_CLEARING, amountCents },
  ];
}

export interface ReleaseRecipient {
  userId: string;
  name: string;
  percentage: number;
  /** Paid projects this creative had before this one (decides the fee). */
  priorPaidProjects: number;
}

export interface ReleaseLine {
  userId: string;
  name: string;
  percentage: number;
  grossCents: number;
  feeCents: number;
  netCents: number;
}

export interface ReleasePlan {
  lines: ReleaseLine[];
  feeCents: number;
  postings: Posting[];
}

/**
 * Releasing `amountCents` of a deal's escrow: split among the recipients by percentage (a creative named in
 * two splits is paid once for their combined share), each share less its platform fee into the creative's
 * payable balance, the fees into `platform_fees`.
 */
export function planRelease(input: {
  dealId: string;
  amountCents: number;
  recipients: readonly ReleaseRecipient[];
  feeBps: number;
}): ReleasePlan {
  const { dealId, amountCents, feeBps } = input;
  assertCents(amountCents, 'The release');
  if (amountCents <= 0) throw new LedgerError('The release must be positive');
  const merged: ReleaseRecipient[] = [];
  for (const r of input.recipients) {
    const same = merged.find((m) => m.userId === r.userId);
    if (same) same.percentage += r.percentage;
    else merged.push({ ...r });
  }
  const gross = splitAmounts(
    amountCents,
    merged.map((r) => r.percentage),
  );
  const lines = merged.map((r, i) => {
    const grossCents = gross[i] as number;
    const feeCents = platformFeeCents(grossCents, r.priorPaidProjects, feeBps);
    return {
      userId: r.userId,
      name: r.name,
      percentage: r.percentage,
      grossCents,
      feeCents,
      netCents: grossCents - feeCents,
    };
  });
  const feeCents = lines.reduce((sum, l) => sum + l.feeCents, 0);
  const postings = compactPostings([
    { account: escrowAccount(dealId), amountCents: -amountCents },
    ...lines.map((l) => ({ account: payableAccount(l.userId), amountCents: l.netCents })),
    { account: PLATFORM_FEES, amountCents: feeCents },
  ]);
  assertBalanced(postings);
  return { lines, feeCents, postings };
}

export function planPayout(userId: string, amountCents: number): Posting[] {
  assertCents(amountCents, 'The payout');
  if (amountCents <= 0) throw new LedgerError('The payout must be positive');
  return [
    { account: payableAccount(userId), amountCents: -amountCents },
    { account: PAYOUTS, amountCents },
  ];
}

/** "$1,234.50" (whole dollars lose the cents: "$750"). */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const dollars = formatCount(Math.floor(abs / 100));
  const rest = abs % 100;
  return `${negative ? '-' : ''}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
