import { BRIEF_NOT_FOUND_MESSAGE } from '@pulse/domain/briefs';
import { creativeKindOf, PROJECT_CATEGORIES } from '@pulse/domain/deals';
import {
  ALL_WORK_NAME,
  assessBudget,
  categoryName,
  daysBetween,
  type GroupFigures,
  type GuidanceChainLevel,
  guidanceFromChain,
  type PriceFloorsResponse,
  type PriceGuidance,
  type PriceGuidanceQuery,
  type SetPriceFloorRequest,
  type Turnaround,
  turnaroundOf,
  usageName,
} from '@pulse/domain/price-guidance';
import { AppError } from '../../lib/app-error';
import { type GroupKey, keyOf, type PricingRepository } from './pricing.repository';

const ANY = '*';
const NONE: GroupFigures = {
  deals: 0,
  p25Cents: null,
  p50Cents: null,
  p75Cents: null,
  timedDeals: 0,
  medianDays: null,
  onTimeRate: null,
};

/** A brief's category on the post-brief form's scale (graphic_designer), as the view groups it; null for none. */
export function guidanceCategoryOf(category: string | null | undefined): string | null {
  const kind = creativeKindOf(category);
  if (kind === 'designer') return 'graphic_designer';
  return kind;
}

/** The UTC calendar date of a moment. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function createPricingService(deps: { repo: PricingRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** The guidance for a group: its chain (group → category → all, or usage → all without a category). */
  async function guidanceFor(input: {
    category: string | null;
    usageType: string | null;
    turnaround: Turnaround | null;
  }): Promise<PriceGuidance> {
    const { category, usageType, turnaround } = input;
    const levels: { level: GuidanceChainLevel['level']; name: string; key: GroupKey }[] = [];
    if (usageType && turnaround) {
      levels.push({
        level: category ? 'group' : 'usage',
        name: 'deals like this one',
        key: { category: category ?? ANY, usageType, turnaround },
      });
    }
    if (category) {
      levels.push({
        level: 'category',
        name: categoryName(category),
        key: { category, usageType: ANY, turnaround: ANY },
      });
    } else if (usageType && !turnaround) {
      levels.push({ level: 'usage', name: usageName(usageType), key: { category: ANY, usageType, turnaround: ANY } });
    }
    levels.push({ level: 'all', name: ALL_WORK_NAME, key: { category: ANY, usageType: ANY, turnaround: ANY } });
    const figures = await repo.groupFigures(levels.map((l) => l.key));
    const chain = levels.map((l) => ({ level: l.level, name: l.name, figures: figures.get(keyOf(l.key)) ?? NONE }));
    return {
      ...guidanceFromChain(chain),
      floorCents: category ? await repo.floorOf(category) : null,
      group: { category, usageType, turnaround },
    };
  }

  return {
    /** What similar completed work paid and took, for a brief being written (deadline from today). */
    async guidance(query: PriceGuidanceQuery): Promise<PriceGuidance> {
      const days = query.deadline ? daysBetween(isoDay(now()), query.deadline) : null;
      return guidanceFor({
        category: guidanceCategoryOf(query.category),
        usageType: query.usageType || null,
        turnaround: days === null || days < 0 ? null : turnaroundOf(days),
      });
    },

    /**
     * The same figures for a posted brief, as a creative judging it sees them (its turnaround as posted). A brief
     * that is not out (a draft, a hidden one) is its owner's alone.
     */
    async briefGuidance(viewerId: string, briefId: string): Promise<PriceGuidance> {
      const brief = await repo.findBrief(briefId);
      const visible = brief && (brief.ownerId === viewerId || (brief.status !== 'draft' && !brief.hiddenAt));
      if (!brief || !visible) throw new AppError('not_found', BRIEF_NOT_FOUND_MESSAGE);
      const days = brief.deadline ? daysBetween(isoDay(brief.createdAt), brief.deadline) : null;
      return guidanceFor({
        category: guidanceCategoryOf(brief.category),
        usageType: brief.usageType || null,
        turnaround: days === null || days < 0 ? null : turnaroundOf(days),
      });
    },

    /** Refuses a budget under its category's floor with the reason, as a field error on the budget. */
    async assertAboveFloor(category: string, budgetCents: number, field = 'budget'): Promise<void> {
      const normal = guidanceCategoryOf(category);
      if (!normal) return;
      const verdict = assessBudget({
        budgetCents,
        category: normal,
        floorCents: await repo.floorOf(normal),
        p25Cents: null,
      });
      if (verdict.kind === 'below_floor') {
        throw new AppError('validation_failed', verdict.message, { [field]: verdict.message });
      }
    },

    /** An admin's: the route requires the role (plugins/viewer.ts). */
    async listFloors(): Promise<PriceFloorsResponse> {
      const rows = new Map((await repo.floors()).map((r) => [r.category, r]));
      return {
        items: PROJECT_CATEGORIES.map((c) => {
          const row = rows.get(c.value);
          return {
            category: c.value,
            label: c.label,
            floorCents: row?.floorCents ?? null,
            updatedAt: row?.updatedAt.toISOString() ?? null,
          };
        }),
      };
    },

    /** An admin sets (or, with 0, clears) a category's floor. */
    async setFloor(adminId: string, input: SetPriceFloorRequest): Promise<PriceFloorsResponse> {
      if (input.floorCents === 0) await repo.clearFloor(input.category);
      else await repo.setFloor(input.category, input.floorCents, adminId);
      return this.listFloors();
    },

    refreshIfStale: () => repo.refreshGuidanceIfStale(),
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
