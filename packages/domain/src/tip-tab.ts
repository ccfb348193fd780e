import {
  allocateByWeight,
  CARD_CLEARING,
  compactPostings,
  formatCents,
  LedgerError,
  PLATFORM_FEES,
  type Posting,
  payableAccount,
  TIP_MAX_CENTS,
  TIP_MIN_CENTS,
} from './ledger';

/**
 * Tips on a tab (DESIGN 5.11, decision 054). A signed-in fan's tips go onto their tab at once and the tab is
 * charged in one card payment: when it reaches $10, when its oldest tip is 7 days old, or when the fan settles
 * it. One charge's fixed card fee is then shared by every tip on it instead of eating each $1 tip.
 *
 * Ledger accounts of a tab (balances positive when an account holds money):
 * - `tab:<fan>`            what the fan owes for tips not yet charged (negative while tips wait)
 * - `tips_pending:<user>`  tips on tabs waiting for their charge, per creative
 * - `card_fees`            what the card provider kept of charges
 * - `creator_owed:<user>`  a refunded tip's part already paid out to the creative
 */

/** A tab is charged once its tips add up to this. */
export const TAB_CHARGE_AT_CENTS = 1_000;
/** ... or once its first tip is this old. */
export const TAB_MAX_AGE_DAYS = 7;
/** A fan owes at most this on tips not yet paid; the next tip asks them to settle first. */
export const TAB_UNPAID_LIMIT_CENTS = 5_000;
/** An optional note with a tip. */
export const TIP_NOTE_MAX = 140;

/**
 * The card fee schedule the sandbox charges, a card provider's usual one: 2.9% of the charge plus 30 cents.
 * Stripe reports each charge's real fee; the sandbox reports this one.
 */
export const CARD_FEE_BPS = 290;
export const CARD_FEE_FIXED_CENTS = 30;

export const CARD_FEES = 'card_fees';
export const tabAccount = (fanId: string) => `tab:${fanId}`;
export const pendingTipsAccount = (creatorId: string) => `tips_pending:${creatorId}`;
/** What a creative owes Pulse: a tip refunded after it was paid out (negative while owed). */
export const owedAccount = (creatorId: string) => `creator_owed:${creatorId}`;

export const TIP_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];
export const TAB_STATUSES = ['open', 'charging', 'paid', 'failed'] as const;
export type TabStatus = (typeof TAB_STATUSES)[number];
/** Why a tab was charged. */
export const TAB_CHARGE_REASONS = ['threshold', 'age', 'settle'] as const;
export type TabChargeReason = (typeof TAB_CHARGE_REASONS)[number];

const DAY_MS = 86_400_000;

function assertTip(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < TIP_MIN_CENTS || amountCents > TIP_MAX_CENTS) {
    throw new LedgerError('Tips are $1 to $20');
  }
}

/** The sandbox's fee for one card charge of `amountCents` (2.9% rounded half up, plus 30 cents). */
export function cardFeeCents(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new LedgerError('A charge must be positive');
  return Math.floor((amountCents * CARD_FEE_BPS + 5_000) / 10_000) + CARD_FEE_FIXED_CENTS;
}

/**
 * What the tips on one tab charge bear of its card fee: the fee less its fixed part, which Pulse pays (one
 * charge per tab is Pulse's choice), spread over the tips by amount so the shares add up exactly. A one-off
 * tip is its own charge and bears its whole fee (`oneOffTipFeeCents`).
 */
export function tabFeeShares(chargeFeeCents: number, tipAmounts: readonly number[]): number[] {
  if (!Number.isSafeInteger(chargeFeeCents) || chargeFeeCents < 0) throw new LedgerError('A fee is whole cents');
  for (const a of tipAmounts) assertTip(a);
  const borne = tipsShareOfFee(chargeFeeCents, tipAmounts);
  return allocateByWeight(borne, tipAmounts);
}

/** The part of a tab charge's fee its tips bear: the fee less the fixed part, never more than the tips. */
function tipsShareOfFee(chargeFeeCents: number, tipAmounts: readonly number[]): number {
  const total = tipAmounts.reduce((a, b) => a + b, 0);
  return Math.min(total, Math.max(0, chargeFeeCents - CARD_FEE_FIXED_CENTS));
}

/** A one-off tip's fee: its charge's whole fee, never more than the tip. */
export function oneOffTipFeeCents(chargeFeeCents: number, amountCents: number): number {
  assertTip(amountCents);
  return Math.min(amountCents, Math.max(0, chargeFeeCents));
}

/**
 * What the fan is told reaches the creative before anything is charged: on a tab, the tip less its share of a
 * $10 charge's fee under the sandbox schedule; alone, the tip less a whole charge's fee.
 */
export function reachesCreatorCents(amountCents: number, onTab: boolean): number {
  assertTip(amountCents);
  if (!onTab) return amountCents - oneOffTipFeeCents(cardFeeCents(amountCents), amountCents);
  // At most its share when the tab is charged at its threshold (a bigger charge leaves each tip as much or more).
  const charge = Math.max(TAB_CHARGE_AT_CENTS, amountCents);
  return amountCents - Math.ceil((tipsShareOfFee(cardFeeCents(charge), [charge]) * amountCents) / charge);
}

/** Why a tab is due for its charge now, or null: at $10, or 7 days after its first tip. */
export function tabDue(tab: { totalCents: number; openedAt: Date }, now: Date): TabChargeReason | null {
  if (tab.totalCents <= 0) return null;
  if (tab.totalCents >= TAB_CHARGE_AT_CENTS) return 'threshold';
  if (now.getTime() - tab.openedAt.getTime() >= TAB_MAX_AGE_DAYS * DAY_MS) return 'age';
  return null;
}

/**
 * Whether this tip takes the tab to $10: only that tip queues the charge (the tips after it, while the charge
 * waits for its job, would only queue it again; the sweep charges any tab at $10 whose job was lost).
 */
export function reachesChargeThreshold(totalBeforeCents: number, amountCents: number): boolean {
  return totalBeforeCents < TAB_CHARGE_AT_CENTS && totalBeforeCents + amountCents >= TAB_CHARGE_AT_CENTS;
}

/** When a tab opened at `openedAt` is charged at the latest. */
export function tabChargeBy(openedAt: Date): Date {
  return new Date(openedAt.getTime() + TAB_MAX_AGE_DAYS * DAY_MS);
}

/** Whether a tip fits under the unpaid limit, given what the fan owes on tips not yet paid. */
export function fitsUnpaidLimit(unpaidCents: number, amountCents: number): boolean {
  return unpaidCents + amountCents <= TAB_UNPAID_LIMIT_CENTS;
}

/** A tip onto the tab: the fan owes it, the creative has it pending. */
export function planTabTip(fanId: string, creatorId: string, amountCents: number): Posting[] {
  assertTip(amountCents);
  return [
    { account: tabAccount(fanId), amountCents: -amountCents },
    { account: pendingTipsAccount(creatorId), amountCents },
  ];
}

/** A pending tip taken off the tab (cancelled by the fan, or failed with its charge): nothing is owed. */
export function planTabTipUndone(fanId: string, creatorId: string, amountCents: number): Posting[] {
  return planTabTip(fanId, creatorId, amountCents).map((p) => ({ account: p.account, amountCents: -p.amountCents }));
}

export interface TabChargeTip {
  creatorId: string;
  amountCents: number;
}

/**
 * The tab's charge: the card pays what the fan owed, each tip moves from pending to its creative's payable
 * balance less its share of the fee, and the fee is recorded, its fixed part paid by Pulse. Returns each tip's
 * fee share in the order given.
 */
export function planTabCharge(input: { fanId: string; tips: readonly TabChargeTip[]; chargeFeeCents: number }): {
  postings: Posting[];
  feeShares: number[];
} {
  if (input.tips.length === 0) throw new LedgerError('A tab charge needs at least one tip');
  const amounts = input.tips.map((t) => t.amountCents);
  const feeShares = tabFeeShares(input.chargeFeeCents, amounts);
  const total = amounts.reduce((a, b) => a + b, 0);
  const borne = feeShares.reduce((a, b) => a + b, 0);
  const postings: Posting[] = [
    { account: CARD_CLEARING, amountCents: -total },
    { account: tabAccount(input.fanId), amountCents: total },
  ];
  input.tips.forEach((t, i) => {
    postings.push({ account: pendingTipsAccount(t.creatorId), amountCents: -t.amountCents });
    postings.push({ account: payableAccount(t.creatorId), amountCents: t.amountCents - (feeShares[i] ?? 0) });
  });
  if (input.chargeFeeCents > 0) postings.push({ account: CARD_FEES, amountCents: input.chargeFeeCents });
  if (input.chargeFeeCents - borne > 0)
    postings.push({ account: PLATFORM_FEES, amountCents: borne - input.chargeFeeCents });
  return { postings: compactPostings(postings), feeShares };
}

/** A one-off tip (a guest's): its own charge, whose whole fee the tip bears. */
export function planOneOffTip(creatorId: string, amountCents: number, chargeFeeCents: number): Posting[] {
  const fee = oneOffTipFeeCents(chargeFeeCents, amountCents);
  return compactPostings([
    { account: CARD_CLEARING, amountCents: -amountCents },
    { account: payableAccount(creatorId), amountCents: amountCents - fee },
    { account: CARD_FEES, amountCents: fee },
  ]);
}

export const TIP_TAB_MESSAGES = {
  noteTooLong: `A note is at most ${TIP_NOTE_MAX} characters.`,
  unpaidLimit: `You have ${formatCents(TAB_UNPAID_LIMIT_CENTS)} of tips waiting to be paid. Settle your tab before you tip again.`,
  noCard: 'Save a card to tip on your tab.',
  signUpToSave: 'Sign up to save a card and tip on a tab.',
  blocked: 'You cannot tip this creative.',
  notPending: 'This tip is no longer pending: it was paid, cancelled or failed.',
  tipNotFound: 'Tip not found.',
  tabNotFound: 'Tab not found.',
  notRetryable: 'Only a declined tab can be tried again.',
  nothingToSettle: 'Your tab is empty: there is nothing to settle.',
  tabBusy: 'Your tab is being charged right now. Try again in a moment.',
  cardNotSaved: 'That card could not be saved. Try another card.',
  openTabCardRemoval: 'Settle your tab before you remove your card: its tips are charged to it.',
  notRefundable: 'Only a paid tip can be refunded.',
  declinedTitle: 'Your tab was not paid',
  declinedBody: (total: number) =>
    `Your card was declined, so your ${formatCents(total)} of tips did not go through. Save another card and try them again from your tab.`,
  failedTipTitle: (fan: string, cents: number) => `${fan}'s ${formatCents(cents)} tip did not go through`,
  failedTipBody: 'Their card was declined. Nothing was taken from your earnings.',
  reaches: (reach: number, amount: number, name: string) =>
    `${formatCents(reach)} of your ${formatCents(amount)} reaches ${name}`,
} as const;

/** "Visa •••• 4242": a saved card as the screens and notifications name it. */
export const cardLabel = (card: { brand: string; last4: string }): string => `${card.brand} •••• ${card.last4}`;
