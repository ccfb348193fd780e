// The second halves of the deal money steps, and what they share with the first halves: a payout's next status,
// a dispute's resolution.
import type { DealAction, DealParty, DealStatus } from '@pulse/domain/deal-lifecycle';
import { paysOutMidPlan } from '@pulse/domain/deal-plan';
import { planPayout } from '@pulse/domain/ledger';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import type { MoneySteps } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import { registerFundingFinishers } from './deal-funding';
import {
  DEAL_FINISHERS,
  finishFunding,
  lockedForFinish,
  type MoneyConfig,
  postRefund,
  releaseEscrow,
} from './deal-money';
import { actingParty, partyOf } from './deal-parties';
import { currentOf, milestonePrefix, refundRemaining, settleMilestone } from './deal-plans.service';
import { recordStep, stepOrThrow } from './deal-steps';
import { dealView } from './deal-view';
import { type DealRow, dealsQueries } from './deals.repository';

/**
 * The second halves of the deal money steps that call the provider (decision 036): each re-reads the deal under
 * its row lock and writes the ledger with the provider's answers. Registered by name so that recovery, in any
 * process, finishes a request that died after its provider call.
 */
export function registerDealFinishers(steps: MoneySteps, deps: { provider: PaymentProvider; config: MoneyConfig }) {
  const { provider, config } = deps;
  registerFundingFinishers(steps, deps);
  steps.register(DEAL_FINISHERS.fund, ({ tx, ledger, userId, data, outcomes }) =>
    finishFunding({ tx, ledger, provider, config, userId, dealId: data.dealId, charge: outcomes[0]! }),
  );

  steps.register(DEAL_FINISHERS.cancelRefund, async ({ tx, ledger, userId, data, outcomes }) => {
    const { q, deal, me } = await lockedForFinish(tx, data.dealId, userId);
    // The lifecycle's own rule, as the first half checked it: an admin may refund a signed or delivered deal too.
    stepOrThrow(deal.status, 'refund', actingParty(deal, me, partyOf(deal, me) ?? 'admin'));
    for (const refund of outcomes) await postRefund({ ledger, provider, deal, actorId: me.id, refund });
    // What no milestone released goes back; a deal some of whose milestones were paid stays paid (decision 066).
    const { to } = await refundRemaining(tx, deal.id);
    const moved = await recordStep(q, deal, to, me.id, 'Cancelled; escrow refunded');
    if (deal.briefId && deal.type === 'project') {
      await q.moveBrief(deal.briefId, ['draft', 'posted', 'open', 'matched'], 'closed');
    }
    return { statusCode: 200, body: { deal: await dealView(tx, moved, me, config) } };
  });

  steps.register(DEAL_FINISHERS.resolve, async ({ tx, ledger, userId, data, outcomes }) => {
    const { deal, me } = await lockedForFinish(tx, data.dealId, userId);
    const input = data as { dealId: string; action: DealAction; releaseCents: number; percent: number; note: string };
    stepOrThrow(deal.status, input.action, 'admin');
    if (input.releaseCents > 0) {
      await releaseEscrow({ ledger, deal, amountCents: input.releaseCents, actorId: me.id, feeBps: config.feeBps });
    }
    const refund = outcomes[0]!;
    await postRefund({ ledger, provider, deal, actorId: me.id, refund });
    const moved = await recordResolution(tx, deal, me.id, input, {
      releasedCents: input.releaseCents,
      refundedCents: refund.amountCents,
    });
    return { statusCode: 200, body: { deal: await dealView(tx, moved, me, config) } };
  });

  steps.register(DEAL_FINISHERS.payout, async ({ tx, ledger, userId, data, outcomes }) => {
    const { q, deal, me } = await lockedForFinish(tx, data.dealId, userId);
    const step = payoutStep(deal, actingParty(deal, me, partyOf(deal, me) ?? 'admin'));
    // Debits of payable balances hold the creatives' money locks (decision 019).
    await ledger.lockCreators(outcomes.map((o) => (o.call.operation === 'transfer' ? o.call.input.userId : '')));
    let total = 0;
    for (const { call, amountCents, outcome } of outcomes) {
      if (call.operation !== 'transfer' || outcome.status !== 'succeeded') {
        throw new Error(`A payout transfer of deal ${deal.id} did not succeed`);
      }
      await ledger.postTransaction({
        kind: 'payout',
        dealId: deal.id,
        actorId: me.id,
        memo: `Payout for ${deal.title}`,
        postings: planPayout(call.input.userId, amountCents),
        payment: {
          id: newId(),
          userId: call.input.userId,
          dealId: deal.id,
          kind: 'transfer',
          amountCents,
          provider: provider.name,
          providerRef: outcome.ref,
          status: 'succeeded',
        },
      });
      total += amountCents;
    }
    const note = `Paid out ${dollarsOf(total)} to payout account`;
    const moved = await recordStep(q, deal, step.to, me.id, note, {}, undefined, step.label);
    return { statusCode: 200, body: { deal: await dealView(tx, moved, me, config) } };
  });
}

/**
 * Where a payout takes the deal: complete once it is paid; while a plan's later milestones are open, the creative
 * pays out what earlier ones released and the deal stays where it is (decision 066).
 */
export function payoutStep(deal: DealRow, party: DealParty): { to: DealStatus; midPlan: boolean; label?: string } {
  if (paysOutMidPlan(deal.status, party)) return { to: deal.status, midPlan: true, label: 'Paid out' };
  return { to: stepOrThrow(deal.status, 'payout', party).to, midPlan: false };
}

export function dollarsOf(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function resolveSummary(action: DealAction, percent: number): string {
  return action === 'resolve_release'
    ? 'Dispute resolved: escrow released to the creatives'
    : action === 'resolve_refund'
      ? 'Dispute resolved: escrow refunded to the partner'
      : `Dispute resolved: ${percent}% released to the creatives, the rest refunded`;
}

/**
 * Settles the disputed milestone with what the ledger moved and writes the resolution: the deal goes back to
 * work while milestones remain, else it is paid (or refunded when none of its money reached the creatives).
 */
export async function recordResolution(
  tx: Db,
  deal: DealRow,
  actorId: string,
  input: { action: DealAction; percent: number; note: string },
  money: { releasedCents: number; refundedCents: number },
) {
  const { milestone, plan } = await currentOf(tx, deal.id);
  const to = await settleMilestone(tx, milestone, plan, money);
  const note = [resolveSummary(input.action, input.percent), input.note].filter((s) => s !== '').join('. ');
  return recordStep(
    dealsQueries(tx),
    deal,
    to,
    actorId,
    `${milestonePrefix(milestone, plan)}${note}`,
    to === 'paid' ? { paidAt: new Date() } : {},
    undefined,
    plan.length > 1 ? 'Dispute resolved' : undefined,
  );
}
