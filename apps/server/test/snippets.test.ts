import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitsTotalMessage } from '@pulse/domain/splits';
import { COMPLETE_SETUP_NEEDS_UPLOAD_MESSAGE, UNKNOWN_CATEGORY_MESSAGE } from '@pulse/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { mediaFiles, snippets } from '../src/db/schema/media';
import { type Account, testAccounts } from './helpers/accounts';
import { mp4File, pdfFile, uploadedMedia, wavFile } from './helpers/media-files';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'pulse-snippets-'));

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(() => t.close());

const { creativeGuest } = testAccounts(() => t, { ip: '10.41' });

function patch(c: Client, url: string, body: unknown) {
  return c.request({
    method: 'PATCH',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

const rights = {
  ownershipPercentage: 80,
  usageTiers: ['ugc', 'sync'],
  splits: [
    { name: 'Me', percentage: 70 },
    { name: 'Kai', percentage: 30 },
  ],
};

describe('Save Work', () => {
  it('makes a producer’s snippet with categories, rights, splits and the file’s duration', async () => {
    const producer = await creativeGuest('producer');
    const mediaId = await uploadedMedia(producer.c, wavFile(8), 'night.wav', { purpose: 'snippet' });
    const res = await producer.c.post('/api/snippets', {
      mediaId,
      title: '  Night Drive  ',
      categories: ['Trap', 'Lo-fi'],
      ...rights,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().snippet).toMatchObject({
      kind: 'snippet',
      title: 'Night Drive',
      categories: ['Lo-fi', 'Trap'],
      ownershipPercentage: 80,
      usageTiers: ['ugc', 'sync'],
      splits: rights.splits,
      durationSeconds: 8,
      media: { id: mediaId, kind: 'audio', mimeType: 'audio/wav' },
    });
    const mine = await producer.c.get('/api/snippets/mine');
    expect(mine.json().items.map((s: { title: string }) => s.title)).toEqual(['Night Drive']);
  });

  it('defaults ownership to 100 with no tiers or splits', async () => {
    const producer = await creativeGuest('producer');
    const mediaId = await uploadedMedia(producer.c, wavFile(6), 'a.wav', { purpose: 'snippet' });
    const res = await producer.c.post('/api/snippets', { mediaId, title: 'Sketch' });
    expect(res.json().snippet).toMatchObject({ ownershipPercentage: 100, usageTiers: [], splits: [] });
  });

  it('refuses splits that do not total 100, ownership out of range, a blank title and foreign categories', async () => {
    const producer = await creativeGuest('producer');
    const mediaId = await uploadedMedia(producer.c, wavFile(6), 'a.wav', { purpose: 'snippet' });
    const splits = await producer.c.post('/api/snippets', {
      mediaId,
      title: 'x',
      splits: [
        { name: 'Me', percentage: 60 },
        { name: 'Kai', percentage: 30 },
      ],
    });
    expect(splits.statusCode).toBe(400);
    expect(splits.json().error.fields.splits).toBe(splitsTotalMessage(90));
    const ownership = await producer.c.post('/api/snippets', { mediaId, title: 'x', ownershipPercentage: 101 });
    expect(ownership.json().error.fields.ownershipPercentage).toBe('Ownership must be a whole number from 0 to 100.');
    const title = await producer.c.post('/api/snippets', { mediaId, title: '   ' });
    expect(title.json().error.fields.title).toBe('Title is required');
    const category = await producer.c.post('/api/snippets', { mediaId, title: 'x', categories: ['Poster'] });
    expect(category.statusCode).toBe(400);
    expect(category.json().error.message).toBe(UNKNOWN_CATEGORY_MESSAGE);
    // Nothing was half-written.
    expect((await producer.c.get('/api/snippets/mine')).json().items).toEqual([]);
  });

  it('keeps rights to producers: a designer’s work stays at the defaults', async () => {
    const designer = await creativeGuest('designer');
    const mediaId = await uploadedMedia(designer.c, pdfFile(), 'poster.pdf', { purpose: 'snippet' });
    const res = await designer.c.post('/api/snippets', { mediaId, title: 'Poster', categories: ['Poster'], ...rights });
    expect(res.statusCode).toBe(201);
    expect(res.json().snippet).toMatchObject({
      categories: ['Poster'],
      ownershipPercentage: 100,
      usageTiers: [],
      splits: [],
      durationSeconds: null,
      media: { kind: 'pdf' },
    });
  });

  it('takes a videographer’s clip with video categories', async () => {
    const videographer = await creativeGuest('videographer');
    const mediaId = await uploadedMedia(videographer.c, mp4File(20), 'clip.mp4', { purpose: 'snippet' });
    const res = await videographer.c.post('/api/snippets', { mediaId, title: 'Recap', categories: ['Event Recap'] });
    expect(res.json().snippet).toMatchObject({ durationSeconds: 20, categories: ['Event Recap'] });
  });

  it('uses a file once, only the owner’s, and holds it to the snippet kind’s limits', async () => {
    const producer = await creativeGuest('producer');
    const mediaId = await uploadedMedia(producer.c, wavFile(6), 'a.wav', { purpose: 'snippet' });
    expect((await producer.c.post('/api/snippets', { mediaId, title: 'One' })).statusCode).toBe(201);
    expect((await producer.c.post('/api/snippets', { mediaId, title: 'Two' })).statusCode).toBe(409);

    const other = await creativeGuest('producer');
    const theirs = await uploadedMedia(other.c, wavFile(6), 'b.wav', { purpose: 'snippet' });
    expect((await producer.c.post('/api/snippets', { mediaId: theirs, title: 'Mine?' })).statusCode).toBe(404);

    // A full track is no snippet: 60 s is over the snippet bound.
    const track = await uploadedMedia(producer.c, wavFile(60), 'full.wav', { purpose: 'track' });
    const asSnippet = await producer.c.post('/api/snippets', { mediaId: track, title: 'Full' });
    expect(asSnippet.statusCode).toBe(400);
    expect(asSnippet.json().error.message).toBe('Audio snippets must be 5-10 seconds long; this one is 60 s.');
    const asTrack = await producer.c.post('/api/snippets', {
      mediaId: track,
      kind: 'track',
      title: 'Full',
      tags: ['92 BPM', '92 bpm', 'Loud'],
    });
    expect(asTrack.statusCode).toBe(201);
    expect(asTrack.json().snippet).toMatchObject({ kind: 'track', durationSeconds: 60, tags: ['92 BPM', 'Loud'] });
  });

  it('is for creatives only', async () => {
    const fan = new Client(t.app);
    await fan.post('/api/me/role', { role: 'fan' });
    expect((await fan.post('/api/snippets', { mediaId: 'x', title: 'x' })).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/snippets/mine')).statusCode).toBe(401);
  });
});

describe('editing and deleting', () => {
  let owner: Account;
  let intruder: Account;
  let snippetId: string;
  let mediaId: string;
  beforeAll(async () => {
    owner = await creativeGuest('producer');
    intruder = await creativeGuest('producer');
    mediaId = await uploadedMedia(owner.c, wavFile(9), 'mine.wav', { purpose: 'snippet' });
    snippetId = (await owner.c.post('/api/snippets', { mediaId, title: 'Mine', ...rights })).json().snippet.id;
  });

  it('lets the owner edit title, categories, tags and rights', async () => {
    const res = await patch(owner.c, `/api/snippets/${snippetId}`, {
      title: 'Mine (edit)',
      categories: ['Ambient'],
      tags: ['Late night'],
      ownershipPercentage: 0,
      usageTiers: [],
      splits: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().snippet).toMatchObject({
      title: 'Mine (edit)',
      categories: ['Ambient'],
      tags: ['Late night'],
      ownershipPercentage: 0,
      usageTiers: [],
      splits: [],
      durationSeconds: 9,
    });
    const bad = await patch(owner.c, `/api/snippets/${snippetId}`, { splits: [{ name: 'A', percentage: 50 }] });
    expect(bad.statusCode).toBe(400);
  });

  it('hides the snippet from another creative: no edit, no delete, not in their list', async () => {
    expect((await patch(intruder.c, `/api/snippets/${snippetId}`, { title: 'Stolen' })).statusCode).toBe(404);
    expect((await intruder.c.delete(`/api/snippets/${snippetId}`)).statusCode).toBe(404);
    expect((await intruder.c.get('/api/snippets/mine')).json().items).toEqual([]);
    const row = (await t.database.db.select().from(snippets).where(eq(snippets.id, snippetId)))[0]!;
    expect(row.title).toBe('Mine (edit)');
  });

  it('deletes the snippet with its file row and stored bytes', async () => {
    const media = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId)))[0]!;
    const path = join(dataDir, 'media', media.storageKey);
    expect(existsSync(path)).toBe(true);
    expect((await owner.c.delete(`/api/snippets/${snippetId}`)).statusCode).toBe(204);
    expect(existsSync(path)).toBe(false);
    expect(await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId))).toEqual([]);
    expect((await owner.c.get(`/api/media/${mediaId}`)).statusCode).toBe(404);
    expect((await owner.c.delete(`/api/snippets/${snippetId}`)).statusCode).toBe(404);
  });
});

describe('Complete Setup & Go to Dashboard', () => {
  it('needs one upload, then sets setup_completed and keeps the creative in review', async () => {
    const producer = await creativeGuest('producer');
    const early = await producer.c.post('/api/creator-setup/complete');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(COMPLETE_SETUP_NEEDS_UPLOAD_MESSAGE);

    const mediaId = await uploadedMedia(producer.c, wavFile(6), 'a.wav', { purpose: 'snippet' });
    await producer.c.post('/api/snippets', { mediaId, title: 'First' });
    const done = await producer.c.post('/api/creator-setup/complete');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ setupCompleted: true, snippets: 1 });
    const profile = (
      await t.database.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, producer.id))
    )[0]!;
    expect(profile.setupCompleted).toBe(true);
    const me = (await t.database.db.select().from(user).where(eq(user.id, producer.id)))[0]!;
    expect(me).toMatchObject({ role: 'creator', creatorStatus: 'pending' });
  });
});
