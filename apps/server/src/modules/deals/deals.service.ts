import type { DealAction, DealParty, DealStatus } from '@pulse/domain/deal-lifecycle';
import { milestoneLabel, paysOutMidPlan } from '@pulse/domain/deal-plan';
import { canShowcase, SHOWCASE_COPY, SHOWCASE_MESSAGES } from '@pulse/domain/deal-showcase';
import {
  DEAL_MESSAGES,
  type DealResponse,
  type DealsResponse,
  type DealThreadResponse,
  type DeliverRequest,
  type ResolveRequest,
} from '@pulse/domain/deals';
import { formatCents, payableAccount, planPayout, splitAmounts } from '@pulse/domain/ledger';
import { fundingName, START_CHARGE_COPY } from '@pulse/domain/milestone-funding';
import { PROVIDER_ATTEMPT_MESSAGES } from '@pulse/domain/payments';
import { cardLabel } from '@pulse/domain/tip-tab';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { createAccountsRepository } from '../accounts/accounts.repository';
import { createMessagingRepository } from '../messaging/messaging.repository';
import type { Reply, ReplyMap } from '../payments/idempotency';
import { type LedgerQueries, ledgerQueries } from '../payments/ledger.repository';
import { createMoneySteps, type MoneySteps, type ProviderPlan, subjectPending } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import { payoutDestination } from '../payments/payout-accounts.service';
import { tipsQueries } from '../tips/tips.repository';
import { createDealContractsService } from './deal-contracts.service';
import {
  planFundEach,
  planMilestoneCharge,
  registerFundingFinishers,
  startedMilestones,
  tellMilestoneStarted,
} from './deal-funding';
import {
  DEAL_FINISHERS,
  dealSubject,
  type FundReplies,
  finishFunding,
  lockedForFinish,
  type MoneyConfig,
  planEscrowCharge,
  postRefund,
  refundCalls,
  releaseEscrow,
} from './deal-money';
import {
  actingParty,
  partyOf,
  recipientsOf,
  type Viewer,
  viewerAccount,
  viewerOrThrow,
  visibleDeal,
  visibleOrThrow,
} from './deal-parties';
import {
  createDealPlansService,
  currentOf,
  fundingDueCents,
  type MilestoneSet,
  markCurrent,
  milestonePrefix,
  refundRemaining,
  settleMilestone,
  unsettledOf,
} from './deal-plans.service';
import { endRetainer } from './deal-retainers';
import { createDealSplitsService } from './deal-splits.service';
import { dealLink, recordStep, stepOrThrow } from './deal-steps';
import { dealView, dealViews } from './deal-view';
import { type DealRow, dealsQueries } from './deals.repository';

const DAY_MS = 86_400_000;

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
function payoutStep(deal: DealRow, party: DealParty): { to: DealStatus; midPlan: boolean; label?: string } {
  if (paysOutMidPlan(deal.status, party)) return { to: deal.status, midPlan: true, label: 'Paid out' };
  return { to: stepOrThrow(deal.status, 'payout', party).to, midPlan: false };
}

function dollarsOf(cents: number): string {
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
async function recordResolution(
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

/**
 * The deal lifecycle (DESIGN 5.3) and its money (5.4): every step checked against the actor's side of the
 * deal and its status, taken under a row lock on the deal, and written on the timeline. Money-moving steps
 * run once per Idempotency-Key, in the same transaction as their ledger postings.
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
  const q = dealsQueries(db);

  async function view(tx: Db, deal: DealRow, me: Viewer): Promise<DealResponse> {
    return { deal: await dealView(tx, deal, me, config) };
  }

  /** A step that moves no money: lock, check, move, record. */
  async function plainStep(
    userId: string,
    id: string,
    action: DealAction,
    apply: (deal: DealRow) => { note: string; set?: Partial<DealRow>; milestone?: MilestoneSet },
  ): Promise<DealResponse> {
    const me = await viewerAccount(q, userId);
    return db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const tq = dealsQueries(tx);
      const { deal, party } = await visibleDeal(tq, id, me, true);
      const step = stepOrThrow(deal.status, action, actingParty(deal, me, party));
      // A refund on its way to the provider decides this deal's next status (decision 036).
      if (await subjectPending(tx, dealSubject(deal.id))) {
        throw new AppError('conflict', PROVIDER_ATTEMPT_MESSAGES.inProgress);
      }
      const { note, set, milestone } = apply(deal);
      // The step happens to the milestone the deal is on (decision 066); its number leads the note.
      const current = milestone ? await markCurrent(tx, deal.id, milestone, deal.funding) : null;
      const prefix = current ? milestonePrefix(current.milestone, current.plan) : '';
      const moved = await recordStep(tq, deal, step.to, me.id, `${prefix}${note}`, set);
      return view(tx, moved, me);
    });
  }

  /** A money-moving step: once per Idempotency-Key, under the deal's row lock. */
  async function moneyStep<M extends ReplyMap>(
    userId: string,
    id: string,
    key: string,
    route: string,
    body: unknown,
    work: (ctx: {
      tx: Db;
      ledger: LedgerQueries;
      me: Viewer;
      deal: DealRow;
      party: Exclude<DealParty, 'system'>;
    }) => Promise<Reply<M> | ProviderPlan>,
    /** A release: the deal's creatives' money locks are taken with the deal's, in the same statement. */
    options: { lockCreatives?: boolean } = {},
  ): Promise<Reply<M>> {
    return steps.run<M, { me: Viewer } & ReturnType<typeof visibleOrThrow>>(
      { userId, key, route, request: { id, body } },
      (tx, ledger, { me, deal, party }) => work({ tx, ledger, me, deal, party: actingParty(deal, me, party) }),
      // The account, the deal's row lock and the key's claim in one statement; strangers get 404 whatever the key.
      async (tx, claim) => {
        const q = dealsQueries(tx);
        const { viewer, deal, claimed } = await q.lockDealForViewer(id, userId, claim, options.lockCreatives);
        const me = viewerOrThrow(viewer);
        return { value: { me, ...visibleOrThrow(deal, me) }, claimed };
      },
    );
  }

  /**
   * Releases the current milestone's escrow (decision 066): the deal is paid with its last milestone, else back
   * at work on the next. `auto`: the platform approved a delivery left unanswered.
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
    /** Collaborator splits, the collaborator search and the admins' dispute list. */
    ...createDealSplitsService({ db, config }),
    /** The contract both sides sign (decision 061): read, sign, PDF. */
    ...createDealContractsService({ db, config }),
    /** The plan: its milestones, before both sign (decision 066). */
    ...createDealPlansService({ db, config }),

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
        if (await subjectPending(tx, dealSubject(deal.id))) {
          throw new AppError('conflict', PROVIDER_ATTEMPT_MESSAGES.inProgress);
        }
        return view(tx, await endRetainer(tx, deal, me, now), me);
      });
    },

    /**
     * The hourly job (decision 070): each milestone funded one at a time that started unfunded (a retainer's
     * month, a project's next milestone) is charged to the partner's saved card, once (the key is the
     * milestone's); without a card, or when it is declined, the partner is told to fund it by hand. Returns how
     * many milestones it handled.
     */
    async startMilestones(now = new Date()): Promise<number> {
      const due = await startedMilestones(db, now);
      for (const { milestone, deal } of due) {
        const copy = START_CHARGE_COPY;
        const name = fundingName(deal.funding, milestone);
        // The account gate of every money move holds off-session too: no charge for an unverified e-mail.
        const account = await createAccountsRepository(db).gateAccount(deal.brandId);
        const card = account?.emailVerified ? await tipsQueries(db).liveCard(deal.brandId) : null;
        let body = copy.unfunded(name, milestone.amountCents);
        let title = copy.startsTitle(deal.title, name);
        if (card) {
          const charged = await moneyStep<FundReplies>(
            deal.brandId,
            deal.id,
            `month-start:${milestone.id}`,
            'milestone-start job',
            { savedCard: card.id },
            async ({ tx, me, deal: locked }) =>
              planMilestoneCharge({
                tx,
                me,
                deal: locked,
                paymentMethod: card.paymentMethodRef,
                customer: card.customerRef,
              }),
          ).catch((error: unknown) => {
            // Funded by hand meanwhile, ended, or cancelled: the reminder below says what to do, if anything.
            if (error instanceof AppError) return null;
            throw error;
          });
          if (charged?.statusCode === 200) {
            title = copy.chargedTitle(deal.title, name);
            body = copy.charged(name, milestone.amountCents, cardLabel(card));
          } else if (charged?.statusCode === 402) {
            body = copy.declined(name, milestone.amountCents, cardLabel(card));
          }
        }
        await tellMilestoneStarted(db, { deal, milestone, title, body, now });
      }
      return due.length;
    },

    async deliver(userId: string, id: string, input: DeliverRequest) {
      const mediaId = input.mediaId || null;
      if (mediaId) {
        // Only the delivering creative's own upload; someone else's answers as a missing one.
        const me = await viewerAccount(q, userId);
        const media = await q.findMedia(mediaId);
        if (media?.ownerId !== me.id) {
          throw new AppError('validation_failed', SHOWCASE_MESSAGES.mediaNotFound, {
            mediaId: SHOWCASE_MESSAGES.mediaNotFound,
          });
        }
      }
      return plainStep(userId, id, 'deliver', (deal) => {
        const names = recipientsOf(deal)
          .map((r) => r.name)
          .filter((n) => n !== '');
        const credit = names.length > 0 ? `Created by ${names.join(', ')}` : null;
        const disclosure = input.aiGenerated ? 'Includes AI-generated content (disclosed)' : null;
        const parts = [
          `Delivered ${input.deliverables.length} deliverable${input.deliverables.length === 1 ? '' : 's'}`,
          input.aiGenerated ? 'AI-generated content disclosed' : '',
          input.note,
        ].filter((p) => p !== '');
        return {
          note: parts.join('. '),
          set: {
            deliverables: input.deliverables,
            deliverableMediaId: mediaId,
            deliveredAt: new Date(),
            attribution: [credit, disclosure].filter(Boolean).join('. ') || null,
          },
          milestone: {
            status: 'delivered',
            deliverables: input.deliverables,
            deliverableMediaId: mediaId,
            deliveredAt: new Date(),
          },
        };
      });
    },

    /**
     * The partner (only the deal's partner; not an admin on their behalf) allows or withdraws showing the
     * delivered work on the public feed. Withdrawing takes the deal's piece down in the same transaction.
     * Setting the consent it already has changes nothing and records nothing.
     */
    async setShowcaseConsent(userId: string, id: string, consent: boolean): Promise<DealResponse> {
      const me = await viewerAccount(q, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const tq = dealsQueries(tx);
        const { deal, party } = await visibleDeal(tq, id, me, true);
        if (party !== 'brand') throw new AppError('forbidden', SHOWCASE_MESSAGES.partnerOnly);
        // Granting needs delivered work; withdrawing is always possible (a disputed deal's piece can come down).
        if (consent && !canShowcase(deal.status)) throw new AppError('conflict', SHOWCASE_MESSAGES.notDelivered);
        if (consent === (deal.showcaseConsentAt !== null)) return view(tx, deal, me);
        const updated = await tq.updateDeal(deal.id, {
          showcaseConsentAt: consent ? new Date() : null,
          showcaseConsentBy: consent ? me.id : null,
        });
        if (!consent) await tq.removeShowcasePieces(deal.id);
        const note = consent ? SHOWCASE_COPY.allowedNote : SHOWCASE_COPY.withdrawnNote;
        await tq.insertEvent(updated, {
          id: newId(),
          actorId: me.id,
          fromStatus: deal.status,
          toStatus: deal.status,
          note,
        });
        // Every creative on the deal hears about it: they are the ones who publish.
        for (const userId of new Set(recipientsOf(deal).map((r) => r.userId))) {
          await tq.notify({
            userId,
            kind: 'deal_step',
            title: `${deal.title}: ${consent ? SHOWCASE_COPY.allowedTitle : SHOWCASE_COPY.withdrawnTitle}`,
            body: note,
            link: dealLink(deal.id),
          });
        }
        return view(tx, updated, me);
      });
    },

    requestChanges(userId: string, id: string, note: string) {
      return plainStep(userId, id, 'request_changes', () => ({
        note: `Changes requested: ${note}`,
        milestone: { status: 'open' },
      }));
    },

    dispute(userId: string, id: string, reason: string) {
      return plainStep(userId, id, 'dispute', () => ({
        note: `Disputed: ${reason}`,
        milestone: { status: 'disputed' },
      }));
    },

    /** Approve: the partner (or an admin) releases escrow to the creatives' payable balances. */
    approve(userId: string, id: string, key: string) {
      return moneyStep<{ 200: DealResponse }>(
        userId,
        id,
        key,
        'POST /api/deals/:id/approve',
        {},
        async ({ tx, ledger, me, deal, party }) => {
          stepOrThrow(deal.status, 'approve', party);
          const paid = await approveLocked(tx, ledger, deal, me.id, { creativesLocked: true });
          return { statusCode: 200, body: await view(tx, paid, me) };
        },
        { lockCreatives: true },
      );
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
          if (await subjectPending(tx, dealSubject(deal.id))) {
            throw new AppError('conflict', PROVIDER_ATTEMPT_MESSAGES.inProgress);
          }
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

    /** Deliveries left unanswered for AUTO_APPROVE_DAYS, oldest first, `limit` at a time (the sweep pages). */
    async dueForAutoApproval(now: Date = new Date(), after?: { deliveredAt: Date; id: string }, limit = 500) {
      return q.dueForAutoApproval(new Date(now.getTime() - config.autoApproveDays * DAY_MS), limit, after);
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
export type DealsService = ReturnType<typeof createDealsService>;
