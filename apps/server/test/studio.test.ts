import { SIGNAL_MAX, SIGNAL_MESSAGES } from '@pulse/domain/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefs } from '../src/db/schema/briefs';
import { creatorProfiles } from '../src/db/schema/creators';
import { follows, savedListItems, savedLists, tasteEvents } from '../src/db/schema/discovery';
import { ledgerEntries, ledgerTransactions } from '../src/db/schema/ledger';
import { mediaFiles, signals, snippets } from '../src/db/schema/media';
import { submissions } from '../src/db/schema/submissions';
import { newId } from '../src/lib/ids';
import { testAccounts } from './helpers/accounts';
import { cosignedBy } from './helpers/earned';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Guest sessions, as a visitor who picked a role has: creatives here are not approved (nor need to be). */
const { client, session } = testAccounts(() => t, { ip: '10.57' });
const producer = () => session('creator', { choose: { creativeRole: 'producer' } });

/** A snippet straight into the database, as the media helper's upload would leave it. */
async function insertSnippet(creatorId: string, values: Partial<typeof snippets.$inferInsert> = {}) {
  const mediaId = newId();
  await t.database.db.insert(mediaFiles).values({
    id: mediaId,
    ownerId: creatorId,
    kind: 'audio',
    mimeType: 'audio/wav',
    sizeBytes: 1000,
    durationSeconds: 8,
    storageKey: `test/${mediaId}`,
  });
  const id = newId();
  await t.database.db.insert(snippets).values({
    id,
    creatorId,
    mediaId,
    title: 'Night Drive',
    durationSeconds: 8,
    ...values,
  });
  return id;
}

describe('who may ask', () => {
  it('answers 401 without a session', async () => {
    const c = client();
    expect((await c.get('/api/creator/dashboard')).statusCode).toBe(401);
    expect((await c.get('/api/studio')).statusCode).toBe(401);
    expect((await c.post('/api/signal', { content: 'hi', context: 'profile' })).statusCode).toBe(401);
  });

  it('answers 403 to everyone but creatives', async () => {
    for (const role of ['fan', 'brand'] as const) {
      const { c } = await session(role);
      for (const url of ['/api/creator/dashboard', '/api/studio']) {
        const res = await c.get(url);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
    }
  });
});

describe('GET /api/creator/dashboard', () => {
  it('starts empty: no snippets, no earnings', async () => {
    const { c } = await producer();
    const res = await c.get('/api/creator/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: { activeSnippets: 0, pendingEarningsCents: null },
      snippets: [],
      submissions: [],
    });
  });

  it('lists the caller’s own snippets with their rights, newest first, and nobody else’s', async () => {
    const mine = await producer();
    const other = await producer();
    await insertSnippet(mine.id, { title: 'First', createdAt: new Date('2026-01-01T00:00:00Z') });
    await insertSnippet(mine.id, {
      title: 'Second',
      ownershipPercentage: 80,
      usageTiers: ['ugc', 'sync'],
      splits: [
        { name: 'Me', percentage: 70 },
        { name: 'Kai', percentage: 30 },
      ],
      tags: ['lo-fi'],
      categories: ['Beats'],
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    await insertSnippet(other.id, { title: 'Not yours' });

    const body = (await mine.c.get('/api/creator/dashboard')).json();
    expect(body.stats.activeSnippets).toBe(2);
    expect(body.snippets.map((s: { title: string }) => s.title)).toEqual(['Second', 'First']);
    expect(body.snippets[0]).toMatchObject({
      title: 'Second',
      durationSeconds: 8,
      ownershipPercentage: 80,
      usageTiers: ['ugc', 'sync'],
      tags: ['lo-fi'],
      categories: ['Beats'],
      mediaKind: 'audio',
    });
    const theirs = (await other.c.get('/api/creator/dashboard')).json();
    expect(theirs.snippets.map((s: { title: string }) => s.title)).toEqual(['Not yours']);
  });

  it('reads Pending Earnings from the ledger’s creator_payable balance', async () => {
    const { c, id } = await producer();
    const tx = newId();
    await t.database.db.insert(ledgerTransactions).values({ id: tx, kind: 'release' });
    await t.database.db.insert(ledgerEntries).values([
      { id: newId(), transactionId: tx, account: 'escrow:test', amountCents: -45000 },
      { id: newId(), transactionId: tx, account: `creator_payable:${id}`, amountCents: 45000 },
    ]);
    expect((await c.get('/api/creator/dashboard')).json().stats.pendingEarningsCents).toBe(45000);
  });

  it('lists the caller’s submissions with the brief title', async () => {
    const { c, id } = await producer();
    const partner = await session('brand');
    const snippetId = await insertSnippet(id, { title: 'Pitch' });
    const briefId = newId();
    await t.database.db
      .insert(briefs)
      .values({ id: briefId, ownerId: partner.id, kind: 'licensing', status: 'matched', title: 'Campus Ad' });
    await t.database.db
      .insert(submissions)
      .values({ id: newId(), briefId, creatorId: id, snippetId, kind: 'match', status: 'licensed', matchScore: 72 });
    const body = (await c.get('/api/creator/dashboard')).json();
    expect(body.submissions).toEqual([
      expect.objectContaining({ briefTitle: 'Campus Ad', status: 'licensed', matchScore: 72, snippetTitle: 'Pitch' }),
    ]);
  });
});

describe('POST /api/signal', () => {
  it('stores the signal and answers 201', async () => {
    const { c, id } = await producer();
    const res = await c.post('/api/signal', { content: '  New drop Friday  ', context: 'profile' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().signal).toMatchObject({ content: 'New drop Friday', context: 'profile' });
    const rows = await t.database.db.select().from(signals).where(eq(signals.userId, id));
    expect(rows.map((r) => [r.content, r.context])).toEqual([['New drop Friday', 'profile']]);
  });

  it('refuses blank, too long or out-of-context signals in our wording, storing nothing', async () => {
    const { c, id } = await producer();
    const cases: [unknown, string][] = [
      [{ content: '   ', context: 'profile' }, SIGNAL_MESSAGES.required],
      [{ context: 'profile' }, SIGNAL_MESSAGES.required],
      [{ content: 'x'.repeat(SIGNAL_MAX + 1), context: 'profile' }, SIGNAL_MESSAGES.tooLong],
      [{ content: 'hi', context: 'feed' }, SIGNAL_MESSAGES.context],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/signal', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await t.database.db.select().from(signals).where(eq(signals.userId, id))).toEqual([]);
  });
});

describe('GET /api/studio', () => {
  it('gathers Recent, Portfolio and Insights from the creative’s own data', async () => {
    const { c, id } = await producer();
    const fan = await session('fan', { set: { isAnonymous: false, name: 'Riley' } });
    await t.database.db.insert(creatorProfiles).values({
      userId: id,
      portfolio: ['https://maya.studio/'],
      socialLinks: { website: 'https://maya.example/', portfolio: 'https://maya.studio/' },
    });
    await insertSnippet(id, { title: 'Loop', createdAt: new Date('2026-01-01T00:00:00Z') });
    await t.database.db.insert(tasteEvents).values({
      id: newId(),
      userId: fan.id,
      creatorId: id,
      action: 'cosign',
      creatorName: 'x',
      reason: 'r',
      createdAt: new Date('2026-01-03T00:00:00Z'),
    });
    await t.database.db.insert(follows).values({ followerId: fan.id, creatorId: id });
    // Three fans' standing co-signs: the count is the database's, from these rows (decision 060).
    await cosignedBy(t.database.db, id, 3);
    const listId = newId();
    await t.database.db.insert(savedLists).values({ id: listId, userId: fan.id, name: 'Discoveries' });
    await t.database.db.insert(savedListItems).values({ listId, creatorId: id });
    await c.post('/api/signal', { content: 'Hello world', context: 'profile' });

    const res = await c.get('/api/studio');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recent.map((r: { type: string }) => r.type)).toEqual(['signal', 'cosign', 'snippet']);
    expect(body.recent[1]).toMatchObject({ type: 'cosign', fanName: 'Riley' });
    expect(body.portfolio.snippets.map((s: { title: string }) => s.title)).toEqual(['Loop']);
    expect(body.portfolio.links).toEqual(['https://maya.studio/', 'https://maya.example/']);
    expect(body.insights).toEqual({ cosigns: 3, followers: 1, saves: 1, snippets: 1 });

    // Another creative's studio holds none of it.
    const other = await session('creator', { choose: { creativeRole: 'filmmaker' } });
    expect((await other.c.get('/api/studio')).json()).toEqual({
      recent: [],
      portfolio: { snippets: [], links: [] },
      insights: { cosigns: 0, followers: 0, saves: 0, snippets: 0 },
    });
  });

  it('hides a guest fan’s placeholder name', async () => {
    const { c, id } = await producer();
    const fan = await session('fan');
    await t.database.db
      .insert(tasteEvents)
      .values({ id: newId(), userId: fan.id, creatorId: id, action: 'cosign', creatorName: 'x', reason: 'r' });
    expect((await c.get('/api/studio')).json().recent[0]).toMatchObject({ type: 'cosign', fanName: null });
  });
});
