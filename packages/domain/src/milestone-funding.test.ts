import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestMilestones } from './deal-plan';
import { FUNDING_MESSAGES, fundEachIssue, fundEachRefundCents, fundEachSummary, nextToFund } from './milestone-funding';

const milestone = (
  position: number,
  amountCents = 30_000,
  over: Partial<{ status: string; funded: boolean; releasedCents: number }> = {},
) => ({
  position,
  amountCents,
  status: 'open',
  funded: true,
  releasedCents: 0,
  ...over,
});
const three = [milestone(1), milestone(2), milestone(3)];
const ok = { mode: 'upfront' as const, status: 'accepted', isPartner: true, milestones: three };

describe('switching to one milestone at a time', () => {
  it("is the partner's, on a hired deal funded whole, before both sign, with nothing released", () => {
    expect(fundEachIssue(ok)).toBeNull();
    expect(fundEachIssue({ ...ok, isPartner: false })).toBe(FUNDING_MESSAGES.notYours);
    expect(fundEachIssue({ ...ok, mode: 'milestone' })).toBe(FUNDING_MESSAGES.alreadyEach);
    expect(fundEachIssue({ ...ok, mode: 'monthly' })).toBe(FUNDING_MESSAGES.notNow);
    expect(fundEachIssue({ ...ok, milestones: [milestone(1, 90_000)] })).toBe(FUNDING_MESSAGES.oneMilestone);
    expect(fundEachIssue({ ...ok, status: 'funded' })).toBe(FUNDING_MESSAGES.notNow);
    expect(fundEachIssue({ ...ok, status: 'signed' })).toBe(FUNDING_MESSAGES.notNow);
    expect(
      fundEachIssue({
        ...ok,
        milestones: [milestone(1, 30_000, { status: 'released', releasedCents: 30_000 }), milestone(2)],
      }),
    ).toBe(FUNDING_MESSAGES.notNow);
    expect(fundEachIssue({ ...ok, milestones: [milestone(1), milestone(2, 30_000, { funded: false })] })).toBe(
      FUNDING_MESSAGES.notNow,
    );
  });

  it('keeps milestone 1 in escrow and refunds exactly the rest, for any plan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 600, max: 5_000_000 }), fc.integer({ min: 2, max: 6 }), (total, count) => {
        const plan = suggestMilestones({ amountCents: total, count, today: '2027-01-01', deadline: '2027-06-30' }).map(
          (m, i) => ({ ...m, position: i + 1 }),
        );
        const refund = fundEachRefundCents(plan);
        expect(refund + plan[0]!.amountCents).toBe(total);
        expect(refund).toBeGreaterThan(0);
      }),
    );
  });

  it('says what it refunds in plain words', () => {
    expect(fundEachSummary(three)).toBe('Pulse refunds $600 (milestones 2 and 3) to your card now.');
    expect(fundEachSummary([milestone(1), milestone(2, 45_000)])).toBe(
      'Pulse refunds $450 (milestone 2) to your card now.',
    );
  });

  it('funds the first milestone neither funded nor settled next', () => {
    const plan = [
      milestone(1, 1, { status: 'released' }),
      milestone(2, 1, { funded: false }),
      milestone(3, 1, { funded: false }),
    ];
    expect(nextToFund(plan)?.position).toBe(2);
    expect(nextToFund(plan.map((m) => ({ ...m, funded: true })))).toBeNull();
  });
});
