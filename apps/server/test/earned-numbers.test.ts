import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreativeSearchCard } from '@pulse/domain/creator-search';
import {
  type AskedThread,
  NO_SCORE_YET,
  pulseScoreText,
  RECENT_UPLOADS_DAYS,
  recentUploadsOf,
  responseFigures,
  statsDueAt,
} from '@pulse/domain/earned-numbers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { creatorReactions } from '../src/db/schema/discovery';
import { mediaFiles, snippets } from '../src/db/schema/media';
import { messages, messageThreads, threadParticipants } from '../src/db/schema/messaging';
import { pieces } from '../src/db/schema/social';
import { newId } from '../src/lib/ids';
import { createCreatorStatsRepository } from '../src/modules/creator-stats/creator-stats.repository';
import { testAccounts } from './helpers/accounts';
import { uploadedMedia, wavFile } from './helpers/media-files';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every number on a card or profile is earned (issue 34 item 1, decision 060): a new creative shows none they
 * did not earn, and each figure follows the rows of what people did.
 */

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'pulse-earned-'));
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

const accounts = testAccounts(() => t, { ip: '10.34' });
const { client, session } = accounts;
let n = 0;
const unique = (word: string) => `${word}${Date.now() % 100_000}x${++n}`;

/** A new, approved creative with a profile and nothing else: no work, no fans, no conversations. */
async function newCreative() {
  const name = unique('Newcomer');
  const tag = unique('Tag');
  const cr = await accounts.creative({ name, profile: { vibeTags: [tag], bio: `${name} makes things.` } });
  return { ...cr, tag };
}

/** An approved partner with a name of its own. */
const partner = () => accounts.partner({ name: unique('Partner') });

async function page(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/creators/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function searchCard(p: { c: Client }, name: string): Promise<CreativeSearchCard> {
  const res = await p.c.get(`/api/creators/search?q=${encodeURIComponent(name)}`);
  expect(res.statusCode, res.body).toBe(200);
  const card = (res.json().items as CreativeSearchCard[]).find((i) => i.name === name);
  expect(card, name).toBeDefined();
  return card!;
}

async function discoverCard(tag: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/discover/creatives?tags=${encodeURIComponent(tag)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0];
}

const stats = createCreatorStatsRepository;

describe('a new creative', () => {
  it('shows no number they did not earn: no score yet, nothing counted, no response figures', async () => {
    const cr = await newCreative();
    const p = await partner();

    const profile = await page(cr.id);
    expect(profile).toMatchObject({
      pulseScore: null,
      cosigns: 0,
      engagement: 0,
      recentUploads: 0,
      responseRate: null,
      responseTime: null,
    });
    const card = await searchCard(p, cr.name);
    expect(card).toMatchObject({
      pulseScore: null,
      responseRate: null,
      responseMinutes: null,
      engagement: 0,
      recentUploads: 0,
      followers: 0,
    });
    const discover = await discoverCard(cr.tag);
    expect(discover).toMatchObject({
      id: cr.id,
      stats: { cosigns: 0, authenticityScore: null, recentUploads: 0, engagement: 0 },
    });
    // The one text every screen shows for it (search cards, the profile, brief matches, match cards).
    for (const score of [profile.pulseScore, card.pulseScore, discover.stats.authenticityScore]) {
      expect(pulseScoreText(score)).toBe(NO_SCORE_YET);
    }
  });

  it('has 0 recent uploads until a work is published, then 1, and 0 again once it is 30 days old', async () => {
    const cr = await newCreative();
    const mediaId = await uploadedMedia(cr.c, wavFile(6), 'first.wav', { purpose: 'snippet' });
    const saved = await cr.c.post('/api/snippets', { mediaId, title: 'First Loop', categories: ['Lo-fi'] });
    expect(saved.statusCode, saved.body).toBe(201);
    // Still processing: not published yet.
    expect((await page(cr.id)).recentUploads).toBe(0);

    // What the media job does last: the file is ready, and the snippet is on the profile.
    await t.database.db.update(mediaFiles).set({ status: 'ready' }).where(eq(mediaFiles.id, mediaId));
    expect((await page(cr.id)).recentUploads).toBe(1);
    expect((await discoverCard(cr.tag)).stats.recentUploads).toBe(1);

    // The moment time changes it is stored; the job recounts it then.
    const [row] = await t.database.db
      .select({ due: creatorProfiles.statsDueAt })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, cr.id));
    const [snippet] = await t.database.db
      .select({ createdAt: snippets.createdAt })
      .from(snippets)
      .where(eq(snippets.creatorId, cr.id));
    expect(row?.due?.getTime()).toBe(snippet!.createdAt.getTime() + RECENT_UPLOADS_DAYS * DAY);
    const later = new Date(snippet!.createdAt.getTime() + (RECENT_UPLOADS_DAYS + 1) * DAY);
    expect(await stats(t.database.db).refreshDue(later)).toBeGreaterThanOrEqual(1);
    expect((await page(cr.id)).recentUploads).toBe(0);
  });
});

describe('response rate and time', () => {
  it('change when the creative answers a thread, and a question unanswered for a day counts against them', async () => {
    const cr = await newCreative();
    const first = await partner();
    const opened = await first.c.post('/api/threads', { creatorId: cr.id, message: 'Hi! Free for a project?' });
    expect(opened.statusCode, opened.body).toBe(201);
    const threadId = opened.json().thread.id as string;
    // A question asked a moment ago is not a miss yet.
    expect(await page(cr.id)).toMatchObject({ responseRate: null, responseTime: null });

    const reply = await cr.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Yes!' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await page(cr.id)).toMatchObject({ responseRate: 100, responseTime: 'Responds within an hour' });
    expect(await searchCard(first, cr.name)).toMatchObject({ responseRate: 100, responseMinutes: 0 });

    // A second partner writes and hears nothing; a day later the job counts it as a miss.
    const second = await partner();
    expect((await second.c.post('/api/threads', { creatorId: cr.id, message: 'Hello?' })).statusCode).toBe(201);
    expect((await page(cr.id)).responseRate).toBe(100);
    await stats(t.database.db).refreshDue(new Date(Date.now() + 25 * HOUR));
    expect(await page(cr.id)).toMatchObject({ responseRate: 50, responseTime: 'Responds within an hour' });
  });

  it('are what the domain computes from the same conversations (the SQL mirrors the rules)', async () => {
    const cr = await newCreative();
    const at = new Date();
    // Minutes to answer per conversation (null: never), and how long ago the question was asked.
    const plan: [number, number | null][] = [
      [10 * DAY, 25],
      [9 * DAY, 3 * 60],
      [8 * DAY, 30 * 60], // answered, a day late
      [7 * DAY, null],
      [2 * HOUR, null], // still inside its day
      [400 * DAY, 5], // too long ago to count
      [3 * DAY, 90],
    ];
    const threads: AskedThread[] = [];
    for (const [ago, minutes] of plan) {
      const p = await partner();
      const id = newId();
      const askedAt = new Date(at.getTime() - ago);
      const repliedAt = minutes === null ? null : new Date(askedAt.getTime() + minutes * MINUTE);
      threads.push({ askedAt, repliedAt });
      await t.database.db.insert(messageThreads).values({ id, subject: 'Hi', createdBy: p.id });
      await t.database.db.insert(threadParticipants).values([
        { threadId: id, userId: p.id },
        { threadId: id, userId: cr.id },
      ]);
      await t.database.db
        .insert(messages)
        .values([
          { id: newId(), threadId: id, senderId: p.id, content: 'Hi', createdAt: askedAt },
          ...(repliedAt
            ? [{ id: newId(), threadId: id, senderId: cr.id, content: 'Hello', createdAt: repliedAt }]
            : []),
        ]);
    }
    const uploads = [1, 12, 29, 31, 45].map((days) => new Date(at.getTime() - days * DAY));
    for (const publishedAt of uploads) {
      const mediaId = newId();
      await t.database.db.insert(mediaFiles).values({
        id: mediaId,
        ownerId: cr.id,
        kind: 'image',
        mimeType: 'image/png',
        sizeBytes: 1,
        storageKey: `test/${mediaId}`,
        status: 'ready',
      });
      await t.database.db
        .insert(snippets)
        .values({ id: newId(), creatorId: cr.id, mediaId, title: 'Work', createdAt: publishedAt });
    }

    await stats(t.database.db).refresh([cr.id], at);
    const [row] = await t.database.db
      .select({
        rate: creatorProfiles.responseRate,
        minutes: creatorProfiles.responseMinutes,
        threads: creatorProfiles.responseThreads,
        recentUploads: creatorProfiles.recentUploads,
        due: creatorProfiles.statsDueAt,
      })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, cr.id));
    const expected = responseFigures(threads, at);
    expect(expected).toEqual({ rate: 60, medianMinutes: 135, threads: 5 });
    expect(row).toEqual({
      rate: expected.rate,
      minutes: expected.medianMinutes,
      threads: expected.threads,
      recentUploads: recentUploadsOf(uploads, at),
      due: statsDueAt({ uploads, threads }, at),
    });
  });
});

describe('co-signs and engagement', () => {
  it('follow the rows: a co-sign, a change of mind, a save, a piece co-sign and a fan who leaves', async () => {
    const cr = await newCreative();
    const fan = await session('fan', { set: { name: unique('Fan') } });
    const cosign = await fan.c.post('/api/feedback', { creatorId: cr.id, action: 'cosign' });
    expect(cosign.statusCode, cosign.body).toBe(200);
    expect(cosign.json().cosigns).toBe(1);
    expect((await discoverCard(cr.tag)).stats).toMatchObject({ cosigns: 1, engagement: 1 });

    // The fan changes their mind: the co-sign row becomes a skip.
    expect((await fan.c.post('/api/feedback', { creatorId: cr.id, action: 'skip' })).json().cosigns).toBe(0);
    expect((await page(cr.id)).cosigns).toBe(0);

    const other = await session('fan', { set: { name: unique('Fan') } });
    expect((await other.c.post('/api/feedback', { creatorId: cr.id, action: 'cosign' })).statusCode).toBe(200);
    expect((await other.c.post('/api/me/saved', { creatorId: cr.id })).statusCode).toBe(200);
    expect(await page(cr.id)).toMatchObject({ cosigns: 1, engagement: 2 });

    // A feed piece they made (a published work) and a visitor's co-sign of it.
    const filmmaker = await newCreative();
    const pieceId = newId();
    await t.database.db.insert(pieces).values({
      id: pieceId,
      title: 'Together',
      producerId: cr.id,
      filmmakerId: filmmaker.id,
      durationSeconds: 30,
    });
    expect((await client().put(`/api/pieces/${pieceId}/cosign`)).statusCode).toBe(200);
    expect(await page(cr.id)).toMatchObject({ cosigns: 1, engagement: 3, recentUploads: 1 });
    expect(await page(filmmaker.id)).toMatchObject({ cosigns: 0, engagement: 1, recentUploads: 1 });

    // The co-signing fan's account goes: their rows go with it, and so do the counts.
    await t.database.db.delete(user).where(eq(user.id, other.id));
    expect(await page(cr.id)).toMatchObject({ cosigns: 0, engagement: 1 });
  });

  // PGlite is one connection: two transactions at once need PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)('count two co-signs that two transactions make at once', async () => {
    const cr = await newCreative();
    const fans = [
      await session('fan', { set: { name: unique('Fan') } }),
      await session('fan', { set: { name: unique('Fan') } }),
    ];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signal!: () => void;
    const firstWrote = new Promise<void>((resolve) => {
      signal = resolve;
    });
    const first = t.database.db.transaction(async (tx) => {
      await tx.insert(creatorReactions).values({ userId: fans[0]!.id, creatorId: cr.id, action: 'cosign' });
      signal();
      await gate;
    });
    await firstWrote;
    // The second co-sign's count waits for the first transaction, then sees its row.
    const second = t.database.db.transaction(async (tx) => {
      await tx.insert(creatorReactions).values({ userId: fans[1]!.id, creatorId: cr.id, action: 'cosign' });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    expect(await page(cr.id)).toMatchObject({ cosigns: 2, engagement: 2 });
  });
});
