import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import {
  availableActions,
  DEAL_STATUS_LABELS,
  type DealAction,
  type DealParty,
  type DealStatus,
  isTerminal,
  transition,
} from '@pulse/domain/deal-lifecycle';
import {
  currentMilestone,
  type PlanTerms,
  type PlanView,
  paysOutMidPlan,
  planEditable,
  planTermsOf,
} from '@pulse/domain/deal-plan';
import { DEAL_MESSAGES, type DealView, type FundDealResponse, PAYMENT_FAILED_MESSAGE } from '@pulse/domain/deals';
import type { ErrorBody } from '@pulse/domain/errors';
import {
  escrowAccount,
  PAYOUTS,
  PLATFORM_FEES,
  payableAccount,
  planFunding,
  planRefund,
  planRelease,
  splitAmounts,
} from '@pulse/domain/ledger';
import { FUND_NEXT_STATUSES, FUNDED_EACH, fundEachIssue, nextToFund } from '@pulse/domain/milestone-funding';
import { NOTICE_STATUSES } from '@pulse/domain/retainer';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { errorBody } from '../../plugins/errors';
import { createHoldsService } from '../holds/holds.service';
import type { Reply } from '../payments/idempotency';
import type { LedgerQueries } from '../payments/ledger.repository';
import type { AttemptOutcome, ProviderPlan } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import { openReviewWindowOnStep } from '../reviews/review-invitations';
import { contractFlags } from './deal-contract-terms';
import { dealPlansQueries, type MilestoneRow } from './deal-plans.repository';
import { type BriefMove, type DealRow, type DealsQueries, dealsQueries } from './deals.repository';

/** What the money rules read from the environment. */
export interface MoneyConfig {
  feeBps: number;
  autoApproveDays: number;
}

export type Viewer = NonNullable<Awaited<ReturnType<DealsQueries['findUser']>>>;

const DAY_MS = 86_400_000;
const DECLINED_NOTE = 'Payment declined';

/** The account behind a request; 401 when there is none (or it is gone). */
export function viewerOrThrow(me: Viewer | null): Viewer {
  if (!me) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
  return me;
}

/** The caller's account, read by the service itself: 401 for an account deleted since its session was issued. */
export async function viewerAccount(q: DealsQueries, userId: string): Promise<Viewer> {
  return viewerOrThrow(await q.findUser(userId));
}

/** The creatives a deal pays: its splits' users, or its creative when the splits name nobody. */
export function recipientsOf(deal: DealRow): { userId: string; name: string; percentage: number }[] {
  const named = deal.splits.filter((s) => s.percentage > 0);
  if (named.length > 0 && deal.creatorId) {
    return named.map((s) => ({
      userId: s.userId ?? (deal.creatorId as string),
      name: s.name,
      percentage: s.percentage,
    }));
  }
  return deal.creatorId ? [{ userId: deal.creatorId, name: '', percentage: 100 }] : [];
}

/** The viewer's side of a deal; null for strangers, who must not learn the deal exists. */
export function partyOf(deal: DealRow, me: Viewer): Exclude<DealParty, 'system'> | null {
  if (deal.brandId === me.id) return 'brand';
  if (deal.creatorId === me.id || deal.splits.some((s) => s.userId === me.id)) return 'creator';
  if (me.role === 'admin') return 'admin';
  return null;
}

/**
 * The viewer's side for taking a step. Collaborators named in the splits see the deal and are paid by it, but
 * only its own creative signs, delivers, disputes or asks for payout: a collaborator signing would lock the
 * owner's splits.
 */
export function actingParty(deal: DealRow, me: Viewer, party: Exclude<DealParty, 'system'>) {
  if (party === 'creator' && deal.creatorId !== me.id) throw new AppError('forbidden', DEAL_MESSAGES.collaboratorStep);
  return party;
}

/** The deal if the viewer may see it; the same 404 as a missing deal otherwise. */
export function visibleOrThrow(deal: DealRow | null, me: Viewer) {
  const party = deal ? partyOf(deal, me) : null;
  if (!deal || !party) throw new AppError('not_found', DEAL_MESSAGES.notFound);
  return { deal, party };
}

export async function visibleDeal(q: DealsQueries, id: string, me: Viewer, lock = false) {
  return visibleOrThrow(await q.findDeal(id, lock), me);
}

/** The deal's one page, both parties' (decision 064): where a deal's notifications lead. */
export function dealLink(dealId: string): string {
  return `/deals/${encodeURIComponent(dealId)}`;
}

/** The next status for this step, or the error that explains why not. */
export function stepOrThrow(status: DealStatus, action: DealAction, party: DealParty) {
  const result = transition(status, action, party);
  if (result.ok) return result;
  if (result.reason === 'not_your_step') throw new AppError('forbidden', DEAL_MESSAGES.notYourStep);
  throw new AppError('conflict', DEAL_MESSAGES.wrongStatus);
}

/** Moves the deal and writes the step on its timeline. */
export async function recordStep(
  q: DealsQueries,
  deal: DealRow,
  to: DealStatus,
  actorId: string | null,
  note: string,
  set: Partial<DealRow> = {},
  brief?: BriefMove,
  /** What the notification calls the step, when the status alone would mislead (a milestone approved). */
  label: string = DEAL_STATUS_LABELS[to],
): Promise<DealRow> {
  const updated = await q.stepDeal(
    deal.id,
    { ...set, status: to },
    { id: newId(), actorId, fromStatus: deal.status, toStatus: to, note },
    brief,
  );
  // Each party hears about a step the other side (or the platform) took, in the same transaction.
  for (const userId of [updated.brandId, updated.creatorId]) {
    if (!userId || userId === actorId) continue;
    await q.notify({
      userId,
      kind: 'deal_step',
      title: `${deal.title}: ${label}`,
      body: note,
      link: dealLink(deal.id),
    });
  }
  // A step that completes the deal opens its review window and invites both parties (issue 22).
  await openReviewWindowOnStep(q.db, updated, deal.status, to);
  return updated;
}

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * DAY_MS).toISOString();
}

/** Deals as the viewer sees them: names, splits with amounts, their steps, the timeline and the ledger's sums. */
export async function dealViews(
  db: Db,
  rows: readonly DealRow[],
  me: Viewer,
  config: MoneyConfig,
): Promise<DealView[]> {
  if (rows.length === 0) return [];
  const { events, deadlines, movements, showcasePieces, media, names } = await dealsQueries(db).viewParts({
    dealIds: rows.map((d) => d.id),
    briefIds: rows.flatMap((d) => (d.briefId ? [d.briefId] : [])),
    // Pieces exist only while the partner's consent stands (withdrawing deletes them).
    showcaseDealIds: rows.filter((d) => d.showcaseConsentAt !== null).map((d) => d.id),
    mediaIds: rows.flatMap((d) => (d.deliverableMediaId ? [d.deliverableMediaId] : [])),
    // Partners by company, everyone else by name, on the deal and on its timeline.
    partyIds: rows.flatMap((d) => [d.brandId, ...(d.creatorId ? [d.creatorId] : [])]),
  });

  // The partner (and an admin) sees a delivered file that matches someone else's catalogue before approving.
  const flags = await createHoldsService({ db }).deliveryFlags(
    rows.flatMap((d) =>
      d.deliverableMediaId && (partyOf(d, me) ?? 'admin') !== 'creator'
        ? [
            {
              dealId: d.id,
              mediaId: d.deliverableMediaId,
              people: [
                d.brandId,
                ...(d.creatorId ? [d.creatorId] : []),
                ...d.splits.flatMap((s) => (s.userId ? [s.userId] : [])),
              ],
            },
          ]
        : [],
    ),
  );

  // Whose signature counts on each contract (decision 061), and each deal's plan (decision 066).
  const [signed, plans] = await Promise.all([
    contractFlags(db, rows, config),
    dealPlansQueries(db).milestonesOf(rows.map((d) => d.id)),
  ]);

  return rows.map((deal) => {
    const party = partyOf(deal, me) ?? 'admin';
    const contractSigned = signed.get(deal.id) ?? { brand: false, creator: false };
    // Sign is offered to the partner and the deal's own creative until their signature counts on the terms.
    const signs =
      party === 'brand'
        ? !contractSigned.brand
        : party === 'creator' && deal.creatorId === me.id && !contractSigned.creator;
    const mine = movements.filter((m) => m.dealId === deal.id);
    const sumOf = (pred: (m: (typeof mine)[number]) => boolean) =>
      mine.filter(pred).reduce((sum, m) => sum + m.amountCents, 0);
    const releasedCents = -sumOf((m) => m.kind === 'release' && m.account === escrowAccount(deal.id));
    const refundedCents = -sumOf((m) => m.kind === 'refund' && m.account === escrowAccount(deal.id));
    const myRelease = mine.filter((m) => m.kind === 'release' && m.account === payableAccount(me.id));
    const percentages = deal.splits.map((s) => s.percentage);
    const amounts = deal.splits.length > 0 ? splitAmounts(deal.amountCents, percentages) : [];
    // What a release actually paid each party: their share of the released sum (as planRelease splits it) and,
    // from the ledger, what reached their payable balance after the fee.
    const releasedShares = releasedCents > 0 && deal.splits.length > 0 ? splitAmounts(releasedCents, percentages) : [];
    const netOf = (userId: string | null) => {
      const account = payableAccount(userId ?? deal.creatorId ?? '');
      return sumOf((m) => m.kind === 'release' && m.account === account);
    };
    const myPaidOut = -sumOf((m) => m.kind === 'payout' && m.account === payableAccount(me.id));
    const myUnpaid = myRelease.reduce((s, m) => s + m.amountCents, 0) - myPaidOut;
    const deadline = deal.briefId ? (deadlines.get(deal.briefId) ?? null) : null;
    const settled = isTerminal(deal.status) || deal.status === 'paid';
    const payoutEta = settled
      ? null
      : deal.deliveredAt
        ? addDays(deal.deliveredAt, config.autoApproveDays)
        : deadline
          ? addDays(new Date(`${deadline}T00:00:00Z`), config.autoApproveDays)
          : null;
    return {
      id: deal.id,
      title: deal.title,
      type: deal.type,
      status: deal.status,
      amountCents: deal.amountCents,
      briefId: deal.briefId,
      brand: { id: deal.brandId, name: names.get(deal.brandId) ?? 'Partner' },
      creator: deal.creatorId ? { id: deal.creatorId, name: names.get(deal.creatorId) ?? 'Creative' } : null,
      viewer: party,
      actions: [
        ...availableActions(deal.status, party).filter((a) => a !== 'sign' || signs),
        // A running plan's creative pays out what released milestones credited them (decision 066).
        ...(paysOutMidPlan(deal.status, party) && deal.creatorId === me.id && myUnpaid > 0
          ? (['payout'] as const)
          : []),
      ],
      splits: deal.splits.map((s, i) => ({
        userId: s.userId,
        name: s.name,
        percentage: s.percentage,
        amountCents: amounts[i] ?? 0,
        releasedCents: releasedShares[i] ?? 0,
        netCents: releasedCents > 0 ? netOf(s.userId) : 0,
      })),
      deliverables: deal.deliverables,
      attribution: deal.attribution,
      signedAt: deal.signedAt?.toISOString() ?? null,
      contractSigned,
      deliveredAt: deal.deliveredAt?.toISOString() ?? null,
      paidAt: deal.paidAt?.toISOString() ?? null,
      payoutEta,
      releasedCents,
      refundedCents,
      feeCents: sumOf((m) => m.account === PLATFORM_FEES),
      paidOutCents: sumOf((m) => m.account === PAYOUTS),
      myNetCents: myRelease.length > 0 ? myRelease.reduce((s, m) => s + m.amountCents, 0) : null,
      myPaidOutCents: myPaidOut,
      plan: planView(deal, plans.get(deal.id) ?? [], me, {
        editable: planEditable(
          deal.status,
          deal.brandId === me.id ? 'brand' : deal.creatorId === me.id ? 'creator' : 'other',
        ),
        deadline,
        terms: planTermsOf(deal),
      }),
      timeline: events
        .filter((e) => e.event.dealId === deal.id)
        // A declined card is the partner's business: the creative's timeline shows steps, not attempts.
        .filter(
          (e) =>
            party !== 'creator' || e.event.fromStatus !== e.event.toStatus || !e.event.note.startsWith(DECLINED_NOTE),
        )
        .map(({ event, actorName }) => ({
          id: event.id,
          fromStatus: event.fromStatus as DealStatus | null,
          toStatus: event.toStatus as DealStatus,
          note: event.note,
          actor: event.actorId ? (names.get(event.actorId) ?? actorName ?? 'Someone') : 'Pulse',
          createdAt: event.createdAt.toISOString(),
        })),
      showcase: {
        consentAt: deal.showcaseConsentAt?.toISOString() ?? null,
        pieceId: showcasePieces.get(deal.id) ?? null,
        media: (deal.deliverableMediaId && media.get(deal.deliverableMediaId)) || null,
      },
      deliveryFlag: flags.get(deal.id) ?? null,
      createdAt: deal.createdAt.toISOString(),
      updatedAt: deal.updatedAt.toISOString(),
    };
  });
}

function planView(
  deal: DealRow,
  milestones: readonly MilestoneRow[],
  me: Viewer,
  extra: { editable: boolean; deadline: string | null; terms: PlanTerms },
): PlanView {
  const months = milestones.map((m) => ({
    id: m.id,
    position: m.position,
    title: m.title,
    amountCents: m.amountCents,
    dueDate: m.dueDate,
    status: m.status,
    deliverables: m.deliverables,
    deliveredAt: m.deliveredAt?.toISOString() ?? null,
    settledAt: m.settledAt?.toISOString() ?? null,
    releasedCents: m.releasedCents,
    refundedCents: m.refundedCents,
    funded: m.fundedAt !== null,
  }));
  const next = FUNDED_EACH.includes(deal.funding) ? nextToFund(months) : null;
  const own = deal.brandId === me.id || deal.creatorId === me.id;
  const partner = deal.brandId === me.id;
  return {
    milestones: months,
    // A deal cancelled or refunded has no milestone being worked on.
    current:
      deal.status === 'cancelled' || deal.status === 'refunded'
        ? null
        : (currentMilestone(milestones)?.position ?? null),
    ...extra,
    funding: {
      mode: deal.funding,
      nextToFund: next?.position ?? null,
      canFund: next !== null && partner && (FUND_NEXT_STATUSES as readonly string[]).includes(deal.status),
      canFundEach:
        partner &&
        fundEachIssue({ mode: deal.funding, status: deal.status, isPartner: true, milestones: months }) === null,
    },
    retainer:
      deal.funding === 'monthly'
        ? {
            noticeDays: deal.noticeDays ?? 0,
            endsOn: deal.endsOn,
            canEnd: own && deal.endsOn === null && (NOTICE_STATUSES as readonly string[]).includes(deal.status),
          }
        : null,
  };
}

export async function dealView(db: Db, deal: DealRow, me: Viewer, config: MoneyConfig) {
  const [view] = await dealViews(db, [deal], me, config);
  return view as DealView;
}

/** What a deal's money step reserves while its provider call is pending (decision 036). */
export function dealSubject(dealId: string): string {
  return `deal:${dealId}`;
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
      {
        purpose: 'charge',
        call: {
          operation: 'charge',
          input: {
            amountCents: input.amountCents,
            paymentMethod,
            description: deal.funding === 'monthly' ? `Escrow for ${deal.title}, month 1` : `Escrow for ${deal.title}`,
            transferGroup: deal.id,
          },
        },
      },
    ],
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
    await q.insertEvent(deal, {
      id: newId(),
      actorId: me.id,
      fromStatus: deal.status,
      toStatus: deal.status,
      note: `${DECLINED_NOTE}: ${charge.outcome.message}`,
    });
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
