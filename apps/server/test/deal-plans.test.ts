import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PLAN_MESSAGES, type PlanMilestoneInput } from '@pulse/domain/deal-plan';
import { DEAL_MESSAGES, type DealView } from '@pulse/domain/deals';
import { CARD_CLEARING, formatCents, PLATFORM_FEES, payableAccount } from '@pulse/domain/ledger';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate';
import { dealMilestones, deals } from '../src/db/schema/submissions';
import { createDealsService } from '../src/modules/deals/deals.service';
import { createSandboxProvider } from '../src/modules/payments/payment-provider';
import { testAccounts } from './helpers/accounts';
import { signBoth, signContract } from './helpers/contracts';
import { expectDealBalanced, getDeal, putPlan } from './helpers/deals';
import { acceptedDealBetween, briefBody, inDays, keyed, ledgerBalance } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/** Plans of 1 to 6 milestones, each delivered, approved and released on its own (decision 066). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { partner, creative, admin } = testAccounts(() => t, {
  ip: '10.66',
  partner: { namePrefix: 'Plan Brand' },
  creative: { namePrefix: 'Plan Creative', creativeRole: 'videographer', profile: {} },
});
let n = 0;

async function acceptedDeal() {
  const brand = await partner();
  const ava = await creative();
  const { dealId } = await acceptedDealBetween(brand.c, ava.c, { title: `Plan reel ${++n}` });
  const deal = await getDeal(brand.c, dealId);
  return { brand, ava, dealId, amountCents: deal.amountCents };
}

/** `amounts` due a few days apart, before the brief's deadline (briefBody: inDays(20)). */
const planOf = (amounts: number[]): PlanMilestoneInput[] =>
  amounts.map((amountCents, i) => ({ title: `Part ${i + 1}`, amountCents, dueDate: inDays(3 + 4 * i) }));

describe('a deal starts as a plan of one milestone', () => {
  it('for its whole amount, due by the brief deadline, and the contract lists it', async () => {
    const { brand, dealId, amountCents } = await acceptedDeal();
    const deal = await getDeal(brand.c, dealId);
    expect(deal.plan).toMatchObject({
      current: 1,
      editable: true,
      deadline: briefBody.deadline,
      milestones: [
        { position: 1, title: 'Delivery of the work', amountCents, dueDate: briefBody.deadline, status: 'open' },
      ],
    });
    const contract = (await brand.c.get(`/api/deals/${dealId}/contract`)).json();
    expect(contract.document.terms.milestones).toMatchObject([
      { number: 1, title: 'Delivery of the work', amountCents, dueDate: briefBody.deadline },
    ]);
  });
});

describe('PUT /api/deals/:id/plan', () => {
  it('refuses bad plans in plain words and writes nothing', async () => {
    const { brand, dealId, amountCents } = await acceptedDeal();
    const cases: [unknown, string][] = [
      [
        planOf([amountCents - 100]),
        PLAN_MESSAGES.sumMismatch(formatCents(amountCents), formatCents(amountCents - 100)),
      ],
      [[], PLAN_MESSAGES.countRange],
      [planOf([1, 1, 1, 1, 1, 1, amountCents - 6]), PLAN_MESSAGES.countRange],
      [[{ title: 'Cut', amountCents, dueDate: inDays(-30) }], PLAN_MESSAGES.dateInPast],
      [[{ title: 'Cut', amountCents, dueDate: inDays(40) }], PLAN_MESSAGES.dateAfterDeadline(briefBody.deadline)],
      [
        [
          { title: 'A', amountCents: amountCents - 100, dueDate: inDays(10) },
          { title: 'B', amountCents: 100, dueDate: inDays(5) },
        ],
        PLAN_MESSAGES.dateOrder,
      ],
      [[{ title: '', amountCents, dueDate: inDays(5) }], PLAN_MESSAGES.titleRequired],
      [[{ title: 'Cut', amountCents: 12.5, dueDate: inDays(5) }], PLAN_MESSAGES.amountInvalid],
    ];
    for (const [milestones, message] of cases) {
      const res = await putPlan(brand.c, dealId, milestones);
      expect(res.statusCode, JSON.stringify(milestones)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const deal = await getDeal(brand.c, dealId);
    expect(deal.plan.milestones).toHaveLength(1);
    expect(deal.timeline.some((e) => e.note.startsWith('Plan changed'))).toBe(false);
  });

  it('a stranger gets 404, an admin 403, and no one changes a signed plan', async () => {
    const { brand, ava, dealId, amountCents } = await acceptedDeal();
    const stranger = await partner();
    expect((await putPlan(stranger.c, dealId, planOf([amountCents]))).statusCode).toBe(404);
    const boss = await admin();
    const byAdmin = await putPlan(boss.c, dealId, planOf([amountCents]));
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe(PLAN_MESSAGES.notParty);
    await signBoth(brand.c, ava.c, dealId);
    const late = await putPlan(ava.c, dealId, planOf([amountCents - 100, 100]));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(PLAN_MESSAGES.notEditable);
    expect((await getDeal(brand.c, dealId)).plan.editable).toBe(false);
  });

  it("the creative's change voids the partner's signature: both sign the new plan, and the contract lists it", async () => {
    const { brand, ava, dealId, amountCents } = await acceptedDeal();
    expect((await signContract(brand.c, dealId)).statusCode).toBe(200);
    expect((await getDeal(brand.c, dealId)).contractSigned.brand).toBe(true);
    const third = Math.floor(amountCents / 3);
    const plan = planOf([third, third, amountCents - 2 * third]);
    const changed = await putPlan(ava.c, dealId, plan);
    expect(changed.statusCode, changed.body).toBe(200);
    const deal = changed.json().deal as DealView;
    expect(deal.plan.milestones.map((m) => m.amountCents)).toEqual(plan.map((m) => m.amountCents));
    expect(deal.contractSigned).toEqual({ brand: false, creator: false });
    expect(deal.timeline.at(-1)?.note).toMatch(/^Plan changed: 3 milestones/);
    // Saying the same plan again writes nothing.
    await putPlan(ava.c, dealId, plan);
    expect((await getDeal(ava.c, dealId)).timeline.filter((e) => e.note.startsWith('Plan changed'))).toHaveLength(1);
    const contract = (await brand.c.get(`/api/deals/${dealId}/contract`)).json();
    expect(contract.document.terms.milestones.map((m: { title: string }) => m.title)).toEqual([
      'Part 1',
      'Part 2',
      'Part 3',
    ]);
    await signBoth(brand.c, ava.c, dealId);
  });
});

describe('milestones with their own escrow', () => {
  async function twoMilestoneDeal() {
    const d = await acceptedDeal();
    const first = Math.round(d.amountCents * 0.4);
    const res = await putPlan(d.brand.c, d.dealId, planOf([first, d.amountCents - first]));
    expect(res.statusCode, res.body).toBe(200);
    await signBoth(d.brand.c, d.ava.c, d.dealId);
    return { ...d, first, second: d.amountCents - first };
  }
  const deliver = (c: Client, dealId: string, what: string) =>
    c.post(`/api/deals/${dealId}/deliver`, { deliverables: [what] });

  it('delivers, approves and releases each milestone in turn, the ledger balanced at every step', async () => {
    const { brand, ava, dealId, first, second } = await twoMilestoneDeal();
    await expectDealBalanced(t.database.db, dealId);

    expect((await deliver(ava.c, dealId, 'Rough cut')).statusCode).toBe(200);
    let deal = await getDeal(brand.c, dealId);
    expect(deal.status).toBe('delivered');
    expect(deal.plan.milestones[0]).toMatchObject({ status: 'delivered', deliverables: ['Rough cut'] });
    expect(deal.timeline.at(-1)?.note).toBe('Milestone 1 of 2: Delivered 1 deliverable');

    const approved = await keyed(brand.c, `/api/deals/${dealId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    deal = approved.json().deal;
    expect(deal.status).toBe('signed');
    expect(deal.releasedCents).toBe(first);
    expect(deal.plan).toMatchObject({ current: 2 });
    expect(deal.plan.milestones[0]).toMatchObject({ status: 'released', releasedCents: first });
    expect(deal.timeline.at(-1)?.note).toBe(`Milestone 1 of 2 approved; ${formatCents(first)} released`);
    expect(await ledgerBalance(t.database.db, payableAccount(ava.id))).toBe(first); // fee-free: a first project
    await expectDealBalanced(t.database.db, dealId);

    expect((await deliver(ava.c, dealId, 'Final cut')).statusCode).toBe(200);
    const last = await keyed(brand.c, `/api/deals/${dealId}/approve`);
    expect(last.statusCode, last.body).toBe(200);
    deal = last.json().deal;
    expect(deal).toMatchObject({ status: 'paid', releasedCents: first + second });
    expect(deal.plan.current).toBeNull();
    expect(await ledgerBalance(t.database.db, payableAccount(ava.id))).toBe(first + second);
    await expectDealBalanced(t.database.db, dealId);

    const paidOut = await keyed(ava.c, `/api/deals/${dealId}/payout`);
    expect(paidOut.statusCode, paidOut.body).toBe(200);
    expect(paidOut.json().deal).toMatchObject({ status: 'complete', paidOutCents: first + second });
    expect(await ledgerBalance(t.database.db, payableAccount(ava.id))).toBe(0);
  });

  it('the creative pays out a released milestone while the plan runs on; the last payout completes the deal', async () => {
    const { brand, ava, dealId, first, second } = await twoMilestoneDeal();
    expect((await getDeal(ava.c, dealId)).actions).not.toContain('payout');
    await deliver(ava.c, dealId, 'Rough cut');
    await keyed(brand.c, `/api/deals/${dealId}/approve`);
    let deal = await getDeal(ava.c, dealId);
    expect(deal.actions).toContain('payout');
    expect((await getDeal(brand.c, dealId)).actions).not.toContain('payout');
    expect((await keyed(brand.c, `/api/deals/${dealId}/payout`)).statusCode).toBe(403);

    const paidOut = await keyed(ava.c, `/api/deals/${dealId}/payout`);
    expect(paidOut.statusCode, paidOut.body).toBe(200);
    deal = paidOut.json().deal;
    expect(deal).toMatchObject({ status: 'signed', paidOutCents: first, myPaidOutCents: first });
    expect(deal.actions).not.toContain('payout');
    expect(deal.timeline.at(-1)?.note).toBe(`Paid out $${(first / 100).toFixed(2)} to payout account`);
    expect(await ledgerBalance(t.database.db, payableAccount(ava.id))).toBe(0);
    const again = await keyed(ava.c, `/api/deals/${dealId}/payout`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DEAL_MESSAGES.noPayable);
    await expectDealBalanced(t.database.db, dealId);

    await deliver(ava.c, dealId, 'Final cut');
    await keyed(brand.c, `/api/deals/${dealId}/approve`);
    const last = await keyed(ava.c, `/api/deals/${dealId}/payout`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().deal).toMatchObject({ status: 'complete', paidOutCents: first + second });
    expect(await ledgerBalance(t.database.db, payableAccount(ava.id))).toBe(0);
  });

  it('a dispute on milestone 2 holds only milestone 2: milestone 1 stays paid', async () => {
    const { brand, ava, dealId, first, second } = await twoMilestoneDeal();
    await deliver(ava.c, dealId, 'Rough cut');
    expect((await keyed(brand.c, `/api/deals/${dealId}/approve`)).statusCode).toBe(200);
    await deliver(ava.c, dealId, 'Final cut');
    const disputed = await brand.c.post(`/api/deals/${dealId}/dispute`, { reason: 'Not what we agreed' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().deal.plan.milestones.map((m: { status: string }) => m.status)).toEqual([
      'released',
      'disputed',
    ]);
    const card = await ledgerBalance(t.database.db, CARD_CLEARING);
    const boss = await admin();
    const resolved = await keyed(boss.c, `/api/deals/${dealId}/resolve`, { outcome: 'refund' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const deal = resolved.json().deal as DealView;
    // Milestone 1's money reached the creative, so the deal is paid (and can be paid out), not refunded.
    expect(deal).toMatchObject({ status: 'paid', releasedCents: first, refundedCents: second });
    expect(deal.plan.milestones.map((m) => m.status)).toEqual(['released', 'refunded']);
    expect((await ledgerBalance(t.database.db, CARD_CLEARING)) - card).toBe(second);
    expect(await ledgerBalance(t.database.db, payableAccount(ava.id))).toBe(first);
    await expectDealBalanced(t.database.db, dealId);
  });

  it('a dispute on milestone 1 settled by a split sends the deal back to work on milestone 2', async () => {
    const { brand, ava, dealId, first } = await twoMilestoneDeal();
    await deliver(ava.c, dealId, 'Rough cut');
    await ava.c.post(`/api/deals/${dealId}/dispute`, { reason: 'The partner went quiet' });
    const boss = await admin();
    const resolved = await keyed(boss.c, `/api/deals/${dealId}/resolve`, { outcome: 'split', creatorPercent: 50 });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const deal = resolved.json().deal as DealView;
    expect(deal.status).toBe('signed');
    expect(deal.plan.current).toBe(2);
    expect(deal.plan.milestones[0]).toMatchObject({
      status: 'released',
      releasedCents: Math.round(first / 2),
      refundedCents: first - Math.round(first / 2),
    });
    expect(deal.timeline.at(-1)?.note).toMatch(/^Milestone 1 of 2: Dispute resolved/);
    await expectDealBalanced(t.database.db, dealId);
    expect((await deliver(ava.c, dealId, 'Final cut')).statusCode).toBe(200);
    expect((await keyed(brand.c, `/api/deals/${dealId}/approve`)).json().deal.status).toBe('paid');
    await expectDealBalanced(t.database.db, dealId);
  });

  it("auto-approves a milestone left unanswered, and an admin's refund gives back only what no milestone released", async () => {
    const { brand, ava, dealId, first, second } = await twoMilestoneDeal();
    await deliver(ava.c, dealId, 'Rough cut');
    const service = createDealsService({
      db: t.database.db,
      provider: createSandboxProvider(),
      config: { feeBps: 1000, autoApproveDays: 14 },
    });
    await t.database.db
      .update(deals)
      .set({ deliveredAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(deals.id, dealId));
    expect(await service.autoApprove(dealId)).toBe(true);
    let deal = await getDeal(brand.c, dealId);
    expect(deal.status).toBe('signed');
    expect(deal.timeline.at(-1)).toMatchObject({
      actor: 'Pulse',
      note: `Milestone 1 of 2 auto-approved after 14 days without a response; ${formatCents(first)} released`,
    });
    expect(await service.autoApprove(dealId)).toBe(false);

    const card = await ledgerBalance(t.database.db, CARD_CLEARING);
    const boss = await admin();
    const refunded = await keyed(boss.c, `/api/deals/${dealId}/cancel`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    deal = refunded.json().deal;
    expect(deal).toMatchObject({ status: 'paid', releasedCents: first, refundedCents: second });
    expect((await ledgerBalance(t.database.db, CARD_CLEARING)) - card).toBe(second);
    expect(await ledgerBalance(t.database.db, PLATFORM_FEES)).toBeGreaterThanOrEqual(0);
    await expectDealBalanced(t.database.db, dealId);
    expect((await getDeal(ava.c, dealId)).plan.milestones.map((m) => m.status)).toEqual(['released', 'refunded']);
  });
});

describe('migration 0040: deals made before plans', () => {
  it('gives each one milestone in its state, with the money the ledger moved for it', async () => {
    const open = await acceptedDeal();
    const paid = await acceptedDeal();
    await signBoth(paid.brand.c, paid.ava.c, paid.dealId);
    await paid.ava.c.post(`/api/deals/${paid.dealId}/deliver`, { deliverables: ['Final cut'] });
    expect((await keyed(paid.brand.c, `/api/deals/${paid.dealId}/approve`)).statusCode).toBe(200);
    const refunded = await acceptedDeal();
    expect((await keyed(refunded.brand.c, `/api/deals/${refunded.dealId}/cancel`)).statusCode).toBe(200);
    const ids = [open.dealId, paid.dealId, refunded.dealId];

    // As before the migration: no plans. Then the migration's own backfill, limited to these deals.
    const { db } = t.database;
    await db.execute(sql`DELETE FROM deal_milestones WHERE deal_id IN (${sql.join(ids, sql`, `)})`);
    const file = await readFile(join(MIGRATIONS_FOLDER, '0040_deal-plans.sql'), 'utf8');
    const backfill = file.slice(file.lastIndexOf('INSERT INTO "deal_milestones"'));
    const only = ` WHERE d."id" IN (${ids.map((id) => `'${id}'`).join(', ')})`;
    await db.execute(sql.raw(backfill.replace(/;?\s*$/, only)));
    // Migration 0042 then records each funded deal's milestone as funded by the deal's charge (decision 067).
    const funding = await readFile(join(MIGRATIONS_FOLDER, '0042_retainers.sql'), 'utf8');
    const fundedBackfill = funding.slice(funding.lastIndexOf('UPDATE "deal_milestones"'));
    await db.execute(sql.raw(fundedBackfill.replace(/;?\s*$/, only.replace(' WHERE', ' AND'))));

    const rows = await db.select().from(dealMilestones).where(inArray(dealMilestones.dealId, ids));
    const byDeal = new Map(rows.map((r) => [r.dealId, r]));
    expect(rows).toHaveLength(3);
    expect(byDeal.get(open.dealId)).toMatchObject({
      position: 1,
      title: 'Delivery of the work',
      amountCents: open.amountCents,
      dueDate: briefBody.deadline,
      status: 'open',
      releasedCents: 0,
    });
    expect(byDeal.get(paid.dealId)).toMatchObject({
      status: 'released',
      releasedCents: paid.amountCents,
      deliverables: ['Final cut'],
    });
    expect(byDeal.get(refunded.dealId)).toMatchObject({ status: 'refunded', refundedCents: refunded.amountCents });
    // The old deals work as plans: the open one runs to paid on its one milestone.
    await signBoth(open.brand.c, open.ava.c, open.dealId);
    await open.ava.c.post(`/api/deals/${open.dealId}/deliver`, { deliverables: ['Cut'] });
    const approved = await keyed(open.brand.c, `/api/deals/${open.dealId}/approve`);
    expect(approved.json().deal).toMatchObject({ status: 'paid', releasedCents: open.amountCents });
    await expectDealBalanced(t.database.db, open.dealId);
  });
});

describe('usage rights and revisions in the plan', () => {
  it('are part of the plan: the contract states them, a change voids signatures, bad values are refused', async () => {
    const { brand, ava, dealId, amountCents } = await acceptedDeal();
    let deal = await getDeal(brand.c, dealId);
    expect(deal.plan.terms).toEqual({ usageDuration: 'Perpetual', usageTerritory: 'Worldwide', revisionRounds: 2 });
    expect((await signContract(ava.c, dealId)).statusCode).toBe(200);

    const milestones = planOf([amountCents]);
    const bad = await brand.c.request({
      method: 'PUT',
      url: `/api/deals/${dealId}/plan`,
      payload: JSON.stringify({
        milestones,
        terms: { usageDuration: 'Forever', usageTerritory: 'Mars', revisionRounds: 9 },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().error.fields ?? {})).toEqual(
      expect.arrayContaining([PLAN_MESSAGES.durationInvalid]),
    );

    const terms = { usageDuration: '1 year', usageTerritory: 'United States', revisionRounds: 1 };
    const res = await brand.c.request({
      method: 'PUT',
      url: `/api/deals/${dealId}/plan`,
      payload: JSON.stringify({
        milestones: (await getDeal(brand.c, dealId)).plan.milestones.map((m) => ({
          title: m.title,
          amountCents: m.amountCents,
          dueDate: m.dueDate,
        })),
        terms,
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    deal = res.json().deal;
    expect(deal.plan.terms).toEqual(terms);
    expect(deal.contractSigned.creator).toBe(false);
    expect(deal.timeline.at(-1)?.note).toContain('usage 1 year, United States; 1 round of changes');
    const contract = (await brand.c.get(`/api/deals/${dealId}/contract`)).json();
    expect(contract.document.terms.usage).toMatchObject({ territory: 'United States', duration: '1 year' });
    const revisions = contract.document.sections.find((x: { heading: string }) => x.heading === 'Revisions');
    expect(revisions.body).toMatch(/^The amount includes 1 round of changes/);
  });
});
