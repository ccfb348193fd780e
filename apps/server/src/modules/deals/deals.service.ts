import {
  DEAL_MESSAGES,
  type DealResponse,
  type DealsResponse,
  type DealThreadResponse,
  type ResolveRequest,
} from '@pulse/domain/deals';
import { payableAccount, splitAmounts } from '@pulse/domain/ledger';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createMessagingRepository } from '../messaging/messaging.repository';
import { createMoneySteps, type MoneySteps, type ProviderPlan } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import { payoutDestination } from '../payments/payout-accounts.service';
import { createDealApprovalsService } from './deal-approvals.service';
import { createDealContractsService } from './deal-contracts.service';
import { createDealDeliveryService } from './deal-delivery.service';
import { dollarsOf, payoutStep, recordResolution, registerDealFinishers } from './deal-finishers';
import { planFundEach, planMilestoneCharge } from './deal-funding';
import { startMilestones } from './deal-milestone-starts';
import {
  DEAL_FINISHERS,
  dealSubject,
  type FundReplies,
  type MoneyConfig,
  planEscrowCharge,
  refundCalls,
  refuseWhileProviderPending,
  releaseEscrow,
} from './deal-money';
import { recipientsOf, viewerAccount, visibleDeal } from './deal-parties';
import { createDealPlansService, currentOf, fundingDueCents, unsettledOf } from './deal-plans.service';
import { endRetainer } from './deal-retainers';
import { createDealSplitsService } from './deal-splits.service';
import { createDealStepRunner } from './deal-step-runner';
import { recordStep, stepOrThrow } from './deal-steps';
import { dealViews } from './deal-view';
import { dealsQueries } from './deals.repository';

/**
 * The deal lifecycle (DESIGN 5.3) and its money (5.4), one service over its parts: every step checked against
 * the actor's side of the deal and its status, taken under a row lock on the deal, and written on the timeline
 * (`deal-step-runner`). Money-moving steps run once per Idempotency-Key, in the same transaction as their
 * ledger postings.
 */
export function createDealsService(deps: {
  db: Db;
  provider: PaymentProvider;
  config: MoneyConfig;
  log?: FastifyBaseLogger;
  /** The app's one set of money steps (recovery finishes through it); a service of its own otherwise. */
  steps?: MoneySteps;
}) {
  const { db, provider, config } = deps;
  const steps = deps.steps ?? createMoneySteps({ db, provider, log: deps.log });
  registerDealFinishers(steps, { provider, config });
  const run = createDealStepRunner({ db, config, steps });
  const { q, view, moneyStep } = run;

  return {
    /** Collaborator splits, the collaborator search and the admins' dispute list. */
    ...createDealSplitsService({ db, config }),
    /** The contract both sides sign (decision 061): read, sign, PDF. */
    ...createDealContractsService({ db, config }),
    /** The plan: its milestones, before both sign (decision 066). */
    ...createDealPlansService({ db, config }),
    /** Deliver, ask for changes, dispute, and the partner's consent to showcase the work. */
    ...createDealDeliveryService({ db, run }),
    /** Approve, by the partner or (after AUTO_APPROVE_DAYS) by the platform. */
    ...createDealApprovalsService({ db, config, run }),

    /** The caller's deals as partner and as creative (`as` keeps one side), newest first. */
    async listDeals(userId: string, as?: 'brand' | 'creator'): Promise<DealsResponse> {
      const me = await viewerAccount(q, userId);
      const rows = await q.listDealsOf(me.id);
      const items = await dealViews(db, rows, me, config);
      return { items: as ? items.filter((d) => d.viewer === as) : items };
    },

    async getDeal(userId: string, id: string): Promise<DealResponse> {
      const me = await viewerAccount(q, userId);
      const { deal } = await visibleDeal(q, id, me);
      return view(db, deal, me);
    },

    /** The partner's and the creative's conversation, for either of them (the deal page's messages). */
    async dealThread(userId: string, id: string): Promise<DealThreadResponse> {
      const me = await viewerAccount(q, userId);
      const { deal } = await visibleDeal(q, id, me);
      const other = deal.brandId === me.id ? deal.creatorId : deal.creatorId === me.id ? deal.brandId : null;
      if (!other) return { threadId: null };
      const thread = await createMessagingRepository(db).findThreadBetween(me.id, other);
      return { threadId: thread?.id ?? null };
    },

    /** Fund a deal (a license's) into escrow. Project briefs fund through their brief. */
    fund(userId: string, id: string, key: string, paymentMethod: string) {
      return moneyStep<FundReplies>(
        userId,
        id,
        key,
        'POST /api/deals/:id/fund',
        { paymentMethod },
        async ({ tx, me, deal }) =>
          planEscrowCharge({ me, deal, paymentMethod, amountCents: await fundingDueCents(tx, deal) }),
      );
    },

    /**
     * The partner funds the next milestone of a plan funded one at a time (a retainer's month, or a project's
     * milestone; decisions 067 and 072), once per Idempotency-Key.
     */
    fundMilestone(userId: string, id: string, key: string, paymentMethod: string) {
      return moneyStep<FundReplies>(
        userId,
        id,
        key,
        'POST /api/deals/:id/fund-milestone',
        { paymentMethod },
        async ({ tx, me, deal }) => planMilestoneCharge({ tx, me, deal, paymentMethod }),
      );
    },

    /**
     * The partner switches a deal funded whole to one milestone at a time (decision 072), once per
     * Idempotency-Key: every milestone after the first goes back to the card that funded it.
     */
    fundEach(userId: string, id: string, key: string) {
      return moneyStep<{ 200: DealResponse }>(
        userId,
        id,
        key,
        'POST /api/deals/:id/fund-each',
        {},
        async ({ tx, ledger, me, deal }) => planFundEach({ tx, ledger, me, deal }),
      );
    },

    /** Either side of a retainer gives notice: it ends after the plan's notice days (decision 067). */
    async endRetainer(userId: string, id: string, now = new Date()): Promise<DealResponse> {
      const me = await viewerAccount(q, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const { deal } = await visibleDeal(dealsQueries(tx), id, me, true);
        await refuseWhileProviderPending(tx, deal.id);
        return view(tx, await endRetainer(tx, deal, me, now), me);
      });
    },

    /**
     * Payout: what the deal's release credited each creative and is not yet paid out goes to their payout
     * account through the provider (one transfer per creative, grouped by deal); the deal is complete.
     */
    payout(userId: string, id: string, key: string) {
      return moneyStep<{ 200: DealResponse }>(
        userId,
        id,
        key,
        'POST /api/deals/:id/payout',
        {},
        async ({ tx, ledger, me, deal, party }) => {
          const step = payoutStep(deal, party);
          const movements = await ledger.dealMovements([deal.id]);
          const owed = new Map<string, number>();
          for (const r of recipientsOf(deal)) {
            const account = payableAccount(r.userId);
            owed.set(
              r.userId,
              movements.filter((m) => m.account === account).reduce((sum, m) => sum + m.amountCents, 0),
            );
          }
          await ledger.lockCreators([...owed.keys()]);
          // Every creative owed must have a payout account (Stripe) before any transfer goes out.
          const destinations = new Map<string, string | undefined>();
          for (const [userId, amountCents] of owed) {
            if (amountCents > 0) destinations.set(userId, await payoutDestination(tx, provider, userId));
          }
          const calls: ProviderPlan['calls'] = [];
          for (const [userId, amountCents] of owed) {
            if (amountCents <= 0) continue;
            calls.push({
              purpose: `transfer:${userId}`,
              call: {
                operation: 'transfer',
                input: { userId, amountCents, transferGroup: deal.id, destination: destinations.get(userId) },
              },
            });
          }
          if (calls.length > 0) {
            return { finisher: DEAL_FINISHERS.payout, data: { dealId: deal.id }, subject: dealSubject(deal.id), calls };
          }
          // A running plan with nothing released and unpaid: nothing moves, and the deal goes on.
          if (step.midPlan) throw new AppError('conflict', DEAL_MESSAGES.noPayable);
          const moved = await recordStep(
            dealsQueries(tx),
            deal,
            step.to,
            me.id,
            `Paid out ${dollarsOf(0)} to payout account`,
          );
          return { statusCode: 200, body: await view(tx, moved, me) };
        },
      );
    },

    /** Cancel: a posted deal is cancelled; a funded one (before signing) is refunded to the partner's card. */
    cancel(userId: string, id: string, key: string) {
      return moneyStep<{ 200: DealResponse }>(
        userId,
        id,
        key,
        'POST /api/deals/:id/cancel',
        {},
        async ({ tx, ledger, me, deal, party }) => {
          const tq = dealsQueries(tx);
          if (deal.status !== 'posted') {
            stepOrThrow(deal.status, 'refund', party);
            return {
              finisher: DEAL_FINISHERS.cancelRefund,
              data: { dealId: deal.id },
              subject: dealSubject(deal.id),
              calls: await refundCalls(ledger, deal, await unsettledOf(tx, deal.id)),
            };
          }
          stepOrThrow(deal.status, 'cancel', party);
          // A posted deal may have its charge pending: cancelling now would strand that charge.
          await refuseWhileProviderPending(tx, deal.id);
          const moved = await recordStep(tq, deal, 'cancelled', me.id, 'Cancelled before funding');
          if (deal.briefId && deal.type === 'project') {
            await tq.moveBrief(deal.briefId, ['draft', 'posted', 'open', 'matched'], 'closed');
          }
          return { statusCode: 200, body: await view(tx, moved, me) };
        },
      );
    },

    /** An admin resolves a dispute: release it all, refund it all, or split it (creatorPercent to creatives). */
    resolve(userId: string, id: string, key: string, input: ResolveRequest) {
      return moneyStep<{ 200: DealResponse }>(
        userId,
        id,
        key,
        'POST /api/deals/:id/resolve',
        input,
        async ({ tx, ledger, me, deal, party }) => {
          if (party !== 'admin') throw new AppError('forbidden', DEAL_MESSAGES.adminOnly);
          const percent =
            input.outcome === 'release' ? 100 : input.outcome === 'refund' ? 0 : (input.creatorPercent ?? 50);
          const action = percent === 100 ? 'resolve_release' : percent === 0 ? 'resolve_refund' : 'resolve_split';
          stepOrThrow(deal.status, action, party);
          // A dispute holds only the milestone it is about (decision 066).
          const { milestone } = await currentOf(tx, deal.id);
          const [releaseCents, refundCents] = splitAmounts(milestone.amountCents, [percent, 100 - percent]) as [
            number,
            number,
          ];
          if (refundCents > 0) {
            // The release (if any) is written with the refund once the provider made it, in one transaction.
            return {
              finisher: DEAL_FINISHERS.resolve,
              data: { dealId: deal.id, action, releaseCents, percent, note: input.note },
              subject: dealSubject(deal.id),
              calls: await refundCalls(ledger, deal, [{ cents: refundCents, paymentId: milestone.fundingPaymentId }]),
            };
          }
          await releaseEscrow({ ledger, deal, amountCents: releaseCents, actorId: me.id, feeBps: config.feeBps });
          const moved = await recordResolution(
            tx,
            deal,
            me.id,
            { action, percent, note: input.note },
            { releasedCents: releaseCents, refundedCents: 0 },
          );
          return { statusCode: 200, body: await view(tx, moved, me) };
        },
      );
    },

    /** The hourly job (decision 070): milestones that started unfunded, charged or announced. */
    startMilestones(now = new Date()): Promise<number> {
      return startMilestones(db, run, now);
    },
  };
}
export type DealsService = ReturnType<typeof createDealsService>;
