import type { DealView } from '@pulse/domain/deals';
import { payableAccount } from '@pulse/domain/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { briefBody, keyed, ledgerBalance } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * A dispute settled by a split, as both diaries report it (issue 18 item 10), and the fee-free rule for such a
 * deal (decision 029). The money moves are money.test.ts's; this checks what the views say about them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { partner, creative, admin } = testAccounts(() => t, {
  ip: '10.29',
  partner: { name: 'Riley' },
  creative: {
    namePrefix: 'Settled Creative',
    creativeRole: 'videographer',
    profile: { vibeTags: ['Bright'], bio: 'I film things.' },
  },
});
type Who = Awaited<ReturnType<typeof creative>>;

/** A $`budget` project brief funded, `who` selected, then splits set, signed and delivered. */
async function deliveredDeal(who: Who, budget: string, splits?: { userId: string; percentage: number }[]) {
  const brand = await partner();
  const posted = await brand.c.post('/api/project-briefs', { ...briefBody, budget });
  expect(posted.statusCode, posted.body).toBe(201);
  const { brief, deal } = posted.json();
  const funded = await keyed(brand.c, `/api/project-briefs/${brief.id}/fund`, { paymentMethod: 'pm_card_visa' });
  expect(funded.statusCode, funded.body).toBe(200);
  const applied = await who.c.post(`/api/project-briefs/${brief.id}/applications`, {
    portfolioLinks: ['vimeo.com/ava'],
    note: 'Love this',
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const application = applied.json().application.id;
  expect((await brand.c.post(`/api/project-briefs/${brief.id}/applications/${application}/select`)).statusCode).toBe(
    200,
  );
  if (splits) {
    const res = await who.c.request({
      method: 'PUT',
      url: `/api/deals/${deal.id}/splits`,
      payload: JSON.stringify({ splits }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await signBoth(brand.c, who.c, deal.id);
  const delivered = await who.c.post(`/api/deals/${deal.id}/deliver`, { deliverables: ['cut.mp4'] });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { brand, dealId: deal.id as string };
}

async function settleBySplit(brand: Client, dealId: string, creatorPercent: number) {
  expect((await brand.post(`/api/deals/${dealId}/dispute`, { reason: 'Too short' })).statusCode).toBe(200);
  const pulse = await admin();
  const res = await keyed(pulse.c, `/api/deals/${dealId}/resolve`, { outcome: 'split', creatorPercent });
  expect(res.statusCode, res.body).toBe(200);
}

const viewOf = async (c: Client, as: 'brand' | 'creator', dealId: string) =>
  ((await c.get(`/api/deals?as=${as}`)).json().items as DealView[]).find((d) => d.id === dealId)!;

describe('a dispute settled by a split, in both diaries', () => {
  it('reports what was released to each party, refunded and paid out, exactly as the ledger has it', async () => {
    const [ava, jonah, mia] = [await creative(), await creative(), await creative()];
    const { brand, dealId } = await deliveredDeal(ava, '<$250', [
      { userId: ava.id, percentage: 34 },
      { userId: jonah.id, percentage: 33 },
      { userId: mia.id, percentage: 33 },
    ]);
    await settleBySplit(brand.c, dealId, 33);

    // $250 escrow, 33% released: $82.50 split 34/33/33 by the largest remainder (the tied half cent to the
    // earlier party), $167.50 refunded.
    const partnerView = await viewOf(brand.c, 'brand', dealId);
    expect(partnerView).toMatchObject({ amountCents: 25_000, releasedCents: 8_250, refundedCents: 16_750 });
    expect(partnerView.splits.map((s) => [s.amountCents, s.releasedCents, s.netCents])).toEqual([
      [8_500, 2_805, 2_805],
      [8_250, 2_723, 2_723],
      [8_250, 2_722, 2_722],
    ]);
    for (const [who, cents] of [
      [ava, 2_805],
      [jonah, 2_723],
      [mia, 2_722],
    ] as const) {
      expect(await ledgerBalance(t.database.db, payableAccount(who.id))).toBe(cents);
      const mine = await viewOf(who.c, 'creator', dealId);
      expect(mine).toMatchObject({ releasedCents: 8_250, refundedCents: 16_750, myNetCents: cents, myPaidOutCents: 0 });
    }

    // Paid out: each creative's view says what reached them; the partner's what left in all.
    const paid = await keyed(ava.c, `/api/deals/${dealId}/payout`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await viewOf(ava.c, 'creator', dealId)).myPaidOutCents).toBe(2_805);
    expect((await viewOf(brand.c, 'brand', dealId)).paidOutCents).toBe(8_250);
  });
});

describe('fee-free projects (decision 029)', () => {
  it('a deal settled by a split does not use up one of the three fee-free projects', async () => {
    const ava = await creative();
    const first = await deliveredDeal(ava, '$500-$1000');
    await settleBySplit(first.brand.c, first.dealId, 50);
    const fees: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { brand, dealId } = await deliveredDeal(ava, '$500-$1000');
      const approved = await keyed(brand.c, `/api/deals/${dealId}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      fees.push(approved.json().deal.feeCents);
    }
    // Three full projects free, the fourth at 10%: the split one counted for nothing.
    expect(fees).toEqual([0, 0, 0, 5_000]);
  });
});
