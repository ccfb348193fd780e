import { percentileCont } from '@pulse/domain/price-guidance';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefs } from '../src/db/schema/briefs';
import { ledgerEntries, ledgerTransactions } from '../src/db/schema/ledger';
import { dealEvents, deals } from '../src/db/schema/submissions';
import { createPricingRepository } from '../src/modules/pricing/pricing.repository';
import { testAccounts } from './helpers/accounts';
import { briefBody, inDays } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Price and timeline guidance (issue 31 item 1, decision 055): figures computed by the database from deals this
 * file writes (brief, deal, timeline and the ledger's fund and release), compared with the domain's
 * percentile_cont over the same amounts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { client, session, admin } = testAccounts(() => t, { ip: '10.31' });

const DAY = 86_400_000;
let seq = 0;

/**
 * A completed deal as the lifecycle leaves it: a brief posted `turnaroundDays` before its deadline, accepted a
 * day after, delivered `deliveredAfter` days after acceptance, its escrow funded and released on the ledger.
 */
async function completedDeal(input: {
  brandId: string;
  creatorId: string;
  category: string;
  usageType: string;
  turnaroundDays: number;
  releasedCents: number;
  deliveredAfter: number;
}) {
  const k = `pg-${++seq}`;
  const posted = Date.UTC(2026, 0, 1) + seq * DAY;
  const accepted = posted + DAY;
  const delivered = accepted + input.deliveredAfter * DAY;
  const db = t.database.db;
  await db.transaction(async (tx) => {
    await tx.insert(briefs).values({
      id: `brief-${k}`,
      ownerId: input.brandId,
      kind: 'project',
      status: 'closed',
      title: `Deal ${k}`,
      category: input.category,
      usageType: input.usageType,
      deadline: new Date(posted + input.turnaroundDays * DAY).toISOString().slice(0, 10),
      createdAt: new Date(posted),
    });
    await tx.insert(deals).values({
      id: `deal-${k}`,
      briefId: `brief-${k}`,
      brandId: input.brandId,
      creatorId: input.creatorId,
      title: `Deal ${k}`,
      type: 'project',
      amountCents: input.releasedCents,
      status: 'complete',
      deliveredAt: new Date(delivered),
      paidAt: new Date(delivered + DAY),
    });
    await tx.insert(dealEvents).values([
      {
        id: `ev-${k}-a`,
        dealId: `deal-${k}`,
        fromStatus: 'funded',
        toStatus: 'accepted',
        createdAt: new Date(accepted),
      },
      {
        id: `ev-${k}-d`,
        dealId: `deal-${k}`,
        fromStatus: 'signed',
        toStatus: 'delivered',
        createdAt: new Date(delivered),
      },
    ]);
    const escrow = `escrow:deal-${k}`;
    await tx.insert(ledgerTransactions).values([
      { id: `tx-${k}-f`, kind: 'fund', dealId: `deal-${k}` },
      { id: `tx-${k}-r`, kind: 'release', dealId: `deal-${k}` },
    ]);
    await tx.insert(ledgerEntries).values([
      { id: `le-${k}-1`, transactionId: `tx-${k}-f`, account: 'card_clearing', amountCents: -input.releasedCents },
      { id: `le-${k}-2`, transactionId: `tx-${k}-f`, account: escrow, amountCents: input.releasedCents },
      { id: `le-${k}-3`, transactionId: `tx-${k}-r`, account: escrow, amountCents: -input.releasedCents },
      {
        id: `le-${k}-4`,
        transactionId: `tx-${k}-r`,
        account: `creator_payable:${input.creatorId}`,
        amountCents: input.releasedCents,
      },
    ]);
  });
}

const refresh = () => createPricingRepository(t.database.db).refreshGuidance();
const guidance = (c: Client, q: Record<string, string>) => c.get(`/api/price-guidance?${new URLSearchParams(q)}`);

describe('price guidance', () => {
  let partner: { c: Client; id: string };
  let creative: { c: Client; id: string };
  const producerUgc = Array.from({ length: 24 }, (_, i) => 40_000 + ((i * 7919) % 24) * 1_500);
  const videoCommercial = [90_000, 120_000, 150_000, 80_000];
  const videoOther = Array.from({ length: 30 }, (_, i) => 30_000 + i * 1_000);

  beforeAll(async () => {
    partner = await session('brand');
    creative = await session('creator');
  });

  it('says "Not enough deals yet" and shows no figure when there are no deals', async () => {
    await refresh();
    const res = await guidance(partner.c, { category: 'producer', usageType: 'ugc', deadline: inDays(10) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'not_enough',
      note: 'Not enough deals yet',
      basedOnDeals: 0,
      p25Cents: null,
      p50Cents: null,
      p75Cents: null,
      medianDays: null,
      onTimePercent: null,
    });
  });

  it('gives a full group its own percentiles, timeline and on-time rate, computed by the database', async () => {
    const base = { brandId: partner.id, creatorId: creative.id };
    for (const [i, cents] of producerUgc.entries()) {
      // Every sixth producer deal is delivered after its 10-day deadline (1 day + 12 > 10).
      await completedDeal({
        ...base,
        category: 'producer',
        usageType: 'ugc',
        turnaroundDays: 10,
        releasedCents: cents,
        deliveredAfter: i % 6 === 0 ? 12 : 5 + (i % 3),
      });
    }
    for (const cents of videoCommercial) {
      await completedDeal({
        ...base,
        category: 'videographer',
        usageType: 'commercial',
        turnaroundDays: 5,
        releasedCents: cents,
        deliveredAfter: 3,
      });
    }
    for (const cents of videoOther) {
      await completedDeal({
        ...base,
        category: 'videographer',
        usageType: 'ugc',
        turnaroundDays: 30,
        releasedCents: cents,
        deliveredAfter: 14,
      });
    }
    await refresh();

    const res = await guidance(partner.c, { category: 'producer', usageType: 'ugc', deadline: inDays(10) });
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json();
    const days = producerUgc.map((_, i) => (i % 6 === 0 ? 12 : 5 + (i % 3)));
    expect(g).toMatchObject({
      status: 'ok',
      basedOnDeals: 24,
      blended: false,
      note: 'Based on 24 deals like this one.',
      p25Cents: Math.round(percentileCont(producerUgc, 0.25) as number),
      p50Cents: Math.round(percentileCont(producerUgc, 0.5) as number),
      p75Cents: Math.round(percentileCont(producerUgc, 0.75) as number),
      medianDays: Math.round(percentileCont(days, 0.5) as number),
      onTimePercent: Math.round((20 / 24) * 100),
      floorCents: null,
      group: { category: 'producer', usageType: 'ugc', turnaround: 'standard' },
    });
  });

  it('blends a thin group toward its category and says so', async () => {
    const res = await guidance(partner.c, { category: 'videographer', usageType: 'commercial', deadline: inDays(5) });
    const g = res.json();
    const all = [...videoCommercial, ...videoOther];
    const w = videoCommercial.length / 20;
    const blend = (p: number) =>
      Math.round(w * (percentileCont(videoCommercial, p) as number) + (1 - w) * (percentileCont(all, p) as number));
    expect(g).toMatchObject({
      status: 'ok',
      blended: true,
      basedOnDeals: 34,
      p25Cents: blend(0.25),
      p50Cents: blend(0.5),
      p75Cents: blend(0.75),
      note: 'Only 4 deals like this one, so the figures are blended toward 34 deals in Videographer work.',
    });
  });

  it('falls back to all deals for a category with none, and never claims more deals than exist', async () => {
    const g = (
      await guidance(partner.c, { category: 'graphic_designer', usageType: 'live', deadline: inDays(40) })
    ).json();
    expect(g).toMatchObject({ status: 'ok', blended: true, basedOnDeals: 58 });
    expect(g.note).toBe('No deals like this one yet: based on 58 deals in all work on Pulse.');
  });

  it('shows a creative the same figures for a posted brief', async () => {
    const posted = await partner.c.post('/api/project-briefs', {
      ...briefBody,
      category: 'producer',
      usageType: 'ugc',
      deadline: inDays(10),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().brief.id as string;
    // The partner is still in review, so the brief is a draft: only its owner sees figures for it.
    expect((await creative.c.get(`/api/briefs/${id}/price-guidance`)).statusCode).toBe(404);
    await t.database.db.update(briefs).set({ status: 'posted' }).where(eq(briefs.id, id));
    const forCreative = await creative.c.get(`/api/briefs/${id}/price-guidance`);
    expect(forCreative.statusCode, forCreative.body).toBe(200);
    const forPartner = await guidance(partner.c, { category: 'producer', usageType: 'ugc', deadline: inDays(10) });
    expect(forCreative.json()).toEqual(forPartner.json());
    expect((await creative.c.get('/api/briefs/nope/price-guidance')).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await client().get('/api/price-guidance?category=producer')).statusCode).toBe(401);
  });
});

describe('budget floors', () => {
  it('only admins with their second factor set floors; everyone else is refused', async () => {
    const partner = await session('brand');
    const res = await partner.c.put('/api/admin/price-floors', { category: 'producer', floorCents: 30_000 });
    expect(res.statusCode).toBe(403);
    expect((await partner.c.get('/api/admin/price-floors')).statusCode).toBe(403);
    expect(
      (await client().put('/api/admin/price-floors', { category: 'producer', floorCents: 30_000 })).statusCode,
    ).toBe(401);
    const noFactor = await admin({ twoFactor: false });
    expect(
      (await noFactor.c.put('/api/admin/price-floors', { category: 'producer', floorCents: 30_000 })).statusCode,
    ).toBe(403);
  });

  it('refuses a budget under the floor with the reason, writing nothing, and takes one at or above it', async () => {
    const a = await admin();
    const bad = await a.c.put('/api/admin/price-floors', { category: 'producer', floorCents: 30_050 });
    expect(bad.statusCode).toBe(400);
    const set = await a.c.put('/api/admin/price-floors', { category: 'producer', floorCents: 30_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().items).toContainEqual(
      expect.objectContaining({ category: 'producer', label: 'Music Producer', floorCents: 30_000 }),
    );

    const partner = await session('brand');
    const before = await t.database.db.$count(briefs);
    const refused = await partner.c.post('/api/project-briefs', {
      ...briefBody,
      category: 'producer',
      budget: '$250-$500',
    });
    expect(refused.statusCode).toBe(400);
    const message = 'The budget must be at least $300 for Music Producer work on Pulse.';
    expect(refused.json().error).toMatchObject({ code: 'validation_failed', message, fields: { budget: message } });
    expect(await t.database.db.$count(briefs)).toBe(before);
    expect((await guidance(partner.c, { category: 'producer' })).json().floorCents).toBe(30_000);

    // Another category has no floor; the same budget at or above the floor posts.
    const other = await partner.c.post('/api/project-briefs', {
      ...briefBody,
      category: 'videographer',
      budget: '$250-$500',
    });
    expect(other.statusCode, other.body).toBe(201);
    const ok = await partner.c.post('/api/project-briefs', {
      ...briefBody,
      category: 'producer',
      budget: '$500-$1000',
    });
    expect(ok.statusCode, ok.body).toBe(201);

    // 0 clears it.
    const cleared = await a.c.put('/api/admin/price-floors', { category: 'producer', floorCents: 0 });
    expect(cleared.json().items).toContainEqual(expect.objectContaining({ category: 'producer', floorCents: null }));
  });
});

describe('the scale seed', () => {
  it('writes completed deals the guidance reads: each with its timeline and balanced ledger postings', async () => {
    const { seedScale } = await import('../src/db/seed/scale');
    const { seedScaleDeals } = await import('../src/db/seed/scale-deals');
    const db = t.database.db;
    await seedScale(db, 20);
    const first = await seedScaleDeals(db, 20, 300);
    expect(first).toMatchObject({ insertedDeals: 300, totalScaleDeals: 300 });
    // Again: nothing more (fixed ids).
    expect((await seedScaleDeals(db, 20, 300)).insertedDeals).toBe(0);
    const g = (await guidance((await session('brand')).c, {})).json();
    // 58 deals written above, 300 by the seed: every one counted once in "all work on Pulse".
    expect(g).toMatchObject({ status: 'ok', basedOnDeals: 358 });
    const res = (await db.execute(
      sql`select count(*)::int as n from (select transaction_id from ledger_entries where id like 'scale-deal-%'
          group by transaction_id having sum(amount_cents) <> 0) x`,
    )) as unknown as { rows: { n: number }[] };
    expect(res.rows[0]?.n).toBe(0);
  });
});
