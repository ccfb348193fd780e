import { VERIFY_EMAIL_FIRST_MESSAGE } from '@pulse/domain/account-security';
import type { DealView, ProjectBrief } from '@pulse/domain/deals';
import { escrowAccount } from '@pulse/domain/ledger';
import { START_CHARGE_COPY } from '@pulse/domain/milestone-funding';
import { addMonths, RETAINER_MESSAGES } from '@pulse/domain/retainer';
import { cardLabel } from '@pulse/domain/tip-tab';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { payments } from '../src/db/schema/ledger';
import { newId } from '../src/lib/ids';
import { createDealsService } from '../src/modules/deals/deals.service';
import { createSandboxProvider } from '../src/modules/payments/payment-provider';
import { testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { expectDealBalanced, getDeal } from './helpers/deals';
import { briefBody, inDays, keyed, ledgerBalance } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/** Retainer briefs (issue 31 item 4, decision 067): a shortlist of 2 to 4, monthly milestones, notice. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { partner, creative } = testAccounts(() => t, {
  ip: '10.67',
  partner: { namePrefix: 'Retainer Brand' },
  creative: { namePrefix: 'Retainer Creative', creativeRole: 'videographer', profile: {} },
});

/** $500 a month for 2 months (or `months`), month 1 due in 10 days, 14 days' notice. */
const retainerBody = (months = 2) => ({
  ...briefBody,
  title: 'Weekly campus reels',
  engagement: 'retainer',
  months,
  noticeDays: 14,
  deadline: inDays(10),
});

/** A funded retainer brief with `count` applicants. */
async function retainerWithApplicants(count: number, months = 2, signedUp = false) {
  const brand = await partner(
    signedUp ? { signUp: { email: () => `retainer.${newId()}@example.com`, password: 'correct horse' } } : {},
  );
  const posted = await brand.c.post('/api/project-briefs', retainerBody(months));
  expect(posted.statusCode, posted.body).toBe(201);
  const { brief, deal } = posted.json() as { brief: ProjectBrief; deal: { id: string; amountCents: number } };
  const funded = await keyed(brand.c, `/api/project-briefs/${brief.id}/fund`, { paymentMethod: 'pm_card_visa' });
  expect(funded.statusCode, funded.body).toBe(200);
  const applicants = [];
  for (let i = 0; i < count; i++) {
    const who = await creative();
    const applied = await who.c.post(`/api/project-briefs/${brief.id}/applications`, {
      portfolioLinks: ['vimeo.com/retainer'],
      note: 'Monthly works for me',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    applicants.push({ ...who, applicationId: applied.json().application.id as string });
  }
  return { brand, brief, dealId: deal.id, amountCents: deal.amountCents, applicants };
}

const shortlist = (c: Client, briefId: string, applicationId: string, shortlisted = true) =>
  c.post(`/api/project-briefs/${briefId}/applications/${applicationId}/shortlist`, { shortlisted });

describe('posting a retainer', () => {
  it('makes a plan of one milestone a month and charges only month 1', async () => {
    const { brand, brief, dealId, amountCents } = await retainerWithApplicants(0, 3);
    expect(brief).toMatchObject({ engagement: 'retainer', months: 3, noticeDays: 14 });
    expect(amountCents).toBe(150_000);
    const deal = await getDeal(brand.c, dealId);
    expect(deal.plan.milestones.map((m) => [m.title, m.amountCents, m.dueDate, m.funded])).toEqual([
      ['Month 1', 50_000, inDays(10), true],
      ['Month 2', 50_000, addMonths(inDays(10), 1), false],
      ['Month 3', 50_000, addMonths(inDays(10), 2), false],
    ]);
    expect(deal.plan.retainer).toMatchObject({ noticeDays: 14, endsOn: null });
    expect(await ledgerBalance(t.database.db, escrowAccount(dealId))).toBe(50_000);
    await expectDealBalanced(t.database.db, dealId);
  });

  it('refuses a retainer without its months or notice, and 1 or 7 months, in plain words', async () => {
    const brand = await partner();
    const cases: [Record<string, unknown>, string][] = [
      [{ months: undefined }, RETAINER_MESSAGES.monthsRange],
      [{ months: 1 }, RETAINER_MESSAGES.monthsRange],
      [{ months: 7 }, RETAINER_MESSAGES.monthsRange],
      [{ noticeDays: 10 }, RETAINER_MESSAGES.noticeInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await brand.c.post('/api/project-briefs', { ...retainerBody(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await brand.c.get('/api/deals?as=brand')).json().items).toEqual([]);
  });
});

describe('the shortlist', () => {
  it('holds 2 to 4: hiring from 1 and shortlisting a 5th are refused, nothing changes', async () => {
    const { brand, brief, dealId, applicants } = await retainerWithApplicants(5);
    const [a, b, c, d, e] = applicants as [(typeof applicants)[number], ...(typeof applicants)[number][]];
    expect((await shortlist(brand.c, brief.id, a.applicationId)).statusCode).toBe(200);
    const alone = await brand.c.post(`/api/project-briefs/${brief.id}/hire`, { applicationIds: [a.applicationId] });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.message).toBe(RETAINER_MESSAGES.shortlistSize);
    // Selecting one applicant the old way goes through the same rule.
    const selected = await brand.c.post(`/api/project-briefs/${brief.id}/applications/${a.applicationId}/select`);
    expect(selected.json().error.message).toBe(RETAINER_MESSAGES.shortlistSize);
    for (const x of [b, c, d]) expect((await shortlist(brand.c, brief.id, x!.applicationId)).statusCode).toBe(200);
    const fifth = await shortlist(brand.c, brief.id, e!.applicationId);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error.message).toBe(RETAINER_MESSAGES.shortlistFull);
    const notListed = await brand.c.post(`/api/project-briefs/${brief.id}/hire`, {
      applicationIds: [e!.applicationId],
    });
    expect(notListed.json().error.message).toBe(RETAINER_MESSAGES.hireFromShortlist);
    const list = (await brand.c.get(`/api/project-briefs/${brief.id}/applications`)).json();
    expect(list.items.filter((i: { status: string }) => i.status === 'shortlisted')).toHaveLength(4);
    expect((await getDeal(brand.c, dealId)).status).toBe('funded');
  });

  it("is the owner's alone: another partner gets 404", async () => {
    const { brief, applicants } = await retainerWithApplicants(1);
    const stranger = await partner();
    const res = await shortlist(stranger.c, brief.id, applicants[0]!.applicationId);
    expect(res.statusCode).toBe(404);
  });

  it('hires two: the first takes the funded deal, the second gets a deal funded on its own page', async () => {
    const { brand, brief, dealId, applicants } = await retainerWithApplicants(3);
    const [a, b, c] = applicants as [
      (typeof applicants)[number],
      (typeof applicants)[number],
      (typeof applicants)[number],
    ];
    for (const x of [a, b]) await shortlist(brand.c, brief.id, x.applicationId);
    const hired = await brand.c.post(`/api/project-briefs/${brief.id}/hire`, {
      applicationIds: [a.applicationId, b.applicationId],
    });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json().deal).toMatchObject({ id: dealId, status: 'accepted', creator: { id: a.id } });
    const second = (await b.c.get('/api/deals?as=creator')).json().items as DealView[];
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ status: 'posted', amountCents: 100_000 });
    const funded = await keyed(brand.c, `/api/deals/${second[0]!.id}/fund`, { paymentMethod: 'pm_card_visa' });
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json()).toMatchObject({ deal: { status: 'accepted' }, payment: { amountCents: 50_000 } });
    await expectDealBalanced(t.database.db, second[0]!.id);
    const declined = (await c.c.get('/api/project-briefs/open')).json().items;
    expect(
      declined.find((i: { brief: { id: string } }) => i.brief.id === brief.id)?.application?.status ?? 'declined',
    ).toBe('declined');
  });
});

describe('a retainer across two months', () => {
  it('funds month 2 at its start, delivers and releases each month, the ledger balanced at every step', async () => {
    const { brand, brief, dealId, applicants } = await retainerWithApplicants(2);
    const [a, b] = applicants as [(typeof applicants)[number], (typeof applicants)[number]];
    await shortlist(brand.c, brief.id, a.applicationId);
    await shortlist(brand.c, brief.id, b.applicationId);
    expect(
      (await brand.c.post(`/api/project-briefs/${brief.id}/hire`, { applicationIds: [a.applicationId] })).statusCode,
    ).toBe(200);
    await signBoth(brand.c, a.c, dealId);
    await expectDealBalanced(t.database.db, dealId);

    // Month 1
    expect((await a.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['Reels, month 1'] })).statusCode).toBe(200);
    const first = await keyed(brand.c, `/api/deals/${dealId}/approve`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().deal).toMatchObject({ status: 'signed', releasedCents: 50_000, plan: { current: 2 } });
    await expectDealBalanced(t.database.db, dealId);

    // Month 2 cannot be delivered before it is funded.
    const early = await a.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['Reels, month 2'] });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(RETAINER_MESSAGES.notFunded('Month 2'));

    // The month-start job tells the partner once month 2 has started.
    const deals = createDealsService({
      db: t.database.db,
      provider: createSandboxProvider(t.database.db),
      config: { feeBps: 1000, autoApproveDays: 14 },
    });
    const monthTwoStarts = new Date(`${addMonths(inDays(10), 0)}T12:00:00Z`);
    monthTwoStarts.setUTCDate(monthTwoStarts.getUTCDate() + 1);
    expect(await deals.startMilestones(new Date(monthTwoStarts.getTime() - 86_400_000))).toBe(0);
    expect(await deals.startMilestones(new Date(monthTwoStarts.getTime() + 86_400_000))).toBeGreaterThanOrEqual(1);
    const notes = (await brand.c.get('/api/notifications')).json().items as { title: string }[];
    expect(notes.some((n) => n.title === 'Weekly campus reels: Month 2 starts')).toBe(true);

    // Someone else cannot fund it; a declined card funds nothing; the partner's card does, once per key.
    expect(
      (await keyed(a.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' })).statusCode,
    ).toBe(403);
    const declined = await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, {
      paymentMethod: 'pm_card_chargeDeclined',
    });
    expect(declined.statusCode).toBe(402);
    await expectDealBalanced(t.database.db, dealId);
    const key = `month-2-${dealId}`;
    const funded = await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' }, key);
    expect(funded.statusCode, funded.body).toBe(200);
    const again = await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' }, key);
    expect(again.json()).toEqual(funded.json());
    const charges = await t.database.db.select().from(payments).where(eq(payments.dealId, dealId));
    expect(charges.filter((p) => p.kind === 'charge' && p.status === 'succeeded')).toHaveLength(2);
    const nothing = await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' });
    expect(nothing.json().error.message).toBe(RETAINER_MESSAGES.nothingToFund);
    await expectDealBalanced(t.database.db, dealId);

    // Month 2
    expect((await a.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['Reels, month 2'] })).statusCode).toBe(200);
    const second = await keyed(brand.c, `/api/deals/${dealId}/approve`);
    expect(second.json().deal).toMatchObject({ status: 'paid', releasedCents: 100_000, plan: { current: null } });
    await expectDealBalanced(t.database.db, dealId);
  });
});

describe('months charged at their start (decision 070)', () => {
  it("charges each started month to the partner's saved card once; a declined card reminds instead", async () => {
    const { brand, brief, dealId, applicants } = await retainerWithApplicants(2, 3, true);
    const [a, b] = applicants as [(typeof applicants)[number], (typeof applicants)[number]];
    await shortlist(brand.c, brief.id, a.applicationId);
    await shortlist(brand.c, brief.id, b.applicationId);
    await brand.c.post(`/api/project-briefs/${brief.id}/hire`, { applicationIds: [a.applicationId] });
    await signBoth(brand.c, a.c, dealId);
    // A card charged later is a money move: an account saves one once its e-mail is verified.
    const { db } = t.database;
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, brand.id));
    // Written behind the app's back: drop the session's cached answer, as a change through the app does.
    t.app.sessionsEnded(brand.id);
    const unverified = await brand.c.put('/api/me/card', { paymentMethod: 'pm_card_visa' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.message).toBe(VERIFY_EMAIL_FIRST_MESSAGE);
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, brand.id));
    const saved = await brand.c.put('/api/me/card', { paymentMethod: 'pm_card_visa' });
    expect(saved.statusCode, saved.body).toBe(200);
    const card = cardLabel(saved.json().card);

    const deals = createDealsService({
      db: t.database.db,
      provider: createSandboxProvider(t.database.db),
      config: { feeBps: 1000, autoApproveDays: 14 },
    });
    const dayAfter = (date: string) => new Date(new Date(`${date}T12:00:00Z`).getTime() + 86_400_000);
    const [, two, three] = (await getDeal(brand.c, dealId)).plan.milestones;
    const monthTwo = dayAfter(inDays(10));
    expect(await deals.startMilestones(monthTwo)).toBeGreaterThanOrEqual(1);
    expect(await deals.startMilestones(monthTwo)).toBe(0);
    let deal = await getDeal(brand.c, dealId);
    expect(deal.plan.milestones.map((m) => m.funded)).toEqual([true, true, false]);
    const succeeded = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.dealId, dealId))).filter(
        (p) => p.kind === 'charge' && p.status === 'succeeded',
      ).length;
    expect(await succeeded()).toBe(2);
    const notes = async () =>
      (await brand.c.get('/api/notifications')).json().items as { title: string; body: string }[];
    expect(await notes()).toContainEqual(
      expect.objectContaining({
        title: START_CHARGE_COPY.chargedTitle('Weekly campus reels', 'Month 2'),
        body: START_CHARGE_COPY.charged('Month 2', two!.amountCents, card),
      }),
    );
    await expectDealBalanced(t.database.db, dealId);

    // Month 3 starts with a card the provider declines: nothing moves, and the partner is told to fund it.
    const declinedCard = await brand.c.put('/api/me/card', { paymentMethod: 'pm_card_chargeDeclined' });
    expect(declinedCard.statusCode, declinedCard.body).toBe(200);
    expect(await deals.startMilestones(dayAfter(two!.dueDate as string))).toBeGreaterThanOrEqual(1);
    deal = await getDeal(brand.c, dealId);
    expect(deal.plan.milestones.map((m) => m.funded)).toEqual([true, true, false]);
    expect(await succeeded()).toBe(2);
    expect(await notes()).toContainEqual(
      expect.objectContaining({
        title: START_CHARGE_COPY.startsTitle('Weekly campus reels', 'Month 3'),
        body: START_CHARGE_COPY.declined('Month 3', three!.amountCents, cardLabel(declinedCard.json().card)),
      }),
    );
    expect(await deals.startMilestones(dayAfter(two!.dueDate as string))).toBe(0);
    await expectDealBalanced(t.database.db, dealId);
  });
});

describe('notice', () => {
  it('ends the months not yet funded after the notice; the funded month runs and is paid', async () => {
    const { brand, brief, dealId, applicants } = await retainerWithApplicants(2, 4);
    const [a, b] = applicants as [(typeof applicants)[number], (typeof applicants)[number]];
    await shortlist(brand.c, brief.id, a.applicationId);
    await shortlist(brand.c, brief.id, b.applicationId);
    await brand.c.post(`/api/project-briefs/${brief.id}/hire`, { applicationIds: [a.applicationId] });
    // Before both signed, notice is not the way out.
    const early = await a.c.post(`/api/deals/${dealId}/end`);
    expect(early.json().error.message).toBe(RETAINER_MESSAGES.endNotNow);
    await signBoth(brand.c, a.c, dealId);
    expect((await (await partner()).c.post(`/api/deals/${dealId}/end`)).statusCode).toBe(404);

    const ended = await a.c.post(`/api/deals/${dealId}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    const deal = ended.json().deal as DealView;
    // 14 days' notice from today (the server's day, UTC; `inDays` counts from a brief's earliest day, 12 hours
    // behind): month 2 starts after month 1 is due (in 10 days), so it still runs; 3 and 4 end.
    const endsOn = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(deal.plan.retainer).toMatchObject({ endsOn, canEnd: false });
    expect(deal.plan.milestones.map((m) => m.status)).toEqual(['open', 'open', 'ended', 'ended']);
    expect(deal.timeline.at(-1)?.note).toBe(
      `Retainer ends on ${endsOn} (14 days' notice); months 3 to 4 will not run.`,
    );
    const twice = await brand.c.post(`/api/deals/${dealId}/end`);
    expect(twice.json().error.message).toBe(RETAINER_MESSAGES.alreadyEnding(endsOn));
    await expectDealBalanced(t.database.db, dealId);

    // The funded month is not lost: delivered and approved, then month 2 funded and paid, and the deal is done.
    await a.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['Reels'] });
    await keyed(brand.c, `/api/deals/${dealId}/approve`);
    await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' });
    await a.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['Reels'] });
    const last = await keyed(brand.c, `/api/deals/${dealId}/approve`);
    expect(last.json().deal).toMatchObject({ status: 'paid', releasedCents: 100_000 });
    await expectDealBalanced(t.database.db, dealId);
  });

  it('a cancellation with two months funded refunds each to its own charge', async () => {
    const { brand, brief, dealId, applicants } = await retainerWithApplicants(2, 3, true);
    const [a, b] = applicants as [(typeof applicants)[number], (typeof applicants)[number]];
    await shortlist(brand.c, brief.id, a.applicationId);
    await shortlist(brand.c, brief.id, b.applicationId);
    await brand.c.post(`/api/project-briefs/${brief.id}/hire`, { applicationIds: [a.applicationId] });
    expect(
      (await keyed(brand.c, `/api/deals/${dealId}/fund-milestone`, { paymentMethod: 'pm_card_visa' })).statusCode,
    ).toBe(200);
    const cancelled = await keyed(brand.c, `/api/deals/${dealId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().deal).toMatchObject({ status: 'refunded', refundedCents: 100_000 });
    const rows = await t.database.db.select().from(payments).where(eq(payments.dealId, dealId));
    expect(rows.filter((p) => p.kind === 'refund').map((p) => p.amountCents)).toEqual([50_000, 50_000]);
    const months = (await getDeal(brand.c, dealId)).plan.milestones.map((m) => m.status);
    expect(months).toEqual(['refunded', 'refunded', 'ended']);
    await expectDealBalanced(t.database.db, dealId);
  });
});
