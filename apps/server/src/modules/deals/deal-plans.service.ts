import type { DealStatus } from '@pulse/domain/deal-lifecycle';
import {
  currentMilestone,
  isSettled,
  milestoneLabel,
  PLAN_MESSAGES,
  type PlanRequest,
  type PlanTerms,
  planEditable,
  planIssues,
  planTermsOf,
  statusAfterSettling,
} from '@pulse/domain/deal-plan';
import type { DealResponse } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { FUNDING_MESSAGES, type FundingMode, fundingName } from '@pulse/domain/milestone-funding';
import { RETAINER_MESSAGES } from '@pulse/domain/retainer';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { liveContract } from './deal-contract-terms';
import { type MoneyConfig, refuseWhileProviderPending } from './deal-money';
import { type Viewer, viewerAccount, visibleDeal } from './deal-parties';
import { dealPlansQueries, type MilestoneRow } from './deal-plans.repository';
import { dealLink, recordNote } from './deal-steps';
import { dealView } from './deal-view';
import { type DealRow, dealsQueries } from './deals.repository';

/** The caller's side in planning: the partner, the deal's own creative, or neither. */
export function planSide(deal: Pick<DealRow, 'brandId' | 'creatorId'>, meId: string): 'brand' | 'creator' | 'other' {
  return deal.brandId === meId ? 'brand' : deal.creatorId === meId ? 'creator' : 'other';
}

/** The milestone a locked deal is on, with the plan it belongs to. */
export async function currentOf(tx: Db, dealId: string): Promise<{ milestone: MilestoneRow; plan: MilestoneRow[] }> {
  const plan = await dealPlansQueries(tx).milestones(dealId);
  const milestone = currentMilestone(plan);
  if (!milestone) throw new Error(`Deal ${dealId} has no milestone left to work on`);
  return { milestone, plan };
}

/** "Milestone 2 of 3: " before a step's note on a plan of several; nothing on a one-sum deal. */
export function milestonePrefix(milestone: MilestoneRow, plan: readonly MilestoneRow[]): string {
  return plan.length > 1 ? `${milestoneLabel(milestone.position, plan.length)}: ` : '';
}

/** What a step that moves no money changes on the current milestone. */
export type MilestoneSet = Partial<
  Pick<MilestoneRow, 'status' | 'deliverables' | 'deliverableMediaId' | 'deliveredAt'>
>;

/** Marks the deal's current milestone (delivered, disputed, back to work) in the step's transaction. */
export async function markCurrent(tx: Db, dealId: string, set: MilestoneSet, funding: FundingMode = 'upfront') {
  const current = await currentOf(tx, dealId);
  // A milestone funded on its own is delivered (or disputed) once its money is in escrow (decisions 067, 072).
  if ((set.status === 'delivered' || set.status === 'disputed') && current.milestone.fundedAt === null) {
    const { milestone } = current;
    const message =
      funding === 'monthly'
        ? RETAINER_MESSAGES.notFunded(milestone.title)
        : FUNDING_MESSAGES.notFunded(fundingName(funding, milestone));
    throw new AppError('conflict', message);
  }
  await dealPlansQueries(tx).updateMilestone(current.milestone.id, set);
  return current;
}

/**
 * Settles a milestone with what the ledger just moved for it (released to the creatives, refunded to the
 * partner) and says where the deal goes: back to work while milestones remain, else paid or refunded.
 */
export async function settleMilestone(
  tx: Db,
  milestone: MilestoneRow,
  plan: readonly MilestoneRow[],
  money: { releasedCents: number; refundedCents: number },
): Promise<DealStatus> {
  await dealPlansQueries(tx).updateMilestone(milestone.id, {
    status: money.releasedCents > 0 ? 'released' : 'refunded',
    releasedCents: money.releasedCents,
    refundedCents: money.refundedCents,
    settledAt: new Date(),
  });
  const remaining = plan.filter((m) => m.id !== milestone.id && !isSettled(m.status)).length;
  const releasedOnDeal = money.releasedCents > 0 || plan.some((m) => m.id !== milestone.id && m.releasedCents > 0);
  return statusAfterSettling({ remaining, releasedOnDeal });
}

/**
 * Refunds every funded milestone not yet settled (a cancellation or an admin's refund); a retainer month never
 * funded ends with nothing to give back (decision 067). Returns the amount refunded.
 */
export async function refundRemaining(tx: Db, dealId: string): Promise<{ cents: number; to: DealStatus }> {
  const q = dealPlansQueries(tx);
  const plan = await q.milestones(dealId);
  let cents = 0;
  for (const m of plan) {
    if (isSettled(m.status)) continue;
    if (m.fundedAt === null) {
      await q.updateMilestone(m.id, { status: 'ended', settledAt: new Date() });
      continue;
    }
    cents += m.amountCents;
    await q.updateMilestone(m.id, { status: 'refunded', refundedCents: m.amountCents, settledAt: new Date() });
  }
  return { cents, to: statusAfterSettling({ remaining: 0, releasedOnDeal: plan.some((m) => m.releasedCents > 0) }) };
}

/** What the funded, unsettled milestones hold, by the charge that paid each: the escrow a cancellation returns. */
export async function unsettledOf(tx: Db, dealId: string): Promise<{ cents: number; paymentId: string | null }[]> {
  const plan = await dealPlansQueries(tx).milestones(dealId);
  return plan
    .filter((m) => !isSettled(m.status) && m.fundedAt !== null)
    .map((m) => ({ cents: m.amountCents, paymentId: m.fundingPaymentId }));
}

/** What funding a posted deal charges: its whole amount, or a retainer's first month (decision 067). */
export async function fundingDueCents(tx: Db, deal: DealRow): Promise<number> {
  if (deal.funding !== 'monthly') return deal.amountCents;
  const [first] = await dealPlansQueries(tx).milestones(deal.id);
  return first?.amountCents ?? deal.amountCents;
}

function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function sameMilestones(plan: readonly MilestoneRow[], input: PlanRequest): boolean {
  return (
    plan.length === input.milestones.length &&
    plan.every((m, i) => {
      const next = input.milestones[i];
      return next && m.title === next.title && m.amountCents === next.amountCents && m.dueDate === next.dueDate;
    })
  );
}

function termsNote(terms: PlanTerms): string {
  const rounds = `${terms.revisionRounds} round${terms.revisionRounds === 1 ? '' : 's'} of changes`;
  return `usage ${terms.usageDuration}, ${terms.usageTerritory}; ${rounds}`;
}

/** A deal's plan (decision 066): the partner shapes it, the creative proposes changes, both sign what stands. */
export function createDealPlansService(deps: { db: Db; config: MoneyConfig }) {
  const { db, config } = deps;
  const q = dealsQueries(db);

  return {
    /**
     * Replaces the plan's milestones. The partner or the deal's own creative, before both signed; every
     * signature on the old plan stops counting (the contract's hash changes), and the other side is told.
     */
    async setPlan(userId: string, id: string, input: PlanRequest, now = new Date()): Promise<DealResponse> {
      const me: Viewer = await viewerAccount(q, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const tq = dealsQueries(tx);
        const { deal, party } = await visibleDeal(tq, id, me, true);
        const side = planSide(deal, me.id);
        if (side === 'other') throw new AppError('forbidden', PLAN_MESSAGES.notParty);
        if (!planEditable(deal.status, side)) throw new AppError('conflict', PLAN_MESSAGES.notEditable);
        await refuseWhileProviderPending(tx, deal.id);
        const { deadline } = (await liveContract(tx, deal, config)).document.terms;
        const issues = planIssues(input, { amountCents: deal.amountCents, deadline }, todayUtc(now));
        const first = issues[0];
        if (first) {
          throw new AppError(
            'validation_failed',
            first.message,
            Object.fromEntries(issues.map((i) => [i.field, i.message])),
          );
        }
        const plans = dealPlansQueries(tx);
        const before = planTermsOf(deal);
        const terms = input.terms ?? before;
        const termsChanged = JSON.stringify(terms) !== JSON.stringify(before);
        const old = await plans.milestones(deal.id);
        const milestonesChanged = !sameMilestones(old, input);
        // A retainer's months are its brief's terms, each funded on its own; notice ends it (decision 067).
        if (milestonesChanged && deal.funding === 'monthly') {
          throw new AppError('conflict', RETAINER_MESSAGES.fixedMonths);
        }
        // Funded one at a time, a funded milestone's escrow is its amount: it stays as it is (decision 072).
        if (milestonesChanged && deal.funding === 'milestone') {
          const moved = old.find((m, i) => {
            const next = input.milestones[i];
            return (
              m.fundedAt &&
              !(next && m.title === next.title && m.amountCents === next.amountCents && m.dueDate === next.dueDate)
            );
          });
          if (moved) throw new AppError('conflict', FUNDING_MESSAGES.fixedFunded(`Milestone ${moved.position}`));
        }
        if (!milestonesChanged && !termsChanged) return { deal: await dealView(tx, deal, me, config) };
        // Funded whole, the new milestones share that escrow; funded one at a time, each keeps its own.
        const whole = old[0]?.fundedAt ? { at: old[0].fundedAt, paymentId: old[0].fundingPaymentId } : null;
        const fundedOf = (position: number) => {
          if (deal.funding === 'upfront') return whole;
          const m = old.find((o) => o.position === position);
          return m?.fundedAt ? { at: m.fundedAt, paymentId: m.fundingPaymentId } : null;
        };
        if (milestonesChanged) await plans.replacePlan(deal.id, input.milestones, fundedOf);
        const count = input.milestones.length;
        const note = [
          `Plan changed: ${count} milestone${count === 1 ? '' : 's'} (${input.milestones
            .map((m) => formatCents(m.amountCents))
            .join(', ')})`,
          termsChanged ? termsNote(terms) : '',
        ]
          .filter(Boolean)
          .join('; ');
        const updated = await tq.updateDeal(deal.id, termsChanged ? terms : {});
        await recordNote(tq, updated, me.id, note);
        const other = party === 'brand' ? deal.creatorId : deal.brandId;
        if (other) {
          await tq.notify({
            userId: other,
            kind: 'deal_step',
            title: `${deal.title}: ${PLAN_MESSAGES.changedTitle}`,
            body: `${note}. ${PLAN_MESSAGES.changed}`,
            link: dealLink(deal.id),
          });
        }
        return { deal: await dealView(tx, updated, me, config) };
      });
    },
  };
}
