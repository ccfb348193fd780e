import type { DealView } from '@pulse/domain/deals';
import { escrowAccount, formatCents } from '@pulse/domain/ledger';
import { FUNDING_MESSAGES, START_CHARGE_COPY } from '@pulse/domain/milestone-funding';
import { cardLabel } from '@pulse/domain/tip-tab';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/ledger';
import { newId } from '../src/lib/ids';
import { createDealsService } from '../src/modules/deals/deals.service';
import { createSandboxProvider } from '../src/modules/payments/payment-provider';
import { testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { expectDealBalanced, getDeal, putPlan } from './helpers/deals';
import { acceptedDealBetween, inDays, keyed, ledgerBalance } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/** A project funded one milestone at a time, the partner's choice before both sign (issue 31 item 3, decision 072). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { partner, creative } = testAccounts(() => t, {
  ip: '10.71',
  partner: {
    namePrefix: 'Each Brand',
    signUp: { email: () => `each.${newId()}@example.com`, password: 'correct horse' },
  },
  creative: { namePrefix: 'Each Creative', creativeRole: 'videographer', profile: {} },
});
let n = 0;

const planOf = (amounts: number[]) =>
  amounts.map((amountCents, i) => ({ title: `Part ${i + 1}`, amountCents, dueDate: inDays(3 + 4 * i) }));
const fundEach = (c: Client, dealId: string, key?: string) => keyed(c, `/api/deals/${dealId}/fund-each`, {}, key);
const deliver = (c: Client, dealId: string, what: string) =>
  c.post(`/api/deals/${dealId}/deliver`, { deliverables: [what] });

/** An accepted project split into three milestones (a third, a third and the rest). */
async function threeMilestoneDeal() {
  const brand = await partner();
  const ava = await creative();
  const { dealId } = await acceptedDealBetween(brand.c, ava.c, { title: `Milestone reel ${++n}` });
  const { amountCents } = await getDeal(brand.c, dealId);
  const part = Math.floor(amountCents / 3);
  const amounts = [part, part, amountCents - 2 * part];
  const planned = await putPlan(brand.c, dealId, planOf(amounts));
  expect(planned.statusCode, planned.body).toBe(200);
  return { brand, ava, dealId, amounts };
}

const paymentsOf = async (dealId: string, kind: string) =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.dealId, dealId), eq(payments.kind, kind), eq(payments.status, 'succeeded')));

describe('funding one milestone at a time', () => {
  it('keeps milestone 1 in escrow, refunds the rest, and funds each later one once the one before is approved', async () => {
    const { brand, ava, dealId, amounts } = await threeMilestoneDeal();
    const [first, second, third] = amounts as [number, number, number];
    expect((await getDeal(brand.c, dealId)).plan.funding).toMatchObject({ mode: 'upfront', canFundEach: true });
    expect((await getDeal(ava.c, dealId)).plan.funding.canFundEach).toBe(false);

    // The creative cannot choose it; a stranger does not see the deal.
    const byCreative = await fundEach(ava.c, dealId);
    expect(byCreative.statusCode).toBe(403);
    expect(byCreative.json().error.message).toBe(FUNDING_MESSAGES.notYours);
    expect((await fundEach((await partner()).c, dealId)).statusCode).toBe(404);

    const key = `fund-each-${dealId}`;
    const switched = await fundEach(brand.c, dealId, key);
    expect(switched.statusCode, switched.body).toBe(200);
    const deal = switched.json().deal as DealView;
    expect(deal.plan.funding).toMatchObject({ mode: 'milestone', canFundEach: false, nextToFund: 2, canFund: true });
    expect(deal.plan.milestones.map((m) => m.funded)).toEqual([true, false, false]);
    expect(deal.timeline.at(-1)?.note).toBe(
      `Funded one milestone at a time; ${formatCents(second + third)} refunded, milestone 1 stays in escrow`,
    );
    // Once per key: the same key answers the same; another key is refused, and only one refund was made.
    expect((await fundEach(brand.c, dealId, key)).json()).toEqual(switched.json());
    const again = await fundEach(brand.c, dealId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(FUNDING_MESSAGES.alreadyEach);
    expect((await paymentsOf(dealId, 'refund')).map((p) => p.amountCents)).toEqual([second + third]);
    expect(await ledgerBalance(t.database.db, escrowAccount(dealId))).toBe(first);
    await expectDealBalanced(t.database.db, dealId);

    // The funded milestone stays as it is; the others may still change before both sign.
    const moved = await putPlan(brand.c, dealId, planOf([first + 100, second - 100, third]));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe(FUNDING_MESSAGES.fixedFunded('Milestone 1'));
    const retitled = planOf(amounts).map((m, i) => (i === 2 ? { ...m, title: 'Final cut' } : m));
    expect((await putPlan(brand.c, dealId, retitled)).statusCode).toBe(200);
    expect((await getDeal(brand.c, dealId)).plan.milestones.map((m) => m.funded)).toEqual([true, false, false]);
    await expectDealBalanced(t.database.db, dealId);

    // Milestone 1 runs on its escrow; milestone 2 waits for its money.
    await signBoth(brand.c, ava.c, dealId);
    expect((await deliver(ava.c, dealId, 'Rough cut')).statusCode).toBe(200);
    expect((await keyed(brand.c, `/api/deals/${dealId}/approve`)).statusCode).toBe(200);
    const early = await deliver(ava.c, dealId, 'Second cut');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(FUNDING_MESSAGES.notFunded('Milestone 2'));
    await expectDealBalanced(t.database.db, dealId);

    // Milestone 2 started: the hourly job charges the partner's saved card, once.
    const saved = await brand.c.put('/api/me/card', { paymentMethod: 'pm_card_visa' });
    expect(saved.statusCode, saved.body).toBe(200);
    const deals = createDealsService({
      db: t.database.db,
      provider: createSandboxProvider(t.database.db),
      config: { feeBps: 1000, autoApproveDays: 14 },
    });
    expect(await deals.startMilestones()).toBeGreaterThanOrEqual(1);
    expect(await deals.startMilestones()).toBe(0);
    expect((await getDeal(brand.c, dealId)).plan.milestones.map((m) => m.funded)).toEqual([true, true, false]);
    const notes = (await brand.c.get('/api/notifications')).json().items as { title: string; body: string }[];
    expect(notes).toContainEqual(
      expect.objectContaining({
        title: START_CHARGE_COPY.chargedTitle(deal.title, 'Milestone 2'),
        body: START_CHARGE_COPY.charged('Milestone 2', second, cardLabel(saved.json().card)),
      }),
    );
    await expectDealBalanced(t.database.db, dealId);

    // Milestone 3 is funded ahead, by hand, before milestone 2 is approved; then both run to paid.
    expect((await deliver(ava.c, dealId, 'Second cut')).statusCode).toBe(200);
    const byHand = await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json().deal.timeline.at(-1).note).toBe(`Milestone 3 funded; ${formatCents(third)} in escrow`);
    expect((await keyed(brand.c, `/api/deals/${dealId}/approve`)).statusCode).toBe(200);
    expect((await deliver(ava.c, dealId, 'Final cut')).statusCode).toBe(200);
    const last = await keyed(brand.c, `/api/deals/${dealId}/approve`);
    expect(last.json().deal).toMatchObject({ status: 'paid', releasedCents: first + second + third });
    const nothing = await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' });
    expect(nothing.statusCode).toBe(409);
    expect((await paymentsOf(dealId, 'charge')).map((p) => p.amountCents)).toEqual([
      first + second + third,
      second,
      third,
    ]);
    await expectDealBalanced(t.database.db, dealId);
  });

  it('is refused for one milestone, after both sign, and for a deal funded whole a milestone is not funded apart', async () => {
    const brand = await partner();
    const ava = await creative();
    const { dealId } = await acceptedDealBetween(brand.c, ava.c, { title: `Single reel ${++n}` });
    const single = await fundEach(brand.c, dealId);
    expect(single.statusCode).toBe(409);
    expect(single.json().error.message).toBe(FUNDING_MESSAGES.oneMilestone);
    const whole = await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().error.message).toBe(FUNDING_MESSAGES.fundedWhole);

    const three = await threeMilestoneDeal();
    await signBoth(three.brand.c, three.ava.c, three.dealId);
    const signed = await fundEach(three.brand.c, three.dealId);
    expect(signed.statusCode).toBe(409);
    expect(signed.json().error.message).toBe(FUNDING_MESSAGES.notNow);
    expect((await getDeal(three.brand.c, three.dealId)).plan.funding).toMatchObject({
      mode: 'upfront',
      canFundEach: false,
    });
    expect(await paymentsOf(three.dealId, 'refund')).toEqual([]);
    await expectDealBalanced(t.database.db, three.dealId);
  });

  it('a cancellation after the switch refunds only what is still in escrow', async () => {
    const { brand, dealId, amounts } = await threeMilestoneDeal();
    expect((await fundEach(brand.c, dealId)).statusCode).toBe(200);
    const cancelled = await keyed(brand.c, `/api/deals/${dealId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().deal.status).toBe('refunded');
    const [first, second, third] = amounts as [number, number, number];
    const refunds = (await paymentsOf(dealId, 'refund')).map((p) => p.amountCents);
    expect(refunds.sort((a, b) => a - b)).toEqual([first, second + third].sort((a, b) => a - b));
    expect(await ledgerBalance(t.database.db, escrowAccount(dealId))).toBe(0);
  });
});
