import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentMilestone,
  PLAN_MAX_MILESTONES,
  PLAN_MESSAGES,
  PlanRequest,
  planIssues,
  statusAfterSettling,
  suggestMilestones,
  unsettledCents,
} from './deal-plan';

const today = '2030-01-10';
const deal = { amountCents: 90_000, deadline: '2030-02-10' };
const ms = (amounts: number[], dates?: string[]) =>
  amounts.map((amountCents, i) => ({
    title: `Part ${i + 1}`,
    amountCents,
    dueDate: dates?.[i] ?? `2030-01-${String(11 + i).padStart(2, '0')}`,
  }));

describe('planIssues', () => {
  it('accepts milestones that add up to the amount, due in order by the deadline', () => {
    expect(planIssues({ milestones: ms([30_000, 30_000, 30_000]) }, deal, today)).toEqual([]);
  });

  it('refuses amounts that do not add up, in words with both figures', () => {
    expect(planIssues({ milestones: ms([30_000, 30_000]) }, deal, today)).toEqual([
      { field: 'milestones', message: PLAN_MESSAGES.sumMismatch('$900', '$600') },
    ]);
  });

  it('refuses 0 or more than 6 milestones', () => {
    expect(planIssues({ milestones: [] }, deal, today)[0]?.message).toBe(PLAN_MESSAGES.countRange);
    expect(planIssues({ milestones: ms([1, 1, 1, 1, 1, 1, 89_994]) }, deal, today)[0]?.message).toBe(
      PLAN_MESSAGES.countRange,
    );
    expect(PlanRequest.safeParse({ milestones: [] }).error?.issues[0]?.message).toBe(PLAN_MESSAGES.countRange);
  });

  it('refuses dates in the past, after the deadline and out of order', () => {
    expect(planIssues({ milestones: ms([90_000], ['2030-01-09']) }, deal, today)).toEqual([
      { field: 'milestones.0.dueDate', message: PLAN_MESSAGES.dateInPast },
    ]);
    expect(planIssues({ milestones: ms([90_000], ['2030-02-11']) }, deal, today)).toEqual([
      { field: 'milestones.0.dueDate', message: PLAN_MESSAGES.dateAfterDeadline('2030-02-10') },
    ]);
    expect(planIssues({ milestones: ms([45_000, 45_000], ['2030-01-20', '2030-01-15']) }, deal, today)).toEqual([
      { field: 'milestones.1.dueDate', message: PLAN_MESSAGES.dateOrder },
    ]);
  });

  it('names the field of a bad title or amount', () => {
    const bad = [{ title: ' ', amountCents: 12.5, dueDate: '2030-01-20' }];
    expect(planIssues({ milestones: bad }, deal, today).map((i) => i.field)).toEqual([
      'milestones.0.title',
      'milestones.0.amountCents',
    ]);
  });
});

describe('suggestMilestones', () => {
  it('always adds up to the amount exactly and passes its own checks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 600, max: 10_000_000 }),
        fc.integer({ min: 1, max: PLAN_MAX_MILESTONES }),
        fc.integer({ min: 1, max: 400 }),
        (amountCents, count, days) => {
          const deadline = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
          const plan = suggestMilestones({ amountCents, count, today, deadline });
          expect(plan).toHaveLength(count);
          expect(plan.reduce((s, m) => s + m.amountCents, 0)).toBe(amountCents);
          expect(plan.at(-1)?.dueDate).toBe(deadline);
          expect(planIssues({ milestones: plan }, { amountCents, deadline }, today)).toEqual([]);
        },
      ),
    );
  });

  it('spaces milestones by the typical days when the deal has no deadline', () => {
    const plan = suggestMilestones({ amountCents: 100, count: 2, today, deadline: null, typicalDays: 10 });
    expect(plan.map((m) => m.dueDate)).toEqual(['2030-01-20', '2030-01-30']);
  });
});

describe('settling milestones', () => {
  const statuses = fc.constantFrom('open', 'delivered', 'disputed', 'released', 'refunded' as const);
  it('the current milestone is the first unsettled one, and unsettled money is what the rest hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 1000 }), statuses), { minLength: 1, maxLength: 6 }),
        (rows) => {
          const plan = rows.map(([amountCents, status], i) => ({ position: i + 1, amountCents, status }));
          const current = currentMilestone(plan);
          const firstOpen = plan.findIndex((m) => m.status !== 'released' && m.status !== 'refunded');
          expect(current?.position ?? null).toBe(firstOpen < 0 ? null : firstOpen + 1);
          const settled = plan.filter((m) => m.status === 'released' || m.status === 'refunded');
          const total = plan.reduce((s, m) => s + m.amountCents, 0);
          expect(unsettledCents(plan)).toBe(total - settled.reduce((s, m) => s + m.amountCents, 0));
        },
      ),
    );
  });

  it('goes back to work while milestones remain, else paid or refunded', () => {
    expect(statusAfterSettling({ remaining: 2, releasedOnDeal: false })).toBe('signed');
    expect(statusAfterSettling({ remaining: 0, releasedOnDeal: true })).toBe('paid');
    expect(statusAfterSettling({ remaining: 0, releasedOnDeal: false })).toBe('refunded');
  });
});
