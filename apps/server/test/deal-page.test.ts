import { DEAL_MESSAGES } from '@pulse/domain/deals';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/messaging';
import { eventsAfter, latestEventId } from '../src/modules/messaging/realtime';
import { testAccounts } from './helpers/accounts';
import { signBoth, signContract } from './helpers/contracts';
import { getDeal } from './helpers/deals';
import { acceptedDealBetween, keyed } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The one deal page both parties open (decision 064): who may read it, its thread, and its live event. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { partner, creative } = testAccounts(() => t, {
  ip: '10.64',
  partner: { namePrefix: 'Deal Page Brand' },
  creative: { namePrefix: 'Deal Page Creative', creativeRole: 'videographer', profile: {} },
});
let n = 0;

/** A funded project brief whose creative was selected: accepted, unsigned. */
async function acceptedDeal() {
  const brand = await partner();
  const ava = await creative();
  const { dealId } = await acceptedDealBetween(brand.c, ava.c, { title: `Deal page reel ${++n}` });
  return { brand, ava, dealId };
}

/** The `deal.updated` events written since `since` (an event id), as [user, dealId] pairs. */
async function dealEventsSince(since: number, userIds: readonly string[]) {
  const out: { userId: string; dealId: unknown }[] = [];
  for (const userId of userIds) {
    for (const e of await eventsAfter(t.database.db, userId, since)) {
      if (e.type === 'deal.updated') out.push({ userId, dealId: (e.payload as { dealId?: unknown }).dealId });
    }
  }
  return out;
}

describe('GET /api/deals/:id, the deal page', () => {
  it('answers both parties with their side of the same deal, and a stranger 404', async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    const asBrand = await getDeal(brand.c, dealId);
    const asCreative = await getDeal(ava.c, dealId);
    expect(asBrand).toMatchObject({ id: dealId, viewer: 'brand', status: 'accepted', creator: { id: ava.id } });
    expect(asCreative).toMatchObject({ id: dealId, viewer: 'creator', status: 'accepted', brand: { id: brand.id } });
    expect(asBrand.actions).toContain('sign');
    expect(asCreative.actions).toContain('sign');

    // A third person learns nothing, not even that the deal exists: the same answer as a made-up id.
    for (const stranger of [await partner(), await creative()]) {
      const res = await stranger.c.get(`/api/deals/${dealId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(DEAL_MESSAGES.notFound);
      const thread = await stranger.c.get(`/api/deals/${dealId}/thread`);
      expect(thread.statusCode).toBe(404);
    }
    const missing = await brand.c.get('/api/deals/no-such-deal');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(DEAL_MESSAGES.notFound);
  });

  it("gives both parties their conversation's id once they have one", async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    expect((await brand.c.get(`/api/deals/${dealId}/thread`)).json()).toEqual({ threadId: null });
    const started = await brand.c.post('/api/threads', { creatorId: ava.id, message: 'Excited to work together' });
    expect(started.statusCode, started.body).toBe(201);
    const threadId = started.json().thread.id as string;
    for (const side of [brand, ava]) {
      const res = await side.c.get(`/api/deals/${dealId}/thread`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ threadId });
    }
  });
});

describe('deal.updated', () => {
  it('reaches both parties with each step, whoever takes it, and the step notifications lead to the page', async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    const both = [brand.id, ava.id];
    const expectBoth = async (since: number) => {
      const events = await dealEventsSince(since, both);
      expect(events.filter((e) => e.userId === brand.id)).toEqual([{ userId: brand.id, dealId }]);
      expect(events.filter((e) => e.userId === ava.id)).toEqual([{ userId: ava.id, dealId }]);
    };

    // One signature (a timeline entry that does not move the deal), then the second (a step).
    let since = await latestEventId(t.database.db);
    expect((await signContract(brand.c, dealId)).statusCode).toBe(200);
    await expectBoth(since);
    since = await latestEventId(t.database.db);
    expect((await signContract(ava.c, dealId)).statusCode).toBe(200);
    await expectBoth(since);

    // The creative delivers: the partner's page hears it (and so does the creative's other tab).
    since = await latestEventId(t.database.db);
    const delivered = await ava.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['reel.mp4'] });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await expectBoth(since);

    // The partner approves through the money path: the creative's page hears it.
    since = await latestEventId(t.database.db);
    const approved = await keyed(brand.c, `/api/deals/${dealId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().deal.status).toBe('paid');
    await expectBoth(since);

    // A refused step announces nothing.
    since = await latestEventId(t.database.db);
    expect((await keyed(brand.c, `/api/deals/${dealId}/approve`)).statusCode).toBe(409);
    expect(await dealEventsSince(since, both)).toEqual([]);

    // Deal step notifications open the deal's page, on either side.
    const links = await t.database.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.kind, 'deal_step'), like(notifications.title, 'Deal page reel%')));
    const mine = links.filter((l) => both.includes(l.userId));
    expect(mine.some((l) => l.userId === brand.id)).toBe(true);
    expect(mine.some((l) => l.userId === ava.id)).toBe(true);
    for (const l of mine) expect(l.link).toBe(`/deals/${dealId}`);
  });

  it('goes to nobody outside the deal', async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    const stranger = await partner();
    const since = await latestEventId(t.database.db);
    await signBoth(brand.c, ava.c, dealId);
    expect(await dealEventsSince(since, [stranger.id])).toEqual([]);
  });
});
