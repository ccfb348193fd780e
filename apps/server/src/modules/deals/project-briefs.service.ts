import { BRIEF_NOT_FOUND_MESSAGE, ONLY_PARTNERS_POST_MESSAGE } from '@pulse/domain/briefs';
import {
  APPLY_MESSAGES,
  type Applicant,
  type ApplicantsResponse,
  type ApplyRequest,
  type ApplyResponse,
  creativeKindOf,
  DEAL_MESSAGES,
  type DealRef,
  type DealResponse,
  escrowAmountCents,
  type OpenProjectsResponse,
  type PostProjectBriefRequest,
  type PostProjectBriefResponse,
  type ProjectBrief,
  type ProjectBriefResponse,
} from '@pulse/domain/deals';
import { earnedPulseScore } from '@pulse/domain/earned-numbers';
import { scoreMatch } from '@pulse/domain/matching';
import { hireIssue, RETAINER_MESSAGES, retainerPlan, SHORTLIST_MAX } from '@pulse/domain/retainer';
import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import type { Db } from '../../db/client';
import type { DealSplit } from '../../db/schema/submissions';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { matchBriefOf, matchCandidateOf } from '../briefs/brief-view';
import { createMoneySteps, type MoneySteps } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import type { PricingService } from '../pricing/pricing.service';
import { registerDealFinishers } from './deal-finishers';
import { type FundReplies, type MoneyConfig, planEscrowCharge, refuseWhileProviderPending } from './deal-money';
import { type Viewer, viewerAccount, viewerOrThrow } from './deal-parties';
import { dealPlansQueries } from './deal-plans.repository';
import { fundingDueCents } from './deal-plans.service';
import { dealLink, recordStep, stepOrThrow } from './deal-steps';
import { dealView } from './deal-view';
import { type BriefRow, type DealRow, type DealsQueries, dealsQueries } from './deals.repository';

const OPEN_PROJECTS_SCANNED = 200;

/** Budget bounds from the option's text ("$500-$1000" → 500 and 1000; "<$250" → up to 250). */
function budgetBoundsCents(budget: string): { min: number | null; max: number | null } {
  const figures = [...budget.matchAll(/\$(\d[\d,]*)/g)].map((m) => Number((m[1] as string).replace(/,/g, '')) * 100);
  if (budget.startsWith('<')) return { min: 0, max: figures[0] ?? null };
  if (budget.startsWith('>')) return { min: figures[0] ?? null, max: null };
  return { min: figures[0] ?? null, max: figures[1] ?? figures[0] ?? null };
}

function toProjectBrief(row: BriefRow): ProjectBrief {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    description: row.description,
    budget: row.budgetText,
    deadline: row.deadline,
    category: row.category,
    usageType: row.usageType,
    tags: row.tags,
    contactEmail: row.contactEmail,
    engagement: row.engagement,
    months: row.retainerMonths,
    noticeDays: row.noticeDays,
    createdAt: row.createdAt.toISOString(),
  };
}

const dealRef = (deal: DealRow): DealRef => ({ id: deal.id, status: deal.status, amountCents: deal.amountCents });

/** The kind of work a creative does: the creative role they picked, else the role their profile's tags suggest. */
async function creativeKind(q: DealsQueries, me: Viewer) {
  const profile = await q.findCreatorProfile(me.id);
  return { profile, kind: creativeKindOf(me.creativeRole) ?? creativeKindOf(profile?.category) };
}

/**
 * Project briefs (/post-brief): posting with its deal, funding into escrow, creatives' applications and the
 * partner's selection, which accepts the deal for the chosen creative and declines the others.
 */
export function createProjectBriefsService(deps: {
  db: Db;
  provider: PaymentProvider;
  config: MoneyConfig;
  /** The app's one set of money steps (recovery finishes through it); a service of its own otherwise. */
  steps?: MoneySteps;
  /** Refuses a budget under its category's floor (decision 055); none in seeds that post without floors. */
  pricing?: Pick<PricingService, 'assertAboveFloor'>;
}) {
  const { db, provider, config } = deps;
  const steps = deps.steps ?? createMoneySteps({ db, provider });
  registerDealFinishers(steps, { provider, config });
  const q = dealsQueries(db);

  /** The brief if it is the viewer's project brief; anyone else gets the same 404 as a missing one. */
  function owned(brief: BriefRow | null, me: Viewer): BriefRow {
    if (brief?.kind !== 'project' || brief.ownerId !== me.id) {
      throw new AppError('not_found', BRIEF_NOT_FOUND_MESSAGE);
    }
    return brief;
  }

  async function ownBrief(tq: DealsQueries, id: string, me: Viewer, lock = false): Promise<BriefRow> {
    return owned(await tq.findBrief(id, lock), me);
  }

  /** A project brief's deal; Lou's published drafts get theirs on first use. */
  async function dealOf(tq: DealsQueries, brief: BriefRow, lock = false): Promise<DealRow> {
    const existing = await tq.findProjectDeal(brief.id, lock);
    if (existing) return existing;
    return tq.createProjectDeal(
      {
        id: newId(),
        briefId: brief.id,
        brandId: brief.ownerId,
        title: brief.title,
        type: 'project',
        // A retainer's budget is per month; its deal is every month, funded one at a time (decision 067).
        amountCents: escrowAmountCents(brief.budgetText) * (brief.retainerMonths ?? 1),
        status: 'posted',
        funding: brief.engagement === 'retainer' ? 'monthly' : 'upfront',
        noticeDays: brief.noticeDays,
      },
      { id: newId(), actorId: brief.ownerId, fromStatus: null, toStatus: 'posted', note: 'Brief posted' },
    );
  }

  function fundBlockedReason(me: Viewer, brief: BriefRow, deal: DealRow | null): string | null {
    if (deal && deal.status !== 'posted') return DEAL_MESSAGES.alreadyFunded;
    if (brief.status === 'closed') return 'This brief is closed.';
    if (me.role !== 'brand' || me.brandStatus !== 'approved') return DEAL_MESSAGES.needsApproval;
    return null;
  }

  return {
    /** The form's prefill: the partner profile's contact e-mail, else the account's. */
    async defaults(userId: string): Promise<{ contactEmail: string }> {
      const me = await viewerAccount(q, userId);
      const contact = await q.partnerContactEmail(me.id);
      return { contactEmail: contact ?? (me.isAnonymous ? '' : me.email) };
    },

    /** Post a Brief: the brief (a draft while the partner awaits approval) and its deal, posted, in one go. */
    async post(userId: string, input: PostProjectBriefRequest): Promise<PostProjectBriefResponse> {
      const me = await viewerAccount(q, userId);
      if (me.role !== 'brand') throw new AppError('forbidden', ONLY_PARTNERS_POST_MESSAGE);
      const bounds = budgetBoundsCents(input.budget);
      // The escrow amount (the budget's first figure) against the admin's floor: refused before anything is written.
      await deps.pricing?.assertAboveFloor(input.category, escrowAmountCents(input.budget));
      // A retainer's months: month 1 due on the form's date, each next a calendar month later (decision 067).
      const months =
        input.engagement === 'retainer' && input.months
          ? retainerPlan({
              monthlyCents: escrowAmountCents(input.budget),
              months: input.months,
              firstDue: input.deadline,
            })
          : null;
      return db.transaction(async (raw) => {
        const tq = dealsQueries(raw as unknown as Db);
        const brief = await tq.insertBrief({
          id: newId(),
          ownerId: me.id,
          kind: 'project',
          status: me.brandStatus === 'approved' ? 'posted' : 'draft',
          source: 'form',
          title: input.title,
          description: input.description,
          category: input.category,
          budgetText: input.budget,
          budgetMinCents: bounds.min,
          budgetMaxCents: bounds.max,
          // A retainer runs to its last month.
          deadline: months ? (months[months.length - 1]?.dueDate ?? input.deadline) : input.deadline,
          tags: input.tags,
          usageType: input.usageType,
          contactEmail: input.contactEmail,
          engagement: months ? 'retainer' : 'project',
          retainerMonths: months ? months.length : null,
          noticeDays: months ? (input.noticeDays ?? null) : null,
        });
        const deal = await dealOf(tq, brief);
        if (months) await dealPlansQueries(raw as unknown as Db).replacePlan(deal.id, months);
        return { brief: toProjectBrief(brief), deal: dealRef(deal) };
      });
    },

    /** What the fund screen shows: the brief as posted, its escrow amount and whether Fund Project can go. */
    async get(userId: string, id: string): Promise<ProjectBriefResponse> {
      const me = await viewerAccount(q, userId);
      const brief = await ownBrief(q, id, me);
      const deal = await q.findProjectDeal(brief.id);
      return {
        brief: toProjectBrief(brief),
        deal: deal ? dealRef(deal) : { id: '', status: 'posted', amountCents: escrowAmountCents(brief.budgetText) },
        escrowAmountCents: deal ? await fundingDueCents(db, deal) : escrowAmountCents(brief.budgetText),
        fundBlockedReason: fundBlockedReason(me, brief, deal),
        provider: provider.name,
        paymentMethods: [...provider.testPaymentMethods],
        publishableKey: provider.publishableKey,
        applicationCount: await q.countApplications(brief.id),
      };
    },

    /** Fund Project: charge the escrow amount through the provider, once per Idempotency-Key. */
    async fund(userId: string, id: string, key: string, paymentMethod: string) {
      return steps.run<FundReplies, { me: Viewer; brief: BriefRow; deal: DealRow | null }>(
        { userId, key, route: 'POST /api/project-briefs/:id/fund', request: { id, paymentMethod } },
        async (tx, _ledger, { me, brief, deal: locked }) => {
          // After the key: a replay gets its stored reply even once the brief has closed.
          if (brief.status === 'closed') throw new AppError('conflict', 'This brief is closed.');
          const deal = locked ?? (await dealOf(dealsQueries(tx), brief, true));
          return planEscrowCharge({ me, deal, paymentMethod, amountCents: await fundingDueCents(tx, deal) });
        },
        // Before the key is looked at: the account, the brief with its deal locked (form-posted briefs have their
        // deal) and the key's claim, in one statement; anyone but the owner gets the same 404 as a missing brief.
        async (tx, claim) => {
          const tq = dealsQueries(tx);
          const { viewer, locked, claimed } = await tq.lockProjectBriefAndDealForViewer(id, userId, claim);
          const me = viewerOrThrow(viewer);
          const brief = locked ? owned(locked.brief, me) : await ownBrief(tq, id, me, true);
          return { value: { me, brief, deal: locked?.deal ?? null }, claimed };
        },
      );
    },

    /** Funded briefs a creative of the brief's category can apply to, best fit first, with their application. */
    async openProjects(userId: string): Promise<OpenProjectsResponse> {
      const me = await viewerAccount(q, userId);
      if (me.role !== 'creator') throw new AppError('forbidden', APPLY_MESSAGES.onlyCreatives);
      const { profile, kind } = await creativeKind(q, me);
      const rows = (await q.listOpenProjects(me.id, OPEN_PROJECTS_SCANNED)).filter(
        (r) => creativeKindOf(r.brief.category) === kind,
      );
      const applied = new Map(
        (
          await q.applicationsOf(
            me.id,
            rows.map((r) => r.brief.id),
          )
        ).map((a) => [a.briefId, a] as const),
      );
      const items = rows.map((r) => {
        const match = scoreMatch(matchBriefOf(r.brief), matchCandidateOf(profile, null));
        const application = applied.get(r.brief.id);
        return {
          brief: { ...toProjectBrief(r.brief), brand: r.brand, brandId: r.brief.ownerId },
          escrowAmountCents: r.amountCents,
          matchScore: match.score,
          reason: match.reason,
          application: application ? { id: application.id, status: application.status } : null,
        };
      });
      items.sort((a, b) => b.matchScore - a.matchScore);
      return { items };
    },

    /** Apply: approved creatives of the brief's category, once, while the brief is funded and open. */
    async apply(userId: string, id: string, input: ApplyRequest): Promise<ApplyResponse> {
      const me = await viewerAccount(q, userId);
      if (me.role !== 'creator') throw new AppError('forbidden', APPLY_MESSAGES.onlyCreatives);
      if (me.creatorStatus !== 'approved') throw new AppError('forbidden', APPLY_MESSAGES.pendingCreative);
      const brief = await q.findBrief(id);
      // A brief Pulse removed reads as missing (decision 050).
      if (brief?.kind !== 'project' || brief.status === 'draft' || brief.hiddenAt) {
        throw new AppError('not_found', BRIEF_NOT_FOUND_MESSAGE);
      }
      if (brief.ownerId === me.id) throw new AppError('forbidden', APPLY_MESSAGES.ownBrief);
      // No offers either way between two people when one blocked the other.
      if (await q.isBlockedPair(me.id, brief.ownerId)) throw new AppError('forbidden', SAFETY_MESSAGES.cannotApply);
      const deal = await q.findProjectDeal(brief.id);
      if (brief.status !== 'open' || deal?.status !== 'funded') throw new AppError('conflict', APPLY_MESSAGES.notOpen);
      const { profile, kind } = await creativeKind(q, me);
      if (kind !== creativeKindOf(brief.category)) throw new AppError('forbidden', APPLY_MESSAGES.wrongCategory);
      const match = scoreMatch(matchBriefOf(brief), matchCandidateOf(profile, null));
      const row = await q.insertApplication({
        id: newId(),
        briefId: brief.id,
        creatorId: me.id,
        kind: 'application',
        status: 'pending',
        matchScore: match.score,
        scoreParts: match.parts,
        reason: match.reason,
        portfolioUrl: input.portfolioLinks[0] ?? null,
        portfolioLinks: input.portfolioLinks,
        message: input.note,
      });
      if (!row) throw new AppError('conflict', APPLY_MESSAGES.alreadyApplied);
      return { application: { id: row.id, status: row.status } };
    },

    /** The owner reviews applicants: profile, portfolio, note and match score, best first. */
    async applicants(userId: string, id: string): Promise<ApplicantsResponse> {
      const me = await viewerAccount(q, userId);
      const brief = await ownBrief(q, id, me);
      const deal = await q.findProjectDeal(brief.id);
      const rows = await q.listApplicants(brief.id);
      const items: Applicant[] = rows.map(({ submission: s, name, profile }) => ({
        id: s.id,
        status: s.status,
        portfolioLinks: s.portfolioLinks.length > 0 ? s.portfolioLinks : s.portfolioUrl ? [s.portfolioUrl] : [],
        note: s.message,
        matchScore: s.matchScore,
        scoreParts: s.scoreParts ?? null,
        reason: s.reason,
        submittedAt: s.submittedAt.toISOString(),
        creator: {
          id: s.creatorId,
          name,
          niche: profile?.niche ?? '',
          location: profile?.location ?? '',
          bio: profile?.bio ?? '',
          vibeTags: (profile?.vibeTags ?? []).slice(0, 4),
          authenticityScore: earnedPulseScore(profile?.authenticityScore ?? 0),
        },
      }));
      return {
        brief: toProjectBrief(brief),
        deal: deal ? dealRef(deal) : { id: '', status: 'posted', amountCents: escrowAmountCents(brief.budgetText) },
        items,
      };
    },

    /**
     * Select: in one transaction the chosen applicant becomes the deal's creative (100% split), the deal moves
     * funded → accepted, the other applicants are declined and the brief closes to applications.
     */
    async select(userId: string, id: string, applicationId: string): Promise<DealResponse> {
      const me = await viewerAccount(q, userId);
      const owned = await ownBrief(q, id, me);
      // A retainer hires from its shortlist of 2 to 4 (decision 067).
      if (owned.engagement === 'retainer') return this.hire(userId, id, [applicationId]);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const tq = dealsQueries(tx);
        const brief = await ownBrief(tq, id, me, true);
        const deal = await dealOf(tq, brief, true);
        const [applicant] = await tq.listApplicants(brief.id, applicationId);
        if (!applicant) throw new AppError('not_found', APPLY_MESSAGES.notFound);
        const step = stepOrThrow(deal.status, 'select', 'brand');
        await refuseWhileProviderPending(tx, deal.id);
        const splits: DealSplit[] = [{ userId: applicant.submission.creatorId, name: applicant.name, percentage: 100 }];
        const declined = await tq.selectApplication(brief.id, applicant.submission.id);
        for (const userId of declined) {
          await tq.notify({
            userId,
            kind: 'application_declined',
            title: `Not selected: ${brief.title}`,
            body: 'The partner chose another creative this time.',
            link: '/creator/projects',
          });
        }
        const moved = await recordStep(
          tq,
          deal,
          step.to,
          me.id,
          `Selected ${applicant.name}`,
          { creatorId: applicant.submission.creatorId, submissionId: applicant.submission.id, splits },
          { id: brief.id, from: ['open', 'matched', 'posted'], to: 'closed' },
        );
        return { deal: await dealView(tx, moved, me, config) };
      });
    },

    /** A retainer's owner shortlists an applicant (at most 4) or takes them off the shortlist (decision 067). */
    async shortlist(userId: string, id: string, applicationId: string, shortlisted: boolean) {
      const me = await viewerAccount(q, userId);
      await db.transaction(async (raw) => {
        const tq = dealsQueries(raw as unknown as Db);
        const brief = await ownBrief(tq, id, me, true);
        if (brief.engagement !== 'retainer') throw new AppError('conflict', RETAINER_MESSAGES.onlyRetainers);
        const deal = await dealOf(tq, brief, true);
        if (deal.status !== 'funded') throw new AppError('conflict', DEAL_MESSAGES.wrongStatus);
        const all = await tq.listApplicants(brief.id);
        const applicant = all.find((a) => a.submission.id === applicationId);
        if (!applicant) throw new AppError('not_found', APPLY_MESSAGES.notFound);
        const listed = all.filter((a) => a.submission.status === 'shortlisted');
        if (shortlisted && applicant.submission.status !== 'shortlisted' && listed.length >= SHORTLIST_MAX) {
          throw new AppError('conflict', RETAINER_MESSAGES.shortlistFull);
        }
        await tq.setShortlisted(brief.id, applicationId, shortlisted);
      });
      return this.applicants(userId, id);
    },

    /**
     * A retainer's owner hires one or more of a shortlist of 2 to 4. The first hire takes the brief's funded deal
     * (funded → accepted); each other hire gets a deal of the same months, posted with its creative chosen, which
     * the partner funds on its deal page (funding its first month accepts it). The rest are declined.
     */
    async hire(userId: string, id: string, applicationIds: readonly string[]): Promise<DealResponse> {
      const me = await viewerAccount(q, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const tq = dealsQueries(tx);
        const brief = await ownBrief(tq, id, me, true);
        if (brief.engagement !== 'retainer') throw new AppError('conflict', RETAINER_MESSAGES.onlyRetainers);
        const deal = await dealOf(tq, brief, true);
        const step = stepOrThrow(deal.status, 'select', 'brand');
        await refuseWhileProviderPending(tx, deal.id);
        const all = await tq.listApplicants(brief.id);
        const hire = [...new Set(applicationIds)];
        const issue = hireIssue({
          shortlisted: all.filter((a) => a.submission.status === 'shortlisted').map((a) => a.submission.id),
          hire,
        });
        if (issue) throw new AppError('validation_failed', issue, { applicationIds: issue });
        const hired = hire.map((h) => all.find((a) => a.submission.id === h)!);
        const declined = await tq.selectApplication(brief.id, hire);
        for (const userId of declined) {
          await tq.notify({
            userId,
            kind: 'application_declined',
            title: `Not selected: ${brief.title}`,
            body: 'The partner chose another creative this time.',
            link: '/creator/projects',
          });
        }
        const splitsOf = (a: (typeof hired)[number]): DealSplit[] => [
          { userId: a.submission.creatorId, name: a.name, percentage: 100 },
        ];
        const [first, ...others] = hired as [(typeof hired)[number], ...(typeof hired)[number][]];
        const plans = dealPlansQueries(tx);
        const months = await plans.milestones(deal.id);
        for (const other of others) {
          const extra = await tq.createProjectDeal(
            {
              id: newId(),
              briefId: brief.id,
              brandId: brief.ownerId,
              creatorId: other.submission.creatorId,
              submissionId: other.submission.id,
              splits: splitsOf(other),
              title: brief.title,
              type: 'project',
              amountCents: deal.amountCents,
              status: 'posted',
              funding: 'monthly',
              noticeDays: deal.noticeDays,
            },
            {
              id: newId(),
              actorId: me.id,
              fromStatus: null,
              toStatus: 'posted',
              note: `Hired ${other.name} from the retainer shortlist; fund month 1 to start`,
            },
          );
          await plans.replacePlan(
            extra.id,
            months.map((m) => ({ title: m.title, amountCents: m.amountCents, dueDate: m.dueDate ?? '' })),
          );
          await tq.notify({
            userId: other.submission.creatorId,
            kind: 'deal_step',
            title: `Hired: ${brief.title}`,
            body: 'The partner hired you for this retainer. Work starts once they fund month 1.',
            link: dealLink(extra.id),
          });
        }
        const moved = await recordStep(
          tq,
          deal,
          step.to,
          me.id,
          `Hired ${first.name} from the retainer shortlist`,
          { creatorId: first.submission.creatorId, submissionId: first.submission.id, splits: splitsOf(first) },
          { id: brief.id, from: ['open', 'matched', 'posted'], to: 'closed' },
        );
        return { deal: await dealView(tx, moved, me, config) };
      });
    },
  };
}
export type ProjectBriefsService = ReturnType<typeof createProjectBriefsService>;
