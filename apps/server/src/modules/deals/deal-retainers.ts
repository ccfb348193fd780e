import { DEAL_MESSAGES, PAYMENT_FAILED_MESSAGE } from '@pulse/domain/deals';
import { formatCents, planFunding } from '@pulse/domain/ledger';
import {
  endNote,
  endWithNotice,
  MONTH_FUNDING_STATUSES,
  NOTICE_STATUSES,
  nextMonthToFund,
  RETAINER_MESSAGES,
} from '@pulse/domain/retainer';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { errorBody } from '../../plugins/errors';
import type { MoneySteps, ProviderPlan } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  DEAL_FINISHERS,
  dealLink,
  dealSubject,
  dealView,
  type FundReplies,
  lockedForFinish,
  type MoneyConfig,
  recordStep,
  type Viewer,
} from './deal-core';
import { dealPlansQueries, type MilestoneRow } from './deal-plans.repository';
import { type DealRow, dealsQueries } from './deals.repository';

/**
 * A retainer's months (issue 31 item 4, decision 067): each funded by its own charge at its start, and ending
 * with the notice its plan states. The deal's status machine is the plan's: these steps move money or dates,
 * never the status, except that notice can leave nothing to work on.
 */

const withFunded = <M extends { fundedAt: Date | null }>(m: M) => ({ ...m, funded: m.fundedAt !== null });

/** Funding the next month, first half: the checks and the charge for it (made outside the transaction). */
export async function planMonthCharge(input: {
  tx: Db;
  me: Viewer;
  deal: DealRow;
  paymentMethod: string;
  /** The provider's customer a saved card belongs to (a month charged at its start; decision 070). */
  customer?: string | null;
}): Promise<ProviderPlan> {
  const { tx, me, deal } = input;
  if (deal.brandId !== me.id) throw new AppError('forbidden', DEAL_MESSAGES.notYourStep);
  if (deal.funding !== 'monthly') throw new AppError('conflict', RETAINER_MESSAGES.notMonthly);
  if (!(MONTH_FUNDING_STATUSES as readonly string[]).includes(deal.status)) {
    throw new AppError('conflict', DEAL_MESSAGES.wrongStatus);
  }
  const next = nextMonthToFund((await dealPlansQueries(tx).milestones(deal.id)).map(withFunded));
  if (!next) throw new AppError('conflict', RETAINER_MESSAGES.nothingToFund);
  return {
    finisher: DEAL_FINISHERS.fundMonth,
    data: { dealId: deal.id, position: next.position },
    subject: dealSubject(deal.id),
    calls: [
      {
        purpose: 'charge',
        call: {
          operation: 'charge',
          input: {
            amountCents: next.amountCents,
            paymentMethod: input.paymentMethod,
            ...(input.customer ? { customer: input.customer } : {}),
            description: `Escrow for ${deal.title}, month ${next.position}`,
            transferGroup: deal.id,
          },
        },
      },
    ],
  };
}

/** Funding a month, second half: a decline is answered 402; a success puts that month's money in escrow. */
export function registerRetainerFinisher(steps: MoneySteps, deps: { provider: PaymentProvider; config: MoneyConfig }) {
  steps.register(DEAL_FINISHERS.fundMonth, async ({ tx, ledger, userId, data, outcomes }) => {
    const { q, deal, me } = await lockedForFinish(tx, data.dealId, userId);
    const charge = outcomes[0]!;
    const plans = dealPlansQueries(tx);
    const month = (await plans.milestones(deal.id)).find((m) => m.position === (data as { position: number }).position);
    if (!month) throw new Error(`Deal ${deal.id} lost month ${String(data.position)} while its charge was pending`);
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
    await ledger.postTransaction({
      kind: 'fund',
      dealId: deal.id,
      actorId: me.id,
      memo: `Escrow for ${deal.title}, ${month.title.toLowerCase()}`,
      postings: planFunding(deal.id, charge.amountCents),
      payment: { ...attempt, status: 'succeeded' },
    });
    await plans.markFunded(deal.id, [month.position], attempt.id);
    const label = `${month.title} funded`;
    const moved = await recordStep(
      q,
      deal,
      deal.status,
      me.id,
      `${label}; ${formatCents(charge.amountCents)} in escrow`,
      {},
      undefined,
      label,
    );
    return {
      statusCode: 200,
      body: {
        deal: await dealView(tx, moved, me, deps.config),
        payment: { id: attempt.id, status: 'succeeded', amountCents: charge.amountCents },
      },
    } satisfies { statusCode: 200; body: FundReplies[200] };
  });
}

/**
 * Notice (either side, once both signed): the retainer ends `noticeDays` from today. Months already funded run
 * to their end; unfunded months that would start after it end unrun. When nothing is left to work on, the deal
 * is paid (some month released) or refunded.
 */
export async function endRetainer(tx: Db, deal: DealRow, me: Viewer, now: Date): Promise<DealRow> {
  const own = deal.brandId === me.id || deal.creatorId === me.id;
  if (!own) throw new AppError('forbidden', DEAL_MESSAGES.notYourStep);
  if (deal.funding !== 'monthly') throw new AppError('conflict', RETAINER_MESSAGES.notRetainer);
  if (deal.endsOn) throw new AppError('conflict', RETAINER_MESSAGES.alreadyEnding(deal.endsOn));
  if (!(NOTICE_STATUSES as readonly string[]).includes(deal.status)) {
    throw new AppError('conflict', RETAINER_MESSAGES.endNotNow);
  }
  const plans = dealPlansQueries(tx);
  const months = await plans.milestones(deal.id);
  const noticeDays = deal.noticeDays ?? 0;
  const { endsOn, dropped } = endWithNotice(months.map(withFunded), now.toISOString().slice(0, 10), noticeDays);
  for (const m of months) {
    if (dropped.includes(m.position)) await plans.updateMilestone(m.id, { status: 'ended', settledAt: now });
  }
  const left = months.filter(
    (m) => !dropped.includes(m.position) && !['released', 'refunded', 'ended'].includes(m.status),
  );
  const released = months.some((m) => m.releasedCents > 0);
  const to = left.length > 0 ? deal.status : released ? 'paid' : 'refunded';
  const note = endNote(endsOn, noticeDays, dropped);
  const q = dealsQueries(tx);
  return recordStep(
    q,
    deal,
    to,
    me.id,
    note,
    { endsOn, ...(to === 'paid' ? { paidAt: now } : {}) },
    undefined,
    'Notice given',
  );
}

/** The months that have started unfunded and were not yet charged or reminded (the hourly job's work). */
export function startedMonths(db: Db, now: Date, limit = 500) {
  return dealPlansQueries(db).monthsToRemind(now.toISOString().slice(0, 10), limit);
}

/**
 * Tells the partner what became of a month that started (decision 070): charged to their saved card, declined,
 * or waiting for them to fund it. Each month is told once: it is marked in the same transaction.
 */
export async function tellMonthStarted(
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
