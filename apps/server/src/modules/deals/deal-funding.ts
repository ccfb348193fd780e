import { DEAL_MESSAGES, PAYMENT_FAILED_MESSAGE } from '@pulse/domain/deals';
import { formatCents, planFunding } from '@pulse/domain/ledger';
import {
  FUND_NEXT_STATUSES,
  FUNDED_EACH,
  FUNDING_MESSAGES,
  fundEachIssue,
  fundingName,
  nextToFund,
} from '@pulse/domain/milestone-funding';
import { RETAINER_MESSAGES } from '@pulse/domain/retainer';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { errorBody } from '../../plugins/errors';
import type { LedgerQueries } from '../payments/ledger.repository';
import type { MoneySteps, ProviderPlan } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  DEAL_FINISHERS,
  dealSubject,
  escrowCharge,
  type FundReplies,
  lockedForFinish,
  type MoneyConfig,
  postRefund,
  refundCalls,
} from './deal-money';
import type { Viewer } from './deal-parties';
import { dealPlansQueries, type MilestoneRow } from './deal-plans.repository';
import { dealLink, recordStep } from './deal-steps';
import { dealView } from './deal-view';
import { type DealRow, dealsQueries } from './deals.repository';

/**
 * Funding a plan one milestone at a time (issue 31 items 3 and 4, decisions 067, 070 and 072): a retainer's
 * months, and a project whose partner chose it before both signed. Each milestone is its own charge; the
 * deal's status machine is the plan's, so these steps move money, never the status.
 */

const withFunded = <M extends { fundedAt: Date | null }>(m: M) => ({ ...m, funded: m.fundedAt !== null });

/** Funding the next milestone, first half: the checks and the charge for it (made outside the transaction). */
export async function planMilestoneCharge(input: {
  tx: Db;
  me: Viewer;
  deal: DealRow;
  paymentMethod: string;
  /** The provider's customer a saved card belongs to (charged when the milestone starts; decision 070). */
  customer?: string | null;
}): Promise<ProviderPlan> {
  const { tx, me, deal } = input;
  if (deal.brandId !== me.id) throw new AppError('forbidden', DEAL_MESSAGES.notYourStep);
  if (!FUNDED_EACH.includes(deal.funding)) throw new AppError('conflict', FUNDING_MESSAGES.fundedWhole);
  if (!(FUND_NEXT_STATUSES as readonly string[]).includes(deal.status)) {
    throw new AppError('conflict', DEAL_MESSAGES.wrongStatus);
  }
  const next = nextToFund((await dealPlansQueries(tx).milestones(deal.id)).map(withFunded));
  if (!next) {
    const message = deal.funding === 'monthly' ? RETAINER_MESSAGES.nothingToFund : FUNDING_MESSAGES.nothingToFund;
    throw new AppError('conflict', message);
  }
  return {
    finisher: DEAL_FINISHERS.fundMilestone,
    data: { dealId: deal.id, position: next.position },
    subject: dealSubject(deal.id),
    calls: [
      escrowCharge(deal, {
        amountCents: next.amountCents,
        paymentMethod: input.paymentMethod,
        customer: input.customer,
        what: fundingName(deal.funding, next).toLowerCase(),
      }),
    ],
  };
}

/**
 * Switching a deal funded whole to one milestone at a time, first half (decision 072): the partner's choice,
 * hired and before both sign; the escrow keeps milestone 1 and every later milestone goes back to the charge.
 */
export async function planFundEach(input: { tx: Db; ledger: LedgerQueries; me: Viewer; deal: DealRow }) {
  const { tx, ledger, me, deal } = input;
  const milestones = (await dealPlansQueries(tx).milestones(deal.id)).map(withFunded);
  const issue = fundEachIssue({
    mode: deal.funding,
    status: deal.status,
    isPartner: deal.brandId === me.id,
    milestones,
  });
  if (issue === FUNDING_MESSAGES.notYours) throw new AppError('forbidden', issue);
  if (issue) throw new AppError('conflict', issue);
  const later = milestones.filter((m) => m.position > 1);
  return {
    finisher: DEAL_FINISHERS.fundEach,
    data: { dealId: deal.id },
    subject: dealSubject(deal.id),
    calls: await refundCalls(
      ledger,
      deal,
      later.map((m) => ({ cents: m.amountCents, paymentId: m.fundingPaymentId })),
    ),
  } satisfies ProviderPlan;
}

/** The second halves: a milestone's charge (402 when declined) and the switch's refund. */
export function registerFundingFinishers(steps: MoneySteps, deps: { provider: PaymentProvider; config: MoneyConfig }) {
  steps.register(DEAL_FINISHERS.fundMilestone, async ({ tx, ledger, userId, data, outcomes }) => {
    const { q, deal, me } = await lockedForFinish(tx, data.dealId, userId);
    const charge = outcomes[0]!;
    const plans = dealPlansQueries(tx);
    const position = (data as { position: number }).position;
    const milestone = (await plans.milestones(deal.id)).find((m) => m.position === position);
    if (!milestone) throw new Error(`Deal ${deal.id} lost milestone ${position} while its charge was pending`);
    const attempt = {
      id: newId(),
      userId: me.id,
      dealId: deal.id,
      kind: 'charge',
      amountCents: charge.amountCents,
      provider: deps.provider.name,
      providerRef: charge.outcome.ref,
    };
    if (charge.outcome.status === 'failed') {
      await ledger.insertPayment({ ...attempt, status: 'declined', failureMessage: charge.outcome.message });
      return { statusCode: 402, body: errorBody('payment_declined', PAYMENT_FAILED_MESSAGE) };
    }
    const name = fundingName(deal.funding, milestone);
    await ledger.postTransaction({
      kind: 'fund',
      dealId: deal.id,
      actorId: me.id,
      memo: `Escrow for ${deal.title}, ${name.toLowerCase()}`,
      postings: planFunding(deal.id, charge.amountCents),
      payment: { ...attempt, status: 'succeeded' },
    });
    await plans.markFunded(deal.id, [milestone.position], attempt.id);
    const label = `${name} funded`;
    const note = `${label}; ${formatCents(charge.amountCents)} in escrow`;
    const moved = await recordStep(q, deal, deal.status, me.id, note, {}, undefined, label);
    return {
      statusCode: 200,
      body: {
        deal: await dealView(tx, moved, me, deps.config),
        payment: { id: attempt.id, status: 'succeeded', amountCents: charge.amountCents },
      },
    } satisfies { statusCode: 200; body: FundReplies[200] };
  });

  steps.register(DEAL_FINISHERS.fundEach, async ({ tx, ledger, userId, data, outcomes }) => {
    const { q, deal, me } = await lockedForFinish(tx, data.dealId, userId);
    const plans = dealPlansQueries(tx);
    const milestones = (await plans.milestones(deal.id)).map(withFunded);
    // Re-checked under the lock (decision 036): the first half's rule still holds, or the refund is a bug.
    const issue = fundEachIssue({ mode: deal.funding, status: deal.status, isPartner: true, milestones });
    if (issue) throw new Error(`Deal ${deal.id} cannot switch to funding each milestone: ${issue}`);
    let refunded = 0;
    for (const refund of outcomes) {
      await postRefund({ ledger, provider: deps.provider, deal, actorId: me.id, refund });
      refunded += refund.amountCents;
    }
    await plans.unfund(
      deal.id,
      milestones.filter((m) => m.position > 1).map((m) => m.position),
    );
    const label = 'Funded one milestone at a time';
    const note = `${label}; ${formatCents(refunded)} refunded, milestone 1 stays in escrow`;
    const moved = await recordStep(q, deal, deal.status, me.id, note, { funding: 'milestone' }, undefined, label);
    return { statusCode: 200, body: { deal: await dealView(tx, moved, me, deps.config) } };
  });
}

/** The milestones that have started unfunded and were not yet charged or reminded (the hourly job's work). */
export function startedMilestones(db: Db, now: Date, limit = 500) {
  return dealPlansQueries(db).startedUnfunded(now.toISOString().slice(0, 10), limit);
}

/**
 * Tells the partner what became of a milestone that started (decision 070): charged to their saved card,
 * declined, or waiting for them to fund it. Each is told once: it is marked in the same transaction.
 */
export async function tellMilestoneStarted(
  db: Db,
  input: { deal: DealRow; milestone: MilestoneRow; title: string; body: string; now: Date },
): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await dealsQueries(tx).notify({
      userId: input.deal.brandId,
      kind: 'deal_step',
      title: input.title,
      body: input.body,
      link: dealLink(input.deal.id),
    });
    await dealPlansQueries(tx).updateMilestone(input.milestone.id, { fundReminderAt: input.now });
  });
}
