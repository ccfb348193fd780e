import type { WorkMedia } from '@pulse/domain/media-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { mediaFiles, mediaVariants, snippets } from '../src/db/schema/media';
import { pieces } from '../src/db/schema/social';
import { newId } from '../src/lib/ids';
import { testAccounts } from './helpers/accounts';
import { cosignedBy } from './helpers/earned';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The work wherever a creative appears (issue 17 item 2, server side): cards, the profile, the feed, match
 * review, deals and the creative's own uploads carry `WorkMedia`. Media rows are written directly here: the
 * processing job is another suite's subject.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Creatives have a card (approved unless told), tagged so the tags alone would say Producer. */
const { client, session, partner, creative } = testAccounts(() => t, {
  ip: '10.47',
  creative: {
    namePrefix: 'Work Creative',
    creativeRole: 'producer',
    profile: {
      vibeTags: ['Lo-fi', 'Chill'],
      location: 'Austin, TX',
      niche: 'Work test',
      collaborationRateCents: 90_000,
    },
  },
});
let n = 0;

type Status = 'processing' | 'ready' | 'failed';
type Kind = 'audio' | 'video' | 'image';

/** A media file in the given state, with the variants a finished job writes when ready. */
async function media(ownerId: string, kind: Kind = 'audio', status: Status = 'ready'): Promise<string> {
  const id = newId();
  await t.database.db.insert(mediaFiles).values({
    id,
    ownerId,
    kind,
    mimeType: kind === 'audio' ? 'audio/wav' : kind === 'video' ? 'video/mp4' : 'image/png',
    sizeBytes: 1000,
    durationSeconds: kind === 'image' ? null : 30,
    storageKey: `test/${id}`,
    originalName: `${kind}.bin`,
    status,
    failureReason: status === 'failed' ? 'This file could not be decoded.' : null,
    width: kind === 'audio' ? null : 1280,
    height: kind === 'audio' ? null : 720,
    placeholder: kind === 'audio' ? null : 'AAAA',
    peaks: kind === 'audio' ? [0.1, 0.5, 0.9] : null,
    processedAt: status === 'processing' ? null : new Date(),
  });
  if (status === 'ready') {
    const variant = (name: string, mimeType: string, width: number | null, height: number | null) => ({
      mediaId: id,
      name,
      mimeType,
      width,
      height,
      sizeBytes: 100,
      hash: `${name}${id}`.replace(/[^a-z0-9]/gi, '').toLowerCase(),
      storageKey: `test/${id}/${name}`,
    });
    const rows =
      kind === 'audio'
        ? [variant('preview', 'audio/mp4', null, null)]
        : kind === 'video'
          ? [variant('rendition', 'video/mp4', 1280, 720), variant('image-320', 'image/webp', 320, 180)]
          : [variant('image-640', 'image/webp', 640, 360), variant('image-320', 'image/webp', 320, 180)];
    await t.database.db.insert(mediaVariants).values(rows);
  }
  return id;
}

async function snippet(
  creatorId: string,
  mediaId: string | null,
  opts: { kind?: 'snippet' | 'track'; title?: string; minutesAgo?: number } = {},
): Promise<string> {
  const id = newId();
  await t.database.db.insert(snippets).values({
    id,
    creatorId,
    mediaId,
    kind: opts.kind ?? 'snippet',
    title: opts.title ?? `Snippet ${++n}`,
    tags: ['Warm'],
    createdAt: new Date(Date.now() - (opts.minutesAgo ?? 0) * 60_000),
  });
  return id;
}

async function allCards(): Promise<{ id: string; work: unknown }[]> {
  const items: { id: string; work: unknown }[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/discover/creatives?limit=50${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    items.push(...res.json().items);
    cursor = res.json().nextCursor;
  } while (cursor);
  return items;
}

const expectReadyAudio = (m: WorkMedia, id: string) =>
  expect(m).toMatchObject({
    id,
    kind: 'audio',
    status: 'ready',
    failureReason: null,
    durationSeconds: 30,
    images: [],
    playUrl: expect.stringMatching(new RegExp(`^/api/media/${id}/v/[a-z0-9]+\\.m4a$`)),
    playMimeType: 'audio/mp4',
    fullUrl: `/api/media/${id}`,
    peaks: [0.1, 0.5, 0.9],
  });

describe('a creative card leads with their work', () => {
  it('is the newest ready snippet, short snippets before full tracks, on discover, For You and the page', async () => {
    const me = await creative();
    // Most co-signed first in For You's popular pool: this card leads it (co-signs are rows, decision 060).
    await cosignedBy(t.database.db, me.id, 42);
    const older = await media(me.id, 'video');
    await snippet(me.id, older, { title: 'Older clip', minutesAgo: 30 });
    const lead = await media(me.id, 'video');
    const leadId = await snippet(me.id, lead, { title: 'Campus reel', minutesAgo: 20 });
    // Newer, but a full track: a card plays a snippet when there is one.
    await snippet(me.id, await media(me.id, 'audio'), { kind: 'track', title: 'Full track', minutesAgo: 10 });
    // Newest of all, but not ready yet, or failed: never a card's work.
    await snippet(me.id, await media(me.id, 'video', 'processing'), { title: 'Still processing' });
    await snippet(me.id, await media(me.id, 'video', 'failed'), { title: 'Broken' });
    await snippet(me.id, null, { title: 'File deleted' });

    const card = (await allCards()).find((c) => c.id === me.id);
    expect(card?.work).toMatchObject({
      id: leadId,
      title: 'Campus reel',
      tags: ['Warm'],
      media: {
        id: lead,
        kind: 'video',
        status: 'ready',
        width: 1280,
        height: 720,
        placeholder: 'AAAA',
        images: [{ url: expect.stringMatching(/\.webp$/), width: 320, height: 180, mimeType: 'image/webp' }],
        playUrl: expect.stringMatching(new RegExp(`^/api/media/${lead}/v/[a-z0-9]+\\.mp4$`)),
        playMimeType: 'video/mp4',
        fullUrl: `/api/media/${lead}`,
      },
    });

    const fan = await session('fan');
    const forYou = (await fan.c.get('/api/feed/for-you')).json();
    const mine = forYou.items.find((c: { id: string }) => c.id === me.id);
    expect(mine?.work?.id).toBe(leadId);

    const page = (await client().get(`/api/creators/${me.id}`)).json();
    // Every ready upload, newest first; nothing processing, failed or without a file.
    expect(page.works.map((w: { title: string }) => w.title)).toEqual(['Full track', 'Campus reel', 'Older clip']);
    expectReadyAudio(page.works[0].media, page.works[0].media.id);
  });

  it('falls back to a ready track, and is null while nothing is ready', async () => {
    const producer = await creative();
    const track = await media(producer.id, 'audio');
    await snippet(producer.id, track, { kind: 'track', minutesAgo: 5 });
    await snippet(producer.id, await media(producer.id, 'audio', 'processing'));
    const waiting = await creative();
    await snippet(waiting.id, await media(waiting.id, 'video', 'processing'));
    await snippet(waiting.id, await media(waiting.id, 'video', 'failed'));

    const cards = await allCards();
    const work = cards.find((c) => c.id === producer.id)?.work as { media: WorkMedia };
    expectReadyAudio(work.media, track);
    expect(cards.find((c) => c.id === waiting.id)?.work).toBeNull();
    expect((await client().get(`/api/creators/${waiting.id}`)).json().works).toEqual([]);
  });

  it("keeps a pending creative's work to themselves (and admins)", async () => {
    const pending = await creative({ status: 'pending' });
    await snippet(pending.id, await media(pending.id, 'video'));
    expect((await allCards()).some((c) => c.id === pending.id)).toBe(false);
    expect((await client().get(`/api/creators/${pending.id}`)).statusCode).toBe(404);
    const own = await pending.c.get(`/api/creators/${pending.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().works).toHaveLength(1);
  });

  it('reaches partner search cards too', async () => {
    const me = await creative();
    const lead = await media(me.id, 'image');
    await snippet(me.id, lead, { title: 'Poster series' });
    const brand = await partner();
    const res = await brand.c.get(`/api/creators/search?q=${encodeURIComponent(me.name)}`);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json().items.find((c: { id: string }) => c.id === me.id);
    expect(card.work).toMatchObject({ title: 'Poster series', media: { id: lead, kind: 'image' } });
    expect(card.work.media.images.map((i: { width: number }) => i.width)).toEqual([320, 640]);
  });
});

describe('the creative sees their own uploads with their processing state', () => {
  it('lists each snippet with its media status, failure reason and preview', async () => {
    const me = await creative();
    const ready = await media(me.id, 'audio');
    await snippet(me.id, ready, { title: 'Ready one', minutesAgo: 3 });
    const failed = await media(me.id, 'video', 'failed');
    await snippet(me.id, failed, { title: 'Failed one', minutesAgo: 2 });
    const processing = await media(me.id, 'video', 'processing');
    await snippet(me.id, processing, { title: 'Processing one', minutesAgo: 1 });

    const res = await me.c.get('/api/snippets/mine');
    expect(res.statusCode, res.body).toBe(200);
    const [p, f, r] = res.json().items;
    expect(p.media).toMatchObject({ id: processing, status: 'processing', playUrl: null, mimeType: 'video/mp4' });
    expect(f.media).toMatchObject({ id: failed, status: 'failed', failureReason: 'This file could not be decoded.' });
    expectReadyAudio(r.media, ready);
    expect(r.media).toMatchObject({ sizeBytes: 1000, originalName: 'audio.bin' });

    const studio = (await me.c.get('/api/studio')).json();
    const statuses = studio.portfolio.snippets.map((s: { media: WorkMedia }) => s.media.status);
    expect(statuses).toEqual(['processing', 'failed', 'ready']);
  });
});

describe('feed pieces play their work', () => {
  it("carries the piece's own file, as published from a snippet", async () => {
    const me = await creative();
    const file = await media(me.id, 'video');
    const snippetId = await snippet(me.id, file);
    const res = await me.c.post('/api/pieces', {
      snippetId,
      title: 'Night Drive (visual)',
      tags: ['night'],
      role: 'producer',
    });
    expect(res.statusCode, res.body).toBe(201);
    const piece = res.json().piece;
    expect(piece.media).toMatchObject({ id: file, kind: 'video', status: 'ready' });
    const [row] = await t.database.db.select().from(pieces).where(eq(pieces.id, piece.id));
    expect(row?.mediaId).toBe(file);

    const feed = (await client().get('/api/pieces')).json();
    expect(feed.items.find((p: { id: string }) => p.id === piece.id).media.playUrl).toMatch(/\.mp4$/);
    expect((await client().get(`/api/pieces/${piece.id}`)).json().piece.media.id).toBe(file);
  });

  it('has no media when the piece has no file', async () => {
    const me = await creative();
    const res = await me.c.post('/api/pieces', {
      snippetId: await snippet(me.id, null),
      title: 'Words only',
      tags: ['words'],
      role: 'producer',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().piece.media).toBeNull();
  });
});

describe('match review plays the submitted snippet', () => {
  it('gives the partner the snippet media', async () => {
    const brand = await partner();
    const brief = await brand.c.post('/api/briefs', {
      title: 'Study app launch',
      description: 'Calm retro beats',
      usageType: 'ugc',
      deadline: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      budgetMin: 500,
      budgetMax: 1500,
      tags: ['Chill', 'Throwback'],
    });
    expect(brief.statusCode, brief.body).toBe(201);
    const briefId = brief.json().brief.id as string;
    const me = await creative();
    const file = await media(me.id, 'audio');
    const snippetId = await snippet(me.id, file, { title: 'Dusty Rhodes' });
    const submitted = await me.c.post(`/api/briefs/${briefId}/submissions`, { snippetId });
    expect(submitted.statusCode, submitted.body).toBe(201);

    const match = (await brand.c.get(`/api/briefs/${briefId}`)).json().matches[0];
    expect(match.snippet).toMatchObject({ id: snippetId, title: 'Dusty Rhodes' });
    expectReadyAudio(match.snippet.media, file);
  });
});

describe('Discover category follows the creative role', () => {
  const categoryOf = async (id: string) =>
    (
      await t.database.db
        .select({ category: creatorProfiles.category })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, id))
    )[0]?.category;

  it('uses the role over the tags, a filmmaker is a videographer, and no role falls back to the tags', async () => {
    // Tags alone would say Producer (Mixing) or Videographer (Cinematic): the role wins.
    const designer = await creative({ creativeRole: 'designer', profile: { vibeTags: ['Cinematic', 'Mixing'] } });
    expect(await categoryOf(designer.id)).toBe('designer');
    const filmmaker = await creative({ creativeRole: 'filmmaker', profile: { vibeTags: ['Lo-fi'] } });
    expect(await categoryOf(filmmaker.id)).toBe('videographer');
    const producer = await creative({ creativeRole: 'producer', profile: { vibeTags: ['Cinematic', 'B-roll'] } });
    expect(await categoryOf(producer.id)).toBe('producer');

    // A role chosen or changed later moves the category; clearing it falls back to the tags.
    await t.database.db.update(user).set({ creativeRole: 'videographer' }).where(eq(user.id, producer.id));
    expect(await categoryOf(producer.id)).toBe('videographer');
    await t.database.db.update(user).set({ creativeRole: null }).where(eq(user.id, designer.id));
    expect(await categoryOf(designer.id)).toBe('producer');
    await t.database.db
      .update(creatorProfiles)
      .set({ vibeTags: ['Poster', 'Typography'] })
      .where(eq(creatorProfiles.userId, designer.id));
    expect(await categoryOf(designer.id)).toBe('designer');

    const producers = await t.app.inject({ method: 'GET', url: '/api/discover/creatives?category=producer&limit=50' });
    const ids = producers.json().items.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(producer.id);
    expect(ids).not.toContain(filmmaker.id);
  });
});
