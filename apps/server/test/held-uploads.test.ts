import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOLD_MESSAGES } from '@pulse/domain/content-holds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats } from '../src/db/schema/beats';
import { audioFingerprints } from '../src/db/schema/fingerprints';
import { deals } from '../src/db/schema/submissions';
import { DEMO_BEATS } from '../src/db/seed/beats';
import { renderLoop } from '../src/db/seed/demo-media/audio';
import { DEMO_SOUNDS } from '../src/db/seed/demo-media/looks';
import { SAMPLE_RATE, synthesiseBeat } from '../src/db/seed/demo-media/synth';
import { encodeWav } from '../src/db/seed/demo-media/wav';
import { newId } from '../src/lib/ids';
import { ffmpegPath } from '../src/modules/media/ffmpeg';
import { testAccounts } from './helpers/accounts';
import { uploadedMedia } from './helpers/media-files';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';
import { turnOnTwoFactor } from './helpers/totp';

/**
 * Issue 32 item 4 (decision 058): a beat whose audio is another account's work is held for an admin, never
 * published silently; collaborators are not flagged; unrelated music publishes; a delivery that matches
 * someone else's catalogue is flagged to the partner. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
const work = mkdtempSync(join(tmpdir(), 'pulse-holds-'));
const { client, creative } = testAccounts(() => t, { ip: '10.32' });
type Who = { c: Client; id: string };

const ORIGINAL = DEMO_BEATS[0]!; // Late Library, 78 BPM, A minor
function originalWav(): Buffer {
  return encodeWav([synthesiseBeat(ORIGINAL, 10)], { sampleRate: SAMPLE_RATE });
}
/** The original re-encoded to 128 kbps MP3 with its first `trim` seconds cut. */
function copyMp3(trim: string, name: string): Buffer {
  const wav = join(work, `${name}.wav`);
  const mp3 = join(work, `${name}.mp3`);
  writeFileSync(wav, originalWav());
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-ss',
    trim,
    '-i',
    wav,
    '-ac',
    '2',
    '-ar',
    '44100',
    '-b:a',
    '128k',
    '-y',
    mp3,
  ]);
  return readFileSync(mp3);
}

/** An approved producer (the role chosen as the wizard sends it). */
const producer = (): Promise<Who> => creative({ creativeRole: 'producer', chooseRole: true });

/** Uploads a file and waits until the analysis job has fingerprinted it. */
async function uploaded(p: Who, bytes: Buffer, filename: string): Promise<string> {
  const mp3 = bytes[0] === 0xff || filename.endsWith('.mp3');
  const id = await uploadedMedia(p.c, bytes, filename, { purpose: 'track', mime: mp3 ? 'audio/mpeg' : 'audio/wav' });
  const until = Date.now() + 90_000;
  for (;;) {
    const [fp] = await t.database.db.select().from(audioFingerprints).where(eq(audioFingerprints.mediaId, id));
    if (fp) return id;
    if (Date.now() > until) throw new Error(`no fingerprint for ${filename}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function beatFrom(p: Who, mediaId: string, title: string, splits?: { userId: string; percentage: number }[]) {
  const res = await p.c.post('/api/beats', {
    mediaId,
    previewMediaId: mediaId,
    title,
    bpm: 78,
    key: 'A minor',
    moods: ['Moody'],
    licenseTypes: ['Film'],
    nonExclusivePriceCents: 14_900,
    exclusivePriceCents: 149_900,
    ...(splits ? { splits } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().beat.id as string;
}

const statusOf = async (id: string) =>
  (await t.database.db.select({ s: beats.status }).from(beats).where(eq(beats.id, id)))[0]!.s;
const notices = async (c: Client) =>
  (await c.get('/api/notifications')).json().items as { kind: string; body: string }[];

let owner: Who;
let originalMediaId: string;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  const { ensureAdmin } = await import('../src/db/seed/admin');
  const creds = { email: 'holds-admin@review.test', password: 'admin-password' };
  await ensureAdmin(t.database.db, t.app.auth, creds.email, creds.password);
  admin = client();
  expect((await admin.post('/api/accounts/sign-in', creds)).statusCode).toBe(200);
  await turnOnTwoFactor(admin, creds.password);

  owner = await producer();
  originalMediaId = await uploaded(owner, originalWav(), 'late-library.wav');
  const id = await beatFrom(owner, originalMediaId, 'Late Library');
  expect((await owner.c.post(`/api/beats/${id}/publish`)).statusCode).toBe(200);
}, 180_000);
afterAll(() => t?.close());

describe('what is not held', () => {
  it("a collaborator named in the beat's splits", async () => {
    const partner = await producer();
    const media = await uploaded(partner, copyMp3('1', 'collab'), 'late-library-remaster.mp3');
    const beat = await beatFrom(partner, media, 'Late Library (remaster)', [
      { userId: owner.id, percentage: 50 },
      { userId: partner.id, percentage: 50 },
    ]);
    const res = await partner.c.post(`/api/beats/${beat}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await partner.c.get('/api/me/held-uploads')).json().holds).toEqual([]);
  }, 120_000);

  it('ten unrelated generated tracks publish, none held', async () => {
    const maker = await producer();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const bytes = renderLoop(
        {
          seed: `unrelated-${i}`,
          sound: DEMO_SOUNDS[i % DEMO_SOUNDS.length]!,
          variation: i >= DEMO_SOUNDS.length ? 1 : 0,
        },
        10,
      );
      ids.push(await beatFrom(maker, await uploaded(maker, bytes, `loop-${i}.wav`), `Loop ${i}`));
    }
    for (const id of ids) {
      const res = await maker.c.post(`/api/beats/${id}/publish`);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await maker.c.get('/api/me/held-uploads')).json().holds).toEqual([]);
  }, 300_000);
});

describe('a copied beat', () => {
  let copier: Who;
  let copiedBeat: string;
  let holdId: string;

  beforeAll(async () => {
    copier = await producer();
    const media = await uploaded(copier, copyMp3('1', 'copy-a'), 'my-new-beat.mp3');
    copiedBeat = await beatFrom(copier, media, 'My New Beat');
  }, 120_000);

  it('re-encoded to 128 kbps MP3 and trimmed by a second is held, not published, and its uploader is told why', async () => {
    const res = await copier.c.post(`/api/beats/${copiedBeat}/publish`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toContain('matches “Late Library”');
    expect(await statusOf(copiedBeat)).toBe('draft');
    expect((await client().get('/api/beats')).json().beats.map((b: { id: string }) => b.id)).not.toContain(copiedBeat);

    const mine = (await copier.c.get('/api/me/held-uploads')).json().holds;
    expect(mine).toEqual([
      expect.objectContaining({
        subject: 'beat',
        subjectId: copiedBeat,
        status: 'pending',
        message: HOLD_MESSAGES.stillHeld,
      }),
    ]);
    holdId = mine[0].id;
    expect((await notices(copier.c)).find((n) => n.kind === 'upload_held')?.body).toContain('Late Library');
    // Publishing again says the same; it does not hold twice.
    expect((await copier.c.post(`/api/beats/${copiedBeat}/publish`)).statusCode).toBe(409);
    expect((await copier.c.get('/api/me/held-uploads')).json().holds).toHaveLength(1);
  });

  it("tells the original's owner", async () => {
    const n = (await notices(owner.c)).filter((x) => x.kind === 'upload_matched_yours');
    expect(n).toHaveLength(1);
    expect(n[0]!.body).toContain('My New Beat');
  });

  it('is reviewed by admins only: a guest 401, a producer 403', async () => {
    expect((await client().get('/api/admin/held-uploads')).statusCode).toBe(401);
    expect((await copier.c.get('/api/admin/held-uploads')).statusCode).toBe(403);
    expect((await owner.c.post(`/api/admin/held-uploads/${holdId}/release`)).statusCode).toBe(403);
    expect((await owner.c.post(`/api/admin/held-uploads/${holdId}/reject`)).statusCode).toBe(403);
  });

  it('shows the admin both recordings with a player each, and a rejection keeps it unpublished', async () => {
    const queue = (await admin.get('/api/admin/held-uploads')).json().holds;
    const hold = queue.find((h: { id: string }) => h.id === holdId);
    expect(hold).toMatchObject({
      status: 'pending',
      upload: { title: 'My New Beat', owner: { id: copier.id } },
      original: { title: 'Late Library', owner: { id: owner.id }, mediaId: originalMediaId },
    });
    expect(hold.ratio).toBeGreaterThan(0.3);
    expect(Math.abs(hold.offsetSeconds - 1)).toBeLessThanOrEqual(0.1);
    expect(hold.upload.media.status).toBe('ready');
    expect(hold.original.media.status).toBe('ready');

    const rejected = await admin.post(`/api/admin/held-uploads/${holdId}/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().hold.status).toBe('rejected');
    expect(await statusOf(copiedBeat)).toBe('draft');
    expect((await admin.post(`/api/admin/held-uploads/${holdId}/release`)).statusCode).toBe(409);
    const again = await copier.c.post(`/api/beats/${copiedBeat}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(HOLD_MESSAGES.rejected);
    expect((await notices(copier.c)).some((n) => n.kind === 'upload_reviewed')).toBe(true);
  });

  it('an admin releasing a held copy publishes it', async () => {
    const other = await producer();
    const media = await uploaded(other, copyMp3('1.37', 'copy-b'), 'sample-flip.mp3');
    const beat = await beatFrom(other, media, 'Sample Flip');
    expect((await other.c.post(`/api/beats/${beat}/publish`)).statusCode).toBe(409);
    const hold = (await other.c.get('/api/me/held-uploads')).json().holds[0];
    const released = await admin.post(`/api/admin/held-uploads/${hold.id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect(await statusOf(beat)).toBe('published');
    expect((await other.c.post(`/api/beats/${beat}/publish`)).statusCode).toBe(200);
  }, 120_000);
});

describe('a delivery', () => {
  it("that matches someone else's catalogue is flagged to the partner, not to the creative", async () => {
    const creative = await producer();
    const brandClient = client();
    const brandRes = await brandClient.post('/api/me/role', { role: 'brand' });
    expect(brandRes.statusCode, brandRes.body).toBe(200);
    const brandId = brandRes.json().user.id as string;
    const media = await uploaded(creative, copyMp3('1', 'delivery'), 'campaign-track.mp3');
    const dealId = newId();
    await t.database.db.insert(deals).values({
      id: dealId,
      brandId,
      creatorId: creative.id,
      title: 'Campus campaign track',
      amountCents: 50_000,
      status: 'delivered',
      deliverables: ['A 10-second track'],
      deliverableMediaId: media,
      deliveredAt: new Date(),
    });
    const seen = await brandClient.get(`/api/deals/${dealId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().deal.deliveryFlag).toMatchObject({
      mediaId: media,
      message: expect.stringContaining('“Late Library”'),
    });
    const own = await creative.c.get(`/api/deals/${dealId}`);
    expect(own.json().deal.deliveryFlag ?? null).toBeNull();
  }, 120_000);
});
