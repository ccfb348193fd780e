import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByWeight, assertBalanced, balancesOf, CARD_CLEARING, PLATFORM_FEES, payableAccount } from './ledger';
import {
  CARD_FEE_FIXED_CENTS,
  CARD_FEES,
  cardFeeCents,
  fitsUnpaidLimit,
  oneOffTipFeeCents,
  pendingTipsAccount,
  planOneOffTip,
  planTabCharge,
  planTabTip,
  planTabTipUndone,
  reachesChargeThreshold,
  reachesCreatorCents,
  TAB_CHARGE_AT_CENTS,
  TAB_UNPAID_LIMIT_CENTS,
  TIP_TAB_MESSAGES,
  tabAccount,
  tabDue,
  tabFeeShares,
} from './tip-tab';

const tipCents = fc.integer({ min: 100, max: 2000 });
const tipList = fc.array(tipCents, { minLength: 1, maxLength: 25 });
const DAY = 86_400_000;

describe('the card fee', () => {
  it('is 2.9% plus 30 cents: a third of a $1 tip alone, 59 cents on a $10 tab', () => {
    expect(cardFeeCents(100)).toBe(33);
    expect(cardFeeCents(200)).toBe(36);
    expect(cardFeeCents(1000)).toBe(59);
    expect(oneOffTipFeeCents(cardFeeCents(100), 100)).toBe(33);
  });

  it('tells the fan what reaches the creative: 97 cents of $1 on a tab, 67 cents alone', () => {
    expect(reachesCreatorCents(100, true)).toBe(97);
    expect(reachesCreatorCents(100, false)).toBe(67);
    expect(TIP_TAB_MESSAGES.reaches(97, 100, 'Maya')).toBe('$0.97 of your $1 reaches Maya');
  });

  it('property: on a tab every tip keeps at least 95% (the fee per tip is at most 5%)', () => {
    fc.assert(fc.property(tipCents, (a) => reachesCreatorCents(a, true) >= Math.ceil(a * 0.95)));
  });
});

describe('spreading a charge fee over its tips', () => {
  it('property: the shares add up exactly to the fee less its fixed part, each within a cent of its weight', () => {
    fc.assert(
      fc.property(tipList, fc.integer({ min: 0, max: 5_000 }), (amounts, fee) => {
        const shares = tabFeeShares(fee, amounts);
        const total = amounts.reduce((a, b) => a + b, 0);
        const borne = Math.min(total, Math.max(0, fee - CARD_FEE_FIXED_CENTS));
        expect(shares.reduce((a, b) => a + b, 0)).toBe(borne);
        shares.forEach((s, i) => {
          const exact = (borne * (amounts[i] as number)) / total;
          expect(Math.abs(s - exact)).toBeLessThan(1);
          expect(s).toBeLessThanOrEqual(amounts[i] as number);
        });
      }),
    );
  });

  it('property: allocation by weight always sums exactly to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocateByWeight(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((p, i) => {
            if (weights[i] === 0) expect(p).toBe(0);
          });
        },
      ),
    );
  });
});

describe('the ledger of a tab', () => {
  it('property: tips on, the charge and undone tips each balance, and a charged tab owes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ creator: fc.constantFrom('maya', 'jordan', 'ari'), amount: tipCents }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 2_000 }),
        (tips, fee) => {
          const on = tips.map((t) => planTabTip('fan', t.creator, t.amount));
          for (const p of on) assertBalanced(p);
          const charge = planTabCharge({
            fanId: 'fan',
            tips: tips.map((t) => ({ creatorId: t.creator, amountCents: t.amount })),
            chargeFeeCents: fee,
          });
          assertBalanced(charge.postings);
          const balances = balancesOf([...on.flat(), ...charge.postings]);
          const total = tips.reduce((a, t) => a + t.amount, 0);
          expect(balances.get(tabAccount('fan')) ?? 0).toBe(0);
          for (const c of ['maya', 'jordan', 'ari']) expect(balances.get(pendingTipsAccount(c)) ?? 0).toBe(0);
          expect(balances.get(CARD_CLEARING)).toBe(-total);
          expect(balances.get(CARD_FEES) ?? 0).toBe(fee);
          const paid = ['maya', 'jordan', 'ari'].reduce((a, c) => a + (balances.get(payableAccount(c)) ?? 0), 0);
          const borne = charge.feeShares.reduce((a, b) => a + b, 0);
          expect(paid).toBe(total - borne);
          expect(0 - (balances.get(PLATFORM_FEES) ?? 0)).toBe(fee - borne);
        },
      ),
    );
  });

  it('undoing a tip puts the tab and the pending balance back', () => {
    const balances = balancesOf([...planTabTip('fan', 'maya', 300), ...planTabTipUndone('fan', 'maya', 300)]);
    expect([...balances.values()].every((v) => v === 0)).toBe(true);
  });

  it('a one-off tip bears its whole fee', () => {
    const postings = planOneOffTip('maya', 100, 33);
    assertBalanced(postings);
    expect(balancesOf(postings).get(payableAccount('maya'))).toBe(67);
  });
});

describe('when a tab is charged', () => {
  const opened = new Date('2026-11-01T12:00:00Z');
  it('at $10, after 7 days, never when empty', () => {
    expect(tabDue({ totalCents: TAB_CHARGE_AT_CENTS - 1, openedAt: opened }, opened)).toBeNull();
    expect(tabDue({ totalCents: TAB_CHARGE_AT_CENTS, openedAt: opened }, opened)).toBe('threshold');
    expect(tabDue({ totalCents: 100, openedAt: opened }, new Date(opened.getTime() + 7 * DAY - 1))).toBeNull();
    expect(tabDue({ totalCents: 100, openedAt: opened }, new Date(opened.getTime() + 7 * DAY))).toBe('age');
    expect(tabDue({ totalCents: 0, openedAt: opened }, new Date(opened.getTime() + 30 * DAY))).toBeNull();
  });

  it('property: of the tips onto a tab, exactly the one that takes it to $10 queues its charge', () => {
    fc.assert(
      fc.property(tipList, (amounts) => {
        let total = 0;
        let queued = 0;
        for (const amount of amounts) {
          if (reachesChargeThreshold(total, amount)) {
            queued += 1;
            expect(tabDue({ totalCents: total + amount, openedAt: opened }, opened)).toBe('threshold');
          }
          total += amount;
        }
        expect(queued).toBe(total >= TAB_CHARGE_AT_CENTS ? 1 : 0);
      }),
    );
  });

  it('property: a due tab stays due as time passes and as tips are added', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6_000 }),
        fc.integer({ min: 0, max: 20 * DAY }),
        fc.integer({ min: 0, max: 5 * DAY }),
        fc.integer({ min: 0, max: 2_000 }),
        (total, age, later, more) => {
          const now = new Date(opened.getTime() + age);
          if (tabDue({ totalCents: total, openedAt: opened }, now) === null) return;
          expect(
            tabDue({ totalCents: total + more, openedAt: opened }, new Date(now.getTime() + later)),
          ).not.toBeNull();
        },
      ),
    );
  });

  it('keeps a fan under $50 unpaid', () => {
    expect(fitsUnpaidLimit(TAB_UNPAID_LIMIT_CENTS - 100, 100)).toBe(true);
    expect(fitsUnpaidLimit(TAB_UNPAID_LIMIT_CENTS - 99, 100)).toBe(false);
  });
});
