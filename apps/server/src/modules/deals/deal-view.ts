// Deals as a viewer sees them (the API's DealView): amounts, steps, timeline, plan and contract flags.
import { availableActions, type DealStatus, isTerminal } from '@pulse/domain/deal-lifecycle';
import {
  currentMilestone,
  type PlanTerms,
  type PlanView,
  paysOutMidPlan,
  planEditable,
  planTermsOf,
} from '@pulse/domain/deal-plan';
import type { DealView } from '@pulse/domain/deals';
import { escrowAccount, PAYOUTS, PLATFORM_FEES, payableAccount, splitAmounts } from '@pulse/domain/ledger';
import { FUND_NEXT_STATUSES, FUNDED_EACH, fundEachIssue, nextToFund } from '@pulse/domain/milestone-funding';
import { NOTICE_STATUSES } from '@pulse/domain/retainer';
import type { Db } from '../../db/client';
import { createHoldsService } from '../holds/holds.service';
import { contractFlags } from './deal-contract-terms';
import type { MoneyConfig } from './deal-money';
import { partyOf, type Viewer } from './deal-parties';
import { dealPlansQueries, type MilestoneRow } from './deal-plans.repository';
import { DECLINED_NOTE } from './deal-steps';
import { type DealRow, dealsQueries } from './deals.repository';

const DAY_MS = 86_400_000;

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
