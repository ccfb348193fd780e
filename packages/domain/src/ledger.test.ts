import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPostings,
  assertBalanced,
  balancesOf,
  CARD_CLEARING,
  escrowAccount,
  formatCents,
  LedgerError,
  PAYOUTS,
  PLATFORM_FEES,
  payableAccount,
  planFunding,
  planPayout,
  planRefund,
  planRelease,
  platformFeeCents,
  splitAmounts,
} from './ledger';
import { planOneOffTip } from './tip-tab';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Whole percentages that add up to 100. */
const percentages = fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }).map((weights) => {
  const total = sum(weights);
  const parts = weights.map((w) => Math.floor((w * 100) / total));
  parts[0] = (parts[0] as number) + 100 - sum(parts);
  return parts;
});

describe('splitAmounts', () => {
  it('rounds by the largest remainder so the parts add up exactly', () => {
    expect(splitAmounts(1000, [33, 33, 34])).toEqual([330, 330, 340]);
    expect(splitAmounts(100, [50, 50])).toEqual([50, 50]);
    // 1 cent three ways: 33.33... each; the first gets the leftover cent.
    expect(splitAmounts(1, [33, 33, 34])).toEqual([0, 0, 1]);
    expect(splitAmounts(101, [50, 50])).toEqual([51, 50]);
    expect(splitAmounts(75_000, [60, 40])).toEqual([45_000, 30_000]);
  });

  it('refuses percentages that are not whole or do not add up to 100', () => {
    expect(() => splitAmounts(100, [50, 40])).toThrow(LedgerError);
    expect(() => splitAmounts(100, [50.5, 49.5])).toThrow(LedgerError);
    expect(() => splitAmounts(100, [])).toThrow(LedgerError);
    expect(() => splitAmounts(1.5, [100])).toThrow(LedgerError);
  });

  it('always adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), percentages, (total, pcts) => {
        const parts = splitAmounts(total, pcts);
        expect(sum(parts)).toBe(total);
        parts.forEach((part, i) => {
          const exact = (total * (pcts[i] as number)) / 100;
          expect(Math.abs(part - exact)).toBeLessThan(1);
          expect(Number.isInteger(part)).toBe(true);
        });
      }),
    );
  });
});

describe('platformFeeCents', () => {
  it('is free for the first 3 paid projects, then the fee rate rounded half up', () => {
    expect(platformFeeCents(75_000, 0, 1000)).toBe(0);
    expect(platformFeeCents(75_000, 2, 1000)).toBe(0);
    expect(platformFeeCents(75_000, 3, 1000)).toBe(7_500);
    expect(platformFeeCents(15, 5, 1000)).toBe(2); // 1.5 rounds up
    expect(platformFeeCents(14, 5, 1000)).toBe(1);
    expect(platformFeeCents(1000, 3, 0)).toBe(0);
    expect(() => platformFeeCents(1000, 3, 10_001)).toThrow(LedgerError);
  });
});

describe('transactions', () => {
  it('must balance in whole cents', () => {
    expect(() => assertBalanced([{ account: 'a', amountCents: 1 }])).toThrow(LedgerError);
    expect(() =>
      assertBalanced([
        { account: 'a', amountCents: 1 },
        { account: 'b', amountCents: -2 },
      ]),
    ).toThrow(/sum to -1/);
    expect(() =>
      assertBalanced([
        { account: 'a', amountCents: 0.5 },
        { account: 'b', amountCents: -0.5 },
      ]),
    ).toThrow(LedgerError);
    expect(() => assertBalanced(planFunding('d', 500))).not.toThrow();
  });

  it('funds, releases with the fee and pays out', () => {
    let balances = applyPostings(new Map(), planFunding('d1', 100_000));
    expect(balances.get(escrowAccount('d1'))).toBe(100_000);
    expect(balances.get(CARD_CLEARING)).toBe(-100_000);

    const release = planRelease({
      dealId: 'd1',
      amountCents: 100_000,
      feeBps: 1000,
      recipients: [
        { userId: 'a', name: 'Ava', percentage: 60, priorPaidProjects: 5 },
        { userId: 'b', name: 'Ben', percentage: 40, priorPaidProjects: 0 },
      ],
    });
    expect(release.lines.map((l) => [l.grossCents, l.feeCents, l.netCents])).toEqual([
      [60_000, 6_000, 54_000],
      [40_000, 0, 40_000],
    ]);
    balances = applyPostings(balances, release.postings);
    expect(balances.get(escrowAccount('d1'))).toBe(0);
    expect(balances.get(PLATFORM_FEES)).toBe(6_000);
    expect(balances.get(payableAccount('a'))).toBe(54_000);

    balances = applyPostings(balances, planPayout('a', 54_000));
    expect(balances.get(payableAccount('a'))).toBe(0);
    expect(balances.get(PAYOUTS)).toBe(54_000);
    expect(sum([...balances.values()])).toBe(0);
  });

  it('pays a creative named twice once, for the combined share', () => {
    const release = planRelease({
      dealId: 'd',
      amountCents: 999,
      feeBps: 1000,
      recipients: [
        { userId: 'a', name: 'Ava', percentage: 50, priorPaidProjects: 0 },
        { userId: 'a', name: 'Ava', percentage: 50, priorPaidProjects: 0 },
      ],
    });
    expect(release.lines).toHaveLength(1);
    expect(release.postings).toEqual([
      { account: escrowAccount('d'), amountCents: -999 },
      { account: payableAccount('a'), amountCents: 999 },
    ]);
  });

  it('never lets escrow or a payable balance go negative', () => {
    const funded = applyPostings(new Map(), planFunding('d', 500));
    expect(() => applyPostings(funded, planRefund('d', 501))).toThrow(/escrow:d would go negative/);
    expect(() => applyPostings(funded, planPayout('x', 1))).toThrow(/creator_payable:x/);
    // The refused transaction changed nothing.
    expect(funded.get(escrowAccount('d'))).toBe(500);
  });

  it('takes tips of $1 to $20 only', () => {
    expect(() => planOneOffTip('c', 99, 0)).toThrow(LedgerError);
    expect(() => planOneOffTip('c', 2001, 0)).toThrow(LedgerError);
    expect(balancesOf(planOneOffTip('c', 500, 0)).get(payableAccount('c'))).toBe(500);
  });

  it('formats cents for people', () => {
    expect(formatCents(75_000)).toBe('$750');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('every planned release balances and keeps every share whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        percentages,
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 6, maxLength: 6 }),
        (amount, pcts, bps, prior) => {
          const plan = planRelease({
            dealId: 'd',
            amountCents: amount,
            feeBps: bps,
            recipients: pcts.map((p, i) => ({
              userId: `u${i}`,
              name: `U${i}`,
              percentage: p,
              priorPaidProjects: prior[i] as number,
            })),
          });
          assertBalanced(plan.postings);
          expect(sum(plan.lines.map((l) => l.netCents)) + plan.feeCents).toBe(amount);
          for (const l of plan.lines) expect(l.netCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
