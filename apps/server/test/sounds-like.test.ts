import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANALYSIS_MESSAGES, type MediaAnalysis } from '@pulse/domain/media-analysis-contracts';
import { SOUNDS_LIKE_MESSAGES } from '@pulse/domain/sounds-like';
import type { ReferenceClipView, SoundsLikeResponse } from '@pulse/domain/sounds-like-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceClips } from '../src/db/schema/sounds-like';
import { DEMO_BEATS } from '../src/db/seed/beats';
import { SAMPLE_RATE, synthesiseBeat } from '../src/db/seed/demo-media/synth';
import { encodeWav } from '../src/db/seed/demo-media/wav';
import { ffmpegPath } from '../src/modules/media/ffmpeg';
import { createMediaStorage } from '../src/modules/media/media-storage';
import { CATALOGUE_PAGE, createBeatVectors } from '../src/modules/sounds-like/beat-vectors';
import { createSoundsLikeRepository } from '../src/modules/sounds-like/sounds-like.repository';
import { createSoundsLikeService } from '../src/modules/sounds-like/sounds-like.service';
import { type Account, testAccounts } from './helpers/accounts';
import { multipart, pdfFile, uploadedMedia, wavFile } from './helpers/media-files';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 32 item 3 (decision 057): "Sounds like this". The demo's beats are published from the seed's own
 * synthesiser; a filmmaker's reference clip cut from one of them (re-encoded as MP3) finds that beat first.
 * Bad input, filters, "More like this", privacy and expiry. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

let t: TestApp;
const work = mkdtempSync(join(tmpdir(), 'pulse-sounds-like-'));
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Creatives send their creative role with the role choice, as the wizard does, and wait for approval unless told. */
const { client, creative } = testAccounts(() => t, { ip: '10.30', creative: { chooseRole: true, status: 'pending' } });

function ffmpeg(args: string[]): void {
  execFileSync(ffmpegPath(), ['-v', 'error', '-y', ...args]);
}

/** Seconds `from`..`to` of a demo beat as the seed synthesises it, re-encoded to a 128 kbps MP3. */
function clipOf(beat: (typeof DEMO_BEATS)[number], from: number, to: number): Buffer {
  const wav = join(work, `${beat.slug}-${from}.wav`);
  const mp3 = join(work, `${beat.slug}-${from}.mp3`);
  const full = synthesiseBeat(beat, 20);
  writeFileSync(wav, encodeWav([full.subarray(from * SAMPLE_RATE, to * SAMPLE_RATE)], { sampleRate: SAMPLE_RATE }));
  ffmpeg(['-i', wav, '-ar', '44100', '-b:a', '128k', mp3]);
  return readFileSync(mp3);
}

async function uploadReference(c: Client, content: Buffer, filename: string) {
  return c.request({ method: 'POST', url: '/api/sounds-like/references', ...multipart(content, filename) });
}

async function until<T>(read: () => Promise<T>, done: (x: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const x = await read();
    if (done(x)) return x;
    if (Date.now() > end) throw new Error(`still waiting: ${JSON.stringify(x)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function heardReference(c: Client, id: string): Promise<ReferenceClipView> {
  return until(
    async () => {
      const res = await c.get(`/api/sounds-like/references/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reference as ReferenceClipView;
    },
    (r) => r.status !== 'pending' && r.status !== 'failed',
  );
}

async function search(c: Client, query: string): Promise<SoundsLikeResponse> {
  const res = await c.get(`/api/sounds-like?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('sounds like this', () => {
  const beatIds = new Map<string, string>();
  let film: Account;

  beforeAll(async () => {
    const producer = await creative({ creativeRole: 'producer', status: 'approved' });
    for (const beat of DEMO_BEATS) {
      const file = encodeWav([synthesiseBeat(beat, 20)], { sampleRate: SAMPLE_RATE });
      const mediaId = await uploadedMedia(producer.c, file, `${beat.slug}.wav`, {
        purpose: 'track',
        mime: 'audio/wav',
      });
      const created = await producer.c.post('/api/beats', {
        mediaId,
        previewMediaId: mediaId,
        title: beat.title,
        bpm: beat.bpm,
        key: beat.key,
        moods: beat.moods,
        licenseTypes: beat.licenseTypes,
        nonExclusivePriceCents: beat.nonExclusivePriceCents,
        exclusivePriceCents: beat.exclusivePriceCents,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().beat.id as string;
      expect((await producer.c.post(`/api/beats/${id}/publish`)).statusCode).toBe(200);
      beatIds.set(beat.slug, id);
      await until(
        async () => (await producer.c.get(`/api/media/${mediaId}/analysis`)).json().analysis as MediaAnalysis,
        (a) => a.status === 'ready',
      );
    }
    film = await creative({ creativeRole: 'filmmaker' });
  }, 300_000);

  it('a clip cut from each demo beat and re-encoded finds that beat first, with why', async () => {
    const firsts: string[] = [];
    const seen: string[] = [];
    for (const beat of DEMO_BEATS) {
      const res = await uploadReference(film.c, clipOf(beat, 4, 16), `temp ${beat.slug}.mp3`);
      expect(res.statusCode, res.body).toBe(201);
      const reference = await heardReference(film.c, res.json().reference.id);
      expect(reference).toMatchObject({ status: 'ready', durationSeconds: 12 });
      const answer = await search(film.c, `reference=${reference.id}`);
      expect(answer).toMatchObject({ status: 'ready', source: { kind: 'reference', id: reference.id } });
      firsts.push(answer.matches[0]?.beat.id === beatIds.get(beat.slug) ? beat.slug : `${beat.slug} (missed)`);
      const top = answer.matches[0]!;
      seen.push(
        `${beat.slug}: ${answer.matches
          .slice(0, 3)
          .map((m) => `${m.beat.title} ${m.similarity}`)
          .join(', ')}`,
      );
      expect(top.similarity).toBeGreaterThanOrEqual(80);
      expect(top.reasons.map((r) => r.aspect)).toEqual(['tempo', 'key', 'energy', 'timbre']);
      expect(top.reasons[0]!.text).toContain(`${top.beat.bpm} BPM`);
      // Best first.
      const scores = answer.matches.map((m) => m.similarity);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    console.info(`sounds like, top three per clip:\n${seen.join('\n')}`);
    expect(firsts).toEqual(DEMO_BEATS.map((b) => b.slug));
    // A match shows a beat exactly as Discover Beats lists it (its own read, the preview's media included).
    const listed = (await film.c.get('/api/beats')).json().beats as { id: string }[];
    const answer = await search(film.c, `beat=${beatIds.get(DEMO_BEATS[0]!.slug)}`);
    expect(answer.matches.length).toBeGreaterThan(0);
    for (const m of answer.matches) expect(m.beat).toEqual(listed.find((b) => b.id === m.beat.id));
    expect(answer.matches[0]!.beat.preview).toMatchObject({ kind: 'audio', playUrl: expect.any(String) });
  }, 300_000);

  it('filters by the license type and the price range the filmmaker needs', async () => {
    const beat = DEMO_BEATS[0]!;
    const res = await uploadReference(film.c, clipOf(beat, 2, 12), 'temp.mp3');
    const id = (await heardReference(film.c, res.json().reference.id)).id;
    const musicVideo = await search(film.c, `reference=${id}&licenseType=Music%20Video`);
    expect(musicVideo.matches.length).toBeGreaterThan(0);
    for (const m of musicVideo.matches) expect(m.beat.licenseTypes).toContain('Music Video');
    const cheap = await search(film.c, `reference=${id}&priceRange=under-200`);
    for (const m of cheap.matches) {
      expect(Math.min(m.beat.price.nonExclusiveCents, m.beat.price.exclusiveCents)).toBeLessThan(20_000);
    }
  }, 120_000);

  it('"More like this" ranks the other beats against a beat, leaving it out; an unknown beat is 404', async () => {
    const id = beatIds.get(DEMO_BEATS[1]!.slug)!;
    const answer = await search(client(), `beat=${id}`);
    expect(answer.source).toMatchObject({ kind: 'beat', id });
    expect(answer.matches.map((m) => m.beat.id)).not.toContain(id);
    expect(answer.matches.length).toBeGreaterThan(0);
    expect((await client().get('/api/sounds-like?beat=nope')).statusCode).toBe(404);
    const none = await client().get('/api/sounds-like');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(SOUNDS_LIKE_MESSAGES.sourceRequired);
  });

  it('refuses a 10-minute file, a renamed or corrupt file, with clear messages', async () => {
    const long = await uploadReference(film.c, wavFile(600), 'whole-score.wav');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(SOUNDS_LIKE_MESSAGES.tooLong);
    const renamed = await uploadReference(film.c, pdfFile(), 'temp-track.mp3');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe(SOUNDS_LIKE_MESSAGES.wrongType);
    // An MP3's first frame header and then garbage: it sniffs as MP3 and has no readable length.
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(2000, 7)]);
    const bad = await uploadReference(film.c, corrupt, 'broken.mp3');
    expect([400, 415]).toContain(bad.statusCode);
    expect(bad.json().error.message.length).toBeGreaterThan(10);
    const rows = await t.database.db.select().from(referenceClips).where(eq(referenceClips.originalName, 'broken.mp3'));
    expect(rows).toHaveLength(0);
  });

  it('silence and a video with no sound are kept but say why there is nothing to compare', async () => {
    const silent = await uploadReference(
      film.c,
      encodeWav([new Float32Array(10 * SAMPLE_RATE)], { sampleRate: SAMPLE_RATE }),
      'silence.wav',
    );
    expect(silent.statusCode, silent.body).toBe(201);
    const heardSilence = await heardReference(film.c, silent.json().reference.id);
    expect(heardSilence).toMatchObject({ status: 'unanalysable', message: ANALYSIS_MESSAGES.silent });
    const answer = await search(film.c, `reference=${heardSilence.id}`);
    expect(answer).toMatchObject({ status: 'unanalysable', message: ANALYSIS_MESSAGES.silent, matches: [] });

    const video = join(work, 'mute.mp4');
    ffmpeg(['-f', 'lavfi', '-i', 'color=c=black:s=64x64:d=5', '-c:v', 'mpeg4', '-an', video]);
    const mute = await uploadReference(film.c, readFileSync(video), 'cut.mp4');
    expect(mute.statusCode, mute.body).toBe(201);
    expect(await heardReference(film.c, mute.json().reference.id)).toMatchObject({
      status: 'unanalysable',
      message: ANALYSIS_MESSAGES.noAudio,
    });
  }, 120_000);

  it('a clip is its owner’s alone: another person gets 404, a guest 401', async () => {
    const res = await uploadReference(film.c, clipOf(DEMO_BEATS[2]!, 0, 8), 'private.mp3');
    const id = res.json().reference.id as string;
    const other = await creative({ creativeRole: 'filmmaker' });
    expect((await other.c.get(`/api/sounds-like/references/${id}`)).statusCode).toBe(404);
    const theirs = await other.c.get(`/api/sounds-like?reference=${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(SOUNDS_LIKE_MESSAGES.notFound);
    expect((await client().get(`/api/sounds-like/references/${id}`)).statusCode).toBe(401);
    expect((await client().get(`/api/sounds-like?reference=${id}`)).statusCode).toBe(404);
    expect((await uploadReference(client(), wavFile(5), 'guest.wav')).statusCode).toBe(401);
  });

  it('the database answers what changed since a moment, listed or not', async () => {
    const repo = createSoundsLikeRepository(t.database.db);
    const all = await repo.catalogueChanges(new Date(0));
    const ours = all.filter((r) => [...beatIds.values()].includes(r.id));
    expect(ours).toHaveLength(DEMO_BEATS.length);
    for (const r of ours) {
      expect(r.listed).toBe(true);
      expect(r.vector).toHaveLength(31);
    }
    expect(await repo.catalogueChanges(new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('the database hands the listed beats over a page at a time, in id order, each once', async () => {
    const repo = createSoundsLikeRepository(t.database.db);
    const whole = await repo.listedCatalogue(null, 1_000);
    const paged: string[] = [];
    for (let after: string | null = null; ; ) {
      const page = await repo.listedCatalogue(after, 2);
      paged.push(...page.map((r) => r.id));
      if (page.length < 2) break;
      after = page.at(-1)!.id;
    }
    expect(paged).toEqual(whole.map((r) => r.id));
    expect(paged).toEqual([...paged].sort());
    expect(paged).toEqual(expect.arrayContaining([...beatIds.values()]));
    expect(await repo.publishedBeatCount()).toBeGreaterThanOrEqual(paged.length);
  });

  it('a clip is gone after its day: unreadable at once, then deleted with its bytes by the job', async () => {
    const res = await uploadReference(film.c, wavFile(5), 'old.wav');
    const id = res.json().reference.id as string;
    const [row] = await t.database.db.select().from(referenceClips).where(eq(referenceClips.id, id));
    const storage = createMediaStorage(t.env);
    expect(await storage.stat(row!.storageKey)).not.toBeNull();
    await t.database.db
      .update(referenceClips)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(referenceClips.id, id));
    expect((await film.c.get(`/api/sounds-like/references/${id}`)).statusCode).toBe(404);

    const repo = createSoundsLikeRepository(t.database.db);
    const service = createSoundsLikeService({
      repo,
      storage,
      vectors: createBeatVectors({ repo }),
      beats: { listedViews: async () => new Map() },
    });
    expect(await service.expire()).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(referenceClips).where(eq(referenceClips.id, id))).toHaveLength(0);
    expect(await storage.stat(row!.storageKey)).toBeNull();
  });
});

describe('the copy of the vectors', () => {
  const unit = (i: number) => Array.from({ length: 31 }, (_, k) => (k === i ? 1 : 0));
  const row = (id: string, i: number, over: Record<string, unknown> = {}) => ({
    id,
    title: id,
    bpm: 90,
    key: 'A minor',
    licenseTypes: ['Film'],
    nonExclusivePriceCents: 10_000,
    exclusivePriceCents: 90_000,
    loudnessLufs: -14,
    vector: unit(i),
    ...over,
  });

  it('asks only for what changed every 30 s, adding, moving and dropping beats, and filters as the list does', async () => {
    let clock = 0;
    let changes: unknown[] = [];
    const asked: Date[] = [];
    const vectors = createBeatVectors({
      now: () => clock,
      repo: {
        listedCatalogue: async () => [row('a', 0), row('b', 1), row('c', 2, { licenseTypes: ['Commercial'] })],
        publishedBeatCount: async () => 3,
        listedBeat: async () => null,
        catalogueChanges: async (since: Date) => {
          asked.push(since);
          return changes as never;
        },
      },
    });
    const ids = async (v: number[], filters = { licenseType: null, priceRange: null }) =>
      (await vectors.nearest(v, filters, 5, null)).filter((m) => m.score > 0.5).map((m) => m.beat.id);
    expect(await ids(unit(0))).toEqual(['a']);
    expect(await ids(unit(2), { licenseType: 'Film' as never, priceRange: null })).toEqual([]);
    // Within 30 s nothing is asked; then the changes arrive in the background and the next search sees them.
    changes = [
      { ...row('d', 3), listed: true },
      { ...row('a', 0), listed: false },
      { ...row('b', 4), listed: true },
    ];
    clock = 10_000;
    await ids(unit(0));
    expect(asked).toHaveLength(0);
    clock = 31_000;
    await ids(unit(0));
    await new Promise((r) => setTimeout(r, 10));
    expect(asked).toHaveLength(1);
    expect(await ids(unit(3))).toEqual(['d']);
    expect(await ids(unit(0))).toEqual([]);
    expect(await ids(unit(4))).toEqual(['b']);
    expect((await vectors.lookup('d'))?.beat.title).toBe('d');
    expect(await vectors.lookup('a')).toBeNull();
  });

  it('builds the copy a page at a time: every beat of two and a half pages is found, and no read asks for more', async () => {
    const many = Array.from({ length: CATALOGUE_PAGE * 2.5 }, (_, k) =>
      row(`beat-${String(k).padStart(6, '0')}`, k % 31),
    );
    const asked: (string | null)[] = [];
    const vectors = createBeatVectors({
      now: () => 0,
      repo: {
        listedCatalogue: async (after: string | null, limit: number) => {
          asked.push(after);
          expect(limit).toBe(CATALOGUE_PAGE);
          const from = after === null ? 0 : many.findIndex((r) => r.id === after) + 1;
          return many.slice(from, from + limit);
        },
        publishedBeatCount: async () => many.length,
        listedBeat: async () => null,
        catalogueChanges: async () => [],
      },
    });
    expect((await vectors.lookup(many.at(-1)!.id))?.beat.id).toBe(many.at(-1)!.id);
    expect((await vectors.lookup(many[CATALOGUE_PAGE]!.id))?.beat.id).toBe(many[CATALOGUE_PAGE]!.id);
    expect(asked).toEqual([null, many[CATALOGUE_PAGE - 1]!.id, many[CATALOGUE_PAGE * 2 - 1]!.id]);
  });

  it('clustered from a size on: the same nearest beats on grouped sounds, every fact beside its vector, moves seen', async () => {
    // 1,200 beats in 40 groups of near sounds; a third license Commercial only.
    const near = (g: number, k: number) => {
      const v = Array.from({ length: 31 }, (_, d) => (d === g % 31 ? 1 : 0) + (d === (g * 7 + 3) % 31 ? 0.5 : 0));
      v[(k * 13) % 31]! += 0.05 * ((k % 5) - 2);
      const length = Math.hypot(...v);
      return v.map((x) => x / length);
    };
    const many = Array.from({ length: 1_200 }, (_, k) =>
      row(`beat-${String(k).padStart(5, '0')}`, 0, {
        vector: near(k % 40, k),
        ...(k % 3 === 0 ? { licenseTypes: ['Commercial'] } : {}),
      }),
    );
    let changes: unknown[] = [];
    let clock = 0;
    const copyWith = (clusterFrom: number) =>
      createBeatVectors({
        now: () => clock,
        clusterFrom,
        repo: {
          listedCatalogue: async (after: string | null, limit: number) => {
            const from = after === null ? 0 : many.findIndex((r) => r.id === after) + 1;
            return many.slice(from, from + limit);
          },
          publishedBeatCount: async () => many.length,
          listedBeat: async () => null,
          catalogueChanges: async () => changes as never,
        },
      });
    const clustered = copyWith(1_000);
    const scanned = copyWith(Number.POSITIVE_INFINITY);
    const film = { licenseType: 'Film' as never, priceRange: null };
    for (const k of [0, 7, 333, 1_199]) {
      for (const filters of [{ licenseType: null, priceRange: null }, film]) {
        const a = await clustered.nearest(many[k]!.vector, filters, 12, many[k]!.id);
        const b = await scanned.nearest(many[k]!.vector, filters, 12, many[k]!.id);
        expect(a.map((m) => m.beat.id)).toEqual(b.map((m) => m.beat.id));
      }
    }
    for (const k of [0, 500, 1_199]) {
      expect((await clustered.lookup(many[k]!.id))?.vector.map((x) => Math.fround(x))).toEqual(
        many[k]!.vector.map((x) => Math.fround(x)),
      );
    }
    // A beat re-analysed into another group, and a new one: the next search finds both where they are now.
    changes = [
      { ...row('beat-00001', 0, { vector: near(20, 0) }), listed: true },
      { ...row('beat-new', 0, { vector: near(20, 1) }), listed: true },
    ];
    clock = 31_000;
    await clustered.nearest(near(20, 0), { licenseType: null, priceRange: null }, 1, null);
    await new Promise((r) => setTimeout(r, 10));
    const found = (await clustered.nearest(near(20, 0), { licenseType: null, priceRange: null }, 40, null)).map(
      (m) => m.beat.id,
    );
    expect(found).toContain('beat-00001');
    expect(found).toContain('beat-new');
    expect(found.filter((id) => id === 'beat-00001')).toHaveLength(1);
  });

  it('leaves out a beat whose vector holds a NaN or an infinity; the others are found as before', async () => {
    const broken = unit(1).map((v, k) => (k === 5 ? Number.NaN : v));
    const endless = unit(2).map((v, k) => (k === 6 ? Number.POSITIVE_INFINITY : v));
    const vectors = createBeatVectors({
      now: () => 0,
      repo: {
        listedCatalogue: async () => [row('a', 0), row('x', 1, { vector: broken }), row('y', 2, { vector: endless })],
        publishedBeatCount: async () => 3,
        listedBeat: async () => null,
        catalogueChanges: async () => [],
      },
    });
    const found = await vectors.nearest(unit(0), { licenseType: null, priceRange: null }, 5, null);
    expect(found.map((m) => m.beat.id)).toEqual(['a']);
    expect(found.every((m) => Number.isFinite(m.score))).toBe(true);
    expect(await vectors.lookup('x')).toBeNull();
    expect(await vectors.lookup('y')).toBeNull();
  });

  it('keeps an answer until the copy changes: a publish, an edit or a withdrawal is seen by the next search', async () => {
    let listed: ReturnType<typeof row> | null = null;
    const vectors = createBeatVectors({
      repo: {
        listedCatalogue: async () => [row('a', 0), row('b', 1)],
        publishedBeatCount: async () => 2,
        listedBeat: async () => listed as never,
        catalogueChanges: async () => [],
      },
    });
    const filters = { licenseType: null, priceRange: null };
    const first = await vectors.nearest(unit(1), filters, 5, null);
    // The same question on the same copy is answered from memory: the very same list.
    expect(await vectors.nearest(unit(1), filters, 5, null)).toBe(first);
    expect(await vectors.nearest(unit(1), filters, 4, null)).not.toBe(first);
    expect(first[0]?.beat.id).toBe('b');
    // Withdrawn: gone from the next answer.
    await vectors.refreshBeat('b');
    expect((await vectors.nearest(unit(1), filters, 5, null)).map((m) => m.beat.id)).not.toContain('b');
    // Published: in the next answer, first.
    listed = row('e', 1);
    await vectors.refreshBeat('e');
    expect((await vectors.nearest(unit(1), filters, 5, null))[0]?.beat.id).toBe('e');
    // Edited (its price out of the filter): out of the filtered answer at once.
    const under200 = { licenseType: null, priceRange: 'under-200' as never };
    expect((await vectors.nearest(unit(1), under200, 5, null))[0]?.beat.id).toBe('e');
    listed = row('e', 1, { nonExclusivePriceCents: 50_000, exclusivePriceCents: 90_000 });
    await vectors.refreshBeat('e');
    expect((await vectors.nearest(unit(1), under200, 5, null)).map((m) => m.beat.id)).not.toContain('e');
  });
});
