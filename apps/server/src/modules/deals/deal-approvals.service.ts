// Approving a delivery: by the partner (or an admin), or by the platform when a delivery is left unanswered for
// AUTO_APPROVE_DAYS. Either way the current milestone's escrow is released to the creatives (decision 066).
import { milestoneLabel } from '@pulse/domain/deal-plan';
import type { DealResponse } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import type { Db } from '../../db/client';
import { type LedgerQueries, ledgerQueries } from '../payments/ledger.repository';
import { type MoneyConfig, releaseEscrow } from './deal-money';
import { currentOf, settleMilestone } from './deal-plans.service';
import type { DealStepRunner } from './deal-step-runner';
import { recordStep, stepOrThrow } from './deal-steps';
import { type DealRow, dealsQueries } from './deals.repository';

const DAY_MS = 86_400_000;

export function createDealApprovalsService(deps: { db: Db; config: MoneyConfig; run: DealStepRunner }) {
  const { db, config, run } = deps;

  /**
   * Releases the current milestone's escrow: the deal is paid with its last milestone, else back at work on the
   * next. `auto`: the platform approved a delivery left unanswered.
   */
  async function approveLocked(
    tx: Db,
    ledger: LedgerQueries,
    deal: DealRow,
    actorId: string | null,
    { auto = false, creativesLocked = false } = {},
  ) {
    const { milestone, plan } = await currentOf(tx, deal.id);
    await releaseEscrow({
      ledger,
      deal,
      amountCents: milestone.amountCents,
      actorId,
      feeBps: config.feeBps,
      creativesLocked,
    });
    const to = await settleMilestone(tx, milestone, plan, { releasedCents: milestone.amountCents, refundedCents: 0 });
    const unanswered = `after ${config.autoApproveDays} days without a response`;
    const set = to === 'paid' ? { paidAt: new Date() } : {};
    if (plan.length === 1) {
      const note = auto ? `Auto-approved ${unanswered}` : 'Delivery approved; escrow released';
      return recordStep(dealsQueries(tx), deal, to, actorId, note, set);
    }
    const name = milestoneLabel(milestone.position, plan.length);
    const label = `${name} ${auto ? 'auto-approved' : 'approved'}`;
    const note = `${auto ? `${label} ${unanswered}` : label}; ${formatCents(milestone.amountCents)} released`;
    return recordStep(dealsQueries(tx), deal, to, actorId, note, set, undefined, label);
  }

  return {
    /** Approve: the partner (or an admin) releases escrow to the creatives' payable balances. */
    approve(userId: string, id: string, key: string) {
      return run.moneyStep<{ 200: DealResponse }>(
        userId,
        id,
        key,
        'POST /api/deals/:id/approve',
        {},
        async ({ tx, ledger, me, deal, party }) => {
          stepOrThrow(deal.status, 'approve', party);
          const paid = await approveLocked(tx, ledger, deal, me.id, { creativesLocked: true });
          return { statusCode: 200, body: await run.view(tx, paid, me) };
        },
        { lockCreatives: true },
      );
    },

    /** Deliveries left unanswered for AUTO_APPROVE_DAYS, oldest first, `limit` at a time (the sweep pages). */
    async dueForAutoApproval(now: Date = new Date(), after?: { deliveredAt: Date; id: string }, limit = 500) {
      return run.q.dueForAutoApproval(new Date(now.getTime() - config.autoApproveDays * DAY_MS), limit, after);
    },

    /**
     * Approves one delivery left unanswered for AUTO_APPROVE_DAYS, in its own transaction under the deal's
     * lock: running it twice, or on two instances, approves once. False when it is not (or no longer) due.
     */
    async autoApprove(id: string, now: Date = new Date()): Promise<boolean> {
      const cutoff = new Date(now.getTime() - config.autoApproveDays * DAY_MS);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const deal = await dealsQueries(tx).findDeal(id, true);
        if (deal?.status !== 'delivered' || !deal.deliveredAt || deal.deliveredAt >= cutoff) return false;
        stepOrThrow(deal.status, 'approve', 'system');
        await approveLocked(tx, ledgerQueries(tx), deal, null, { auto: true });
        return true;
      });
    },
  };
}
