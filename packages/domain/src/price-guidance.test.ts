import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_WORK_NAME,
  assessBudget,
  blendChain,
  type GroupFigures,
  GUIDANCE_FULL_WEIGHT_DEALS,
  GUIDANCE_MIN_DEALS,
  type GuidanceChainLevel,
  groupWeight,
  guidanceFromChain,
  NOT_ENOUGH_DEALS,
  PRICE_GUIDANCE_MESSAGES,
  percentileCont,
  SetPriceFloorRequest,
  turnaroundOf,
} from './price-guidance';

const figures = (deals: number, p50: number, extra: Partial<GroupFigures> = {}): GroupFigures => ({
  deals,
  p25Cents: deals ? p50 - 1000 : null,
  p50Cents: deals ? p50 : null,
  p75Cents: deals ? p50 + 1000 : null,
  timedDeals: deals,
  medianDays: deals ? 7 : null,
  onTimeRate: deals ? 0.9 : null,
  ...extra,
});

const chain = (group: GroupFigures, category: GroupFigures, all: GroupFigures): GuidanceChainLevel[] => [
  { level: 'group', name: 'deals like this one', figures: group },
  { level: 'category', name: 'Music Producer work', figures: category },
  { level: 'all', name: ALL_WORK_NAME, figures: all },
];

describe('percentileCont', () => {
  it('interpolates between ranks as PostgreSQL does', () => {
    expect(percentileCont([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentileCont([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentileCont([5], 0.75)).toBe(5);
    expect(percentileCont([], 0.5)).toBeNull();
  });

  it('stays within the values and rises with p', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const x = percentileCont(values, lo) as number;
          const y = percentileCont(values, hi) as number;
          expect(x).toBeGreaterThanOrEqual(Math.min(...values));
          expect(y).toBeLessThanOrEqual(Math.max(...values));
          expect(x).toBeLessThanOrEqual(y + 1e-6);
        },
      ),
    );
  });
});

describe('blendChain', () => {
  const level = fc.record({
    value: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    deals: fc.integer({ min: 0, max: 200 }),
  });

  it('stays between the group and its parent', () => {
    fc.assert(
      fc.property(level, level, (group, parent) => {
        const { value } = blendChain([group, parent]);
        const present = [group, parent].filter((l) => l.value !== null && l.deals >= GUIDANCE_MIN_DEALS);
        if (present.length === 0) {
          expect(value).toBeNull();
          return;
        }
        const values = present.map((l) => l.value as number);
        expect(value).toBeGreaterThanOrEqual(Math.min(...values) - 1e-6);
        expect(value).toBeLessThanOrEqual(Math.max(...values) + 1e-6);
      }),
    );
  });

  it('is the group’s own figure once it has enough deals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: GUIDANCE_FULL_WEIGHT_DEALS, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(level, { maxLength: 3 }),
        (deals, value, parents) => {
          expect(blendChain([{ value, deals }, ...parents]).value).toBe(value);
        },
      ),
    );
  });

  it('gives shares that sum to 1 when there is a figure, and none to a group without enough deals', () => {
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 4 }), (levels) => {
        const { value, shares } = blendChain(levels);
        const total = shares.reduce((a, b) => a + b, 0);
        if (value === null) expect(total).toBe(0);
        else expect(total).toBeCloseTo(1, 9);
        levels.forEach((l, i) => {
          if (l.value === null || l.deals < GUIDANCE_MIN_DEALS) expect(shares[i]).toBe(0);
        });
      }),
    );
  });

  it('weighs a thin group in proportion to its deals', () => {
    expect(groupWeight(GUIDANCE_MIN_DEALS - 1)).toBe(0);
    expect(groupWeight(10)).toBe(10 / GUIDANCE_FULL_WEIGHT_DEALS);
    expect(
      blendChain([
        { value: 200, deals: 10 },
        { value: 100, deals: 50 },
      ]).value,
    ).toBe(150);
  });
});

describe('guidanceFromChain', () => {
  it('says "Not enough deals yet" and shows no figure when no group has enough deals', () => {
    const g = guidanceFromChain(chain(figures(0, 0), figures(1, 50_000), figures(2, 40_000)));
    expect(g).toMatchObject({ status: 'not_enough', basedOnDeals: 0, p50Cents: null, medianDays: null });
    expect(g.note).toBe(NOT_ENOUGH_DEALS);
  });

  it('uses the group alone when it has enough deals', () => {
    const g = guidanceFromChain(chain(figures(25, 80_000), figures(60, 50_000), figures(300, 40_000)));
    expect(g).toMatchObject({ status: 'ok', basedOnDeals: 25, p50Cents: 80_000, blended: false });
    expect(g.note).toBe('Based on 25 deals like this one.');
  });

  it('blends a thin group toward its category and says so', () => {
    const g = guidanceFromChain(chain(figures(5, 80_000), figures(60, 60_000), figures(300, 40_000)));
    expect(g.p50Cents).toBe(Math.round(0.25 * 80_000 + 0.75 * 60_000));
    expect(g).toMatchObject({ blended: true, basedOnDeals: 60 });
    expect(g.note).toBe(
      'Only 5 deals like this one, so the figures are blended toward 60 deals in Music Producer work.',
    );
  });

  it('falls back to all work when the group and category are empty', () => {
    const g = guidanceFromChain(chain(figures(0, 0), figures(0, 0), figures(8, 40_000)));
    expect(g).toMatchObject({ basedOnDeals: 8, p50Cents: 40_000, blended: true });
    expect(g.note).toBe(`No deals like this one yet: based on 8 deals in ${ALL_WORK_NAME}.`);
  });

  it('never claims more deals than exist, and keeps the quartiles in order', () => {
    const group = fc
      .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 2_000, max: 500_000 }))
      .map(([deals, p50]) => figures(deals, p50));
    fc.assert(
      fc.property(group, group, group, (a, b, c) => {
        // Nested groups: each parent holds at least its child's deals.
        const cat = { ...b, deals: b.deals + a.deals };
        const all = { ...c, deals: c.deals + cat.deals };
        const g = guidanceFromChain(chain(a, cat, all));
        expect(g.basedOnDeals).toBeLessThanOrEqual(all.deals);
        if (g.status === 'ok') {
          expect(g.basedOnDeals).toBeGreaterThanOrEqual(GUIDANCE_MIN_DEALS);
          expect(g.p25Cents as number).toBeLessThanOrEqual(g.p50Cents as number);
          expect(g.p50Cents as number).toBeLessThanOrEqual(g.p75Cents as number);
        } else expect(g.p50Cents).toBeNull();
      }),
    );
  });
});

describe('turnaroundOf and assessBudget', () => {
  it('buckets days', () => {
    expect([0, 7, 8, 21, 22].map(turnaroundOf)).toEqual(['rush', 'rush', 'standard', 'standard', 'extended']);
  });

  it('refuses under the floor, warns under the 25th percentile, else nothing', () => {
    const base = { category: 'producer', floorCents: 30_000, p25Cents: 60_000 };
    expect(assessBudget({ ...base, budgetCents: 25_000 })).toEqual({
      kind: 'below_floor',
      message: PRICE_GUIDANCE_MESSAGES.belowFloor(30_000, 'producer'),
    });
    expect(PRICE_GUIDANCE_MESSAGES.belowFloor(30_000, 'producer')).toBe(
      'The budget must be at least $300 for Music Producer work on Pulse.',
    );
    expect(assessBudget({ ...base, budgetCents: 50_000 }).kind).toBe('below_fair_pay');
    expect(assessBudget({ ...base, budgetCents: 60_000 }).kind).toBe('ok');
    expect(assessBudget({ ...base, floorCents: null, p25Cents: null, budgetCents: 1 }).kind).toBe('ok');
  });

  it('takes floors in whole dollars', () => {
    expect(SetPriceFloorRequest.safeParse({ category: 'producer', floorCents: 30_000 }).success).toBe(true);
    expect(SetPriceFloorRequest.safeParse({ category: 'producer', floorCents: 30_050 }).success).toBe(false);
    expect(SetPriceFloorRequest.safeParse({ category: 'chef', floorCents: 100 }).success).toBe(false);
  });
});
