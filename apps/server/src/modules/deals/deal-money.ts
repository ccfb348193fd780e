// A deal's money steps' shared pieces: the escrow charge, the finishers' names and locks, release and refund.
import { DEAL_MESSAGES, type FundDealResponse, PAYMENT_FAILED_MESSAGE } from '@pulse/domain/deals';
import type { ErrorBody } from '@pulse/domain/errors';
import { planFunding, planRefund, planRelease } from '@pulse/domain/ledger';
import { PROVIDER_ATTEMPT_MESSAGES } from '@pulse/domain/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { errorBody } from '../../plugins/errors';
import type { Reply } from '../payments/idempotency';
import type { LedgerQueries } from '../payments/ledger.repository';
import { type AttemptOutcome, type ProviderPlan, subjectPending } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import { recipientsOf, type Viewer } from './deal-parties';
import { dealPlansQueries } from './deal-plans.repository';
import { DECLINED_NOTE, recordNote, recordStep, stepOrThrow } from './deal-steps';
import { dealView } from './deal-view';
import { type BriefMove, type DealRow, dealsQueries } from './deals.repository';

/** What the money rules read from the environment. */
export interface MoneyConfig {
  feeBps: number;
  autoApproveDays: number;
}

/** What a deal's money step reserves while its provider call is pending (decision 036). */
export function dealSubject(dealId: string): string {
  return `deal:${dealId}`;
}

/** A charge or refund on its way to the provider decides the deal's next status: no other step meanwhile. */
export async function refuseWhileProviderPending(tx: Db, dealId: string): Promise<void> {
  if (await subjectPending(tx, dealSubject(dealId))) {
    throw new AppError('conflict', PROVIDER_ATTEMPT_MESSAGES.inProgress);
  }
}

/**
 * Funding a locked deal, first half: the checks, then the charge it needs (made outside the transaction;
 * decision 036). finishFunding records the answer.
 */
export function planEscrowCharge(input: {
  me: Viewer;
  deal: DealRow;
  paymentMethod: string;
  /** What goes into escrow now: the whole amount, or a retainer's first month (fundingDueCents). */
  amountCents: number;
}): ProviderPlan {
  const { me, deal, paymentMethod } = input;
  if (deal.brandId !== me.id) throw new AppError('not_found', DEAL_MESSAGES.notFound);
  if (deal.status !== 'posted') throw new AppError('conflict', DEAL_MESSAGES.alreadyFunded);
  stepOrThrow(deal.status, 'fund', 'brand');
  if (me.role !== 'brand' || me.brandStatus !== 'approved')
    throw new AppError('forbidden', DEAL_MESSAGES.needsApproval);
  return {
    finisher: DEAL_FINISHERS.fund,
    data: { dealId: deal.id },
    subject: dealSubject(deal.id),
    calls: [
      escrowCharge(deal, {
        amountCents: input.amountCents,
        paymentMethod,
        what: deal.funding === 'monthly' ? 'month 1' : null,
      }),
    ],
  };
}

/**
 * The provider call that puts money into a deal's escrow: the whole amount, or one milestone (`what` names it in
 * the charge's description; a saved card's `customer` comes with it).
 */
export function escrowCharge(
  deal: DealRow,
  input: { amountCents: number; paymentMethod: string; customer?: string | null; what: string | null },
): ProviderPlan['calls'][number] {
  return {
    purpose: 'charge',
    call: {
      operation: 'charge',
      input: {
        amountCents: input.amountCents,
        paymentMethod: input.paymentMethod,
        ...(input.customer ? { customer: input.customer } : {}),
        description: input.what ? `Escrow for ${deal.title}, ${input.what}` : `Escrow for ${deal.title}`,
        transferGroup: deal.id,
      },
    },
  };
}

/** The finishers of deal money steps, by name (registered by registerDealFinishers). */
export const DEAL_FINISHERS = {
  fund: 'deal.fund',
  // Kept as named when only retainers funded a milestone at a time: pending attempts record it.
  fundMilestone: 'deal.fund-month',
  fundEach: 'deal.fund-each',
  cancelRefund: 'deal.cancel-refund',
  resolve: 'deal.resolve',
  payout: 'deal.payout',
} as const;

/**
 * The deal a finisher settles, locked again, and the account that asked (decision 036: re-checked under lock).
 * A project deal's brief is locked first, in the order a request's first step locks them (brief, then deal),
 * so a finish and a concurrent request on the same brief queue rather than deadlock; a deal's brief never
 * changes, so reading it before the lock is safe.
 */
export async function lockedForFinish(tx: Db, dealId: string, userId: string) {
  const q = dealsQueries(tx);
  const briefId = (await q.findDeal(dealId))?.briefId;
  if (briefId) await q.findBrief(briefId, true);
  const deal = await q.findDeal(dealId, true);
  if (!deal) throw new Error(`Deal ${dealId} vanished while its provider call was pending`);
  const me = await q.findUser(userId);
  if (!me) throw new Error(`Account ${userId} vanished while its provider call was pending`);
  return { q, deal, me };
}

/** What funding a deal answers: the funded deal, or 402 when the provider declined the charge. */
export type FundReplies = { 200: FundDealResponse; 402: ErrorBody };

/**
 * Funding, second half: a decline is recorded and answered 402 with the spec's message; a success posts
 * card_clearing → escrow:<deal>, moves the deal to funded (a license, whose creative is chosen already, on to
 * accepted) and opens its project brief to applications.
 */
export async function finishFunding(input: {
  tx: Db;
  ledger: LedgerQueries;
  provider: PaymentProvider;
  config: MoneyConfig;
  userId: string;
  dealId: string;
  charge: AttemptOutcome;
}): Promise<Reply<FundReplies>> {
  const { tx, ledger, provider, charge } = input;
  const locked = await lockedForFinish(tx, input.dealId, input.userId);
  const { q, me } = locked;
  let deal = locked.deal;
  // The deal was reserved for this charge (no other money step while it was pending): still posted.
  if (deal.status !== 'posted') throw new Error(`Deal ${deal.id} left posted while its charge was pending`);
  const attempt = {
    id: newId(),
    userId: me.id,
    dealId: deal.id,
    kind: 'charge',
    amountCents: charge.amountCents,
    provider: provider.name,
    providerRef: charge.outcome.ref,
  };
  if (charge.outcome.status === 'failed') {
    await ledger.insertPayment({ ...attempt, status: 'declined', failureMessage: charge.outcome.message });
    await recordNote(q, deal, me.id, `${DECLINED_NOTE}: ${charge.outcome.message}`);
    return { statusCode: 402, body: errorBody('payment_declined', PAYMENT_FAILED_MESSAGE) };
  }

  await ledger.postTransaction({
    kind: 'fund',
    dealId: deal.id,
    actorId: me.id,
    memo: `Escrow for ${deal.title}`,
    postings: planFunding(deal.id, charge.amountCents),
    payment: { ...attempt, status: 'succeeded' },
  });
  // Whole funding puts every milestone in escrow; a retainer's puts its first month (decision 067).
  await dealPlansQueries(tx).markFunded(deal.id, deal.funding === 'monthly' ? [1] : 'all', attempt.id);
  // A project brief opens to applications once its escrow is funded.
  const opens: BriefMove | undefined =
    deal.briefId && deal.type === 'project' ? { id: deal.briefId, from: ['posted', 'draft'], to: 'open' } : undefined;
  deal = await recordStep(q, deal, 'funded', me.id, 'Escrow funded', {}, opens);
  if (deal.creatorId) {
    stepOrThrow(deal.status, 'select', 'system');
    const chosen = deal.funding === 'monthly' ? 'hired from the retainer shortlist' : 'already chosen by the license';
    deal = await recordStep(q, deal, 'accepted', null, `Creative ${chosen}`);
  }
  return {
    statusCode: 200,
    body: {
      deal: await dealView(tx, deal, me, input.config),
      payment: { id: attempt.id, status: 'succeeded', amountCents: charge.amountCents },
    },
  };
}

/** Releases `amountCents` of a locked deal's escrow to its creatives by the splits, less platform fees. */
export async function releaseEscrow(input: {
  ledger: LedgerQueries;
  deal: DealRow;
  amountCents: number;
  actorId: string | null;
  feeBps: number;
  /** The creatives' money locks are held already (the approval took them with the deal's row lock). */
  creativesLocked?: boolean;
}) {
  const { ledger, deal } = input;
  const recipients = recipientsOf(deal);
  if (recipients.length === 0) throw new AppError('conflict', DEAL_MESSAGES.noCreative);
  if (!input.creativesLocked) await ledger.lockCreators(recipients.map((r) => r.userId));
  const withCounts = [];
  for (const r of recipients) {
    withCounts.push({ ...r, priorPaidProjects: await ledger.paidProjectsOf(r.userId, deal.id) });
  }
  const plan = planRelease({
    dealId: deal.id,
    amountCents: input.amountCents,
    recipients: withCounts,
    feeBps: input.feeBps,
  });
  await ledger.postTransaction({
    kind: 'release',
    dealId: deal.id,
    actorId: input.actorId,
    memo: `Escrow released for ${deal.title}`,
    postings: plan.postings,
  });
  return plan;
}

/**
 * The refunds a locked deal's escrow needs: each part back to the charge that funded it (a retainer's months
 * have a charge each; decision 067), parts of one charge as one refund. A part without its charge recorded
 * (funded before charges were kept per milestone) goes back to the deal's charge.
 */
export async function refundCalls(
  ledger: LedgerQueries,
  deal: DealRow,
  parts: readonly { cents: number; paymentId: string | null }[],
): Promise<ProviderPlan['calls']> {
  const byCharge = new Map<string, number>();
  for (const part of parts) {
    if (part.cents <= 0) continue;
    const charge = part.paymentId
      ? await ledger.findDealCharge(deal.id, part.paymentId)
      : await ledger.findCharge(deal.id);
    if (!charge?.providerRef) throw new Error(`Deal ${deal.id} holds escrow without a charge`);
    byCharge.set(charge.providerRef, (byCharge.get(charge.providerRef) ?? 0) + part.cents);
  }
  // Each call's purpose is part of its provider key: the first keeps the one-refund key of before.
  return [...byCharge].map(([chargeRef, amountCents], i) => ({
    purpose: i === 0 ? 'refund' : `refund:${i + 1}`,
    call: { operation: 'refund', input: { chargeRef, amountCents } },
  }));
}

/** Records a refund the provider made of a locked deal's escrow: escrow → card_clearing, with the payment. */
export async function postRefund(input: {
  ledger: LedgerQueries;
  provider: PaymentProvider;
  deal: DealRow;
  actorId: string;
  refund: AttemptOutcome;
}) {
  const { ledger, provider, deal, refund } = input;
  if (refund.outcome.status !== 'succeeded') {
    throw new Error(`The refund of deal ${deal.id} failed: ${refund.outcome.message}`);
  }
  await ledger.postTransaction({
    kind: 'refund',
    dealId: deal.id,
    actorId: input.actorId,
    memo: `Escrow refunded for ${deal.title}`,
    postings: planRefund(deal.id, refund.amountCents),
    payment: {
      id: newId(),
      userId: deal.brandId,
      dealId: deal.id,
      kind: 'refund',
      amountCents: refund.amountCents,
      provider: provider.name,
      providerRef: refund.outcome.ref,
      status: 'succeeded',
    },
  });
}
