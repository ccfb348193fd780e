import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planIssues } from './deal-plan';
import { nextToFund } from './milestone-funding';
import {
  addMonths,
  endNote,
  endWithNotice,
  hireIssue,
  monthStart,
  RETAINER_MAX_MONTHS,
  RETAINER_MESSAGES,
  RETAINER_MIN_MONTHS,
  retainerPlan,
} from './retainer';

const isoDay = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });
});

describe('retainerPlan', () => {
  it('is always a valid plan: one month each, in order, adding up to monthly × months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: RETAINER_MIN_MONTHS, max: RETAINER_MAX_MONTHS }),
        isoDay,
        (monthlyCents, months, firstDue) => {
          const plan = retainerPlan({ monthlyCents, months, firstDue });
          expect(plan).toHaveLength(months);
          expect(plan.map((m) => m.title)).toEqual(plan.map((_, i) => `Month ${i + 1}`));
          const deadline = plan[plan.length - 1]!.dueDate;
          expect(planIssues({ milestones: plan }, { amountCents: monthlyCents * months, deadline }, firstDue)).toEqual(
            [],
          );
        },
      ),
    );
  });
});

describe('the shortlist', () => {
  it('hires only from 2 to 4 shortlisted, at least one, all from the list', () => {
    expect(hireIssue({ shortlisted: ['a'], hire: ['a'] })).toBe(RETAINER_MESSAGES.shortlistSize);
    expect(hireIssue({ shortlisted: ['a', 'b', 'c', 'd', 'e'], hire: ['a'] })).toBe(RETAINER_MESSAGES.shortlistSize);
    expect(hireIssue({ shortlisted: ['a', 'b'], hire: [] })).toBe(RETAINER_MESSAGES.hireSomeone);
    expect(hireIssue({ shortlisted: ['a', 'b'], hire: ['c'] })).toBe(RETAINER_MESSAGES.hireFromShortlist);
    expect(hireIssue({ shortlisted: ['a', 'b', 'c'], hire: ['a', 'c'] })).toBeNull();
  });
});

describe('notice', () => {
  const months = (funded: number) =>
    retainerPlan({ monthlyCents: 50_000, months: 4, firstDue: '2027-01-10' }).map((m, i) => ({
      position: i + 1,
      dueDate: m.dueDate,
      funded: i < funded,
      status: 'open',
    }));

  it('never ends a funded month, and ends every unfunded month that starts after the end date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), isoDay, fc.constantFrom(7, 14, 30), (funded, today, notice) => {
        const plan = months(funded);
        const { endsOn, dropped } = endWithNotice(plan, today, notice);
        for (const m of plan) {
          const start = monthStart(plan, m.position);
          const shouldEnd = !m.funded && start !== null && start > endsOn;
          expect(dropped.includes(m.position)).toBe(shouldEnd);
        }
      }),
    );
  });

  it('says what ends in plain words', () => {
    const { endsOn, dropped } = endWithNotice(months(1), '2027-01-01', 14);
    expect(endsOn).toBe('2027-01-15');
    expect(dropped).toEqual([3, 4]);
    expect(endNote(endsOn, 14, dropped)).toBe(
      "Retainer ends on 2027-01-15 (14 days' notice); months 3 to 4 will not run.",
    );
    expect(endNote(endsOn, 14, [4])).toBe("Retainer ends on 2027-01-15 (14 days' notice); month 4 will not run.");
  });

  it('funds the first month neither funded nor settled next', () => {
    const plan = months(2);
    expect(nextToFund(plan)?.position).toBe(3);
    expect(nextToFund(plan.map((m) => ({ ...m, funded: true })))).toBeNull();
  });
});
