import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURE_VECTOR_LENGTH } from '@pulse/domain/audio-analysis';
import { ANALYSIS_MESSAGES, type MediaAnalysis } from '@pulse/domain/media-analysis-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAnalyses, mediaFiles } from '../src/db/schema/media';
import { renderLoop } from '../src/db/seed/demo-media/audio';
import { DEMO_SOUNDS } from '../src/db/seed/demo-media/looks';
import { SAMPLE_RATE } from '../src/db/seed/demo-media/synth';
import { encodeWav } from '../src/db/seed/demo-media/wav';
import { ffmpegPath } from '../src/modules/media/ffmpeg';
import { type Account, testAccounts } from './helpers/accounts';
import { uploadMedia } from './helpers/media-files';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 32: every audio upload is analysed by a job after processing (decision 056), and its owner reads what
 * was heard, with tags suggested from it. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
const work = mkdtempSync(join(tmpdir(), 'pulse-analysis-files-'));

/** A demo loop: four on the floor at 112 BPM in F major (the seed's synthesiser), 16 s, as an MP3. */
function loopMp3(): Buffer {
  const wav = join(work, 'loop.wav');
  const mp3 = join(work, 'loop.mp3');
  const bytes = renderLoop({ seed: 'analysis-test', sound: DEMO_SOUNDS[2]!, variation: 0 }, 16);
  writeFileSync(wav, bytes);
  execFileSync(ffmpegPath(), ['-v', 'error', '-i', wav, '-ar', '44100', '-ac', '2', '-b:a', '192k', '-y', mp3]);
  return readFileSync(mp3);
}

function wav(samples: Float32Array): Buffer {
  return encodeWav([samples], { sampleRate: SAMPLE_RATE });
}

function noise(seconds: number): Float32Array {
  let x = 12345;
  return Float32Array.from({ length: seconds * SAMPLE_RATE }, () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return (x / 0x7fffffff - 0.5) * 0.6;
  });
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

/** Producers as a visitor who picked the role is: a guest session, not approved (nor needing to be). */
const { client, session } = testAccounts(() => t, { ip: '10.56' });
const producer = () => session('creator', { choose: { creativeRole: 'producer' } });

/** Polls the analysis as the forms do until it is no longer pending. */
async function heard(c: Client, id: string, timeoutMs = 90_000): Promise<MediaAnalysis> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await c.get(`/api/media/${id}/analysis`);
    expect(res.statusCode, res.body).toBe(200);
    const analysis = res.json().analysis as MediaAnalysis;
    if (analysis.status !== 'pending') return analysis;
    if (Date.now() > until) throw new Error(`analysis of ${id} still pending`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('audio analysis', () => {
  let maker: Account;
  let loopId: string;

  beforeAll(async () => {
    maker = await producer();
    const res = await uploadMedia(maker.c, loopMp3(), 'Neon Transit.mp3', { purpose: 'track' });
    expect(res.statusCode, res.body).toBe(201);
    loopId = res.json().media.id;
  }, 60_000);

  it('is pending at once, then hears the tempo, the key and the loudness of a demo loop', async () => {
    const first = await maker.c.get(`/api/media/${loopId}/analysis`);
    expect(first.statusCode).toBe(200);
    expect(['pending', 'ready']).toContain(first.json().analysis.status);

    const analysis = await heard(maker.c, loopId);
    expect(analysis).toMatchObject({ mediaId: loopId, status: 'ready', message: null, key: 'F major' });
    expect(Math.abs(analysis.bpm! - 112)).toBeLessThanOrEqual(2);
    expect(analysis.loudnessLufs).toBeGreaterThan(-30);
    expect(analysis.loudnessLufs).toBeLessThan(-5);
    expect(analysis.peakDbtp).toBeLessThanOrEqual(1);
    const tags = analysis.suggestions.map((s) => s.tag);
    expect(tags).toEqual(expect.arrayContaining([`${analysis.bpm} BPM`, 'Mid-tempo', 'F major', 'Colorful']));
    for (const s of analysis.suggestions) expect(s.reason.length).toBeGreaterThan(0);
  }, 120_000);

  it('stores the feature vector of unit length beside what it heard', async () => {
    const [row] = await t.database.db.select().from(mediaAnalyses).where(eq(mediaAnalyses.mediaId, loopId));
    expect(row!.vector).toHaveLength(FEATURE_VECTOR_LENGTH);
    expect(Math.hypot(...row!.vector!)).toBeCloseTo(1, 3);
    expect(row!.features?.chroma).toHaveLength(12);
  });

  it("is the owner's: another person gets 404, a guest 401", async () => {
    const stranger = await producer();
    expect((await stranger.c.get(`/api/media/${loopId}/analysis`)).statusCode).toBe(404);
    expect((await client().get(`/api/media/${loopId}/analysis`)).statusCode).toBe(401);
    expect((await maker.c.get('/api/media/no-such-file/analysis')).statusCode).toBe(404);
  });

  it('says a silent file is silent, and a 1-second file too short, with nothing half-written', async () => {
    const silent = await uploadMedia(maker.c, wav(new Float32Array(6 * SAMPLE_RATE)), 'silence.wav', {
      purpose: 'track',
    });
    expect(silent.statusCode, silent.body).toBe(201);
    const short = await uploadMedia(maker.c, wav(noise(1)), 'blip.wav', { purpose: 'track' });
    expect(short.statusCode, short.body).toBe(201);

    const a = await heard(maker.c, silent.json().media.id);
    expect(a).toMatchObject({ status: 'unanalysable', message: ANALYSIS_MESSAGES.silent, bpm: null, key: null });
    expect(a.suggestions).toEqual([]);
    const b = await heard(maker.c, short.json().media.id);
    expect(b).toMatchObject({ status: 'unanalysable', message: ANALYSIS_MESSAGES.tooShort, bpm: null, key: null });
    const [row] = await t.database.db
      .select()
      .from(mediaAnalyses)
      .where(eq(mediaAnalyses.mediaId, short.json().media.id));
    expect(row).toMatchObject({ status: 'unanalysable', vector: null, features: null, bpm: null });
  }, 120_000);

  it('hears noise as loud but with no beat or key to name', async () => {
    const res = await uploadMedia(maker.c, wav(noise(8)), 'static.wav', { purpose: 'track' });
    expect(res.statusCode, res.body).toBe(201);
    const a = await heard(maker.c, res.json().media.id);
    expect(a.status).toBe('ready');
    expect(a.key).toBeNull();
    expect(a.loudnessLufs).not.toBeNull();
    expect(a.suggestions.some((s) => s.kind === 'key')).toBe(false);
    expect(a.message).toBe(a.bpm === null ? ANALYSIS_MESSAGES.noBeatOrKey : ANALYSIS_MESSAGES.noKey);
    expect(a.suggestions.map((s) => s.tag)).toContain('Raw');
  }, 120_000);

  it('refuses a corrupt or renamed file at upload, so there is nothing to analyse', async () => {
    const before = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, maker.id))).length;
    const corrupt = await uploadMedia(
      maker.c,
      Buffer.from('this is not audio at all, just text'.repeat(40)),
      'beat.mp3',
      { purpose: 'track' },
    );
    expect(corrupt.statusCode).toBeGreaterThanOrEqual(400);
    expect(corrupt.statusCode).toBeLessThan(500);
    expect(corrupt.json().error.message.length).toBeGreaterThan(0);
    const after = (await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, maker.id))).length;
    expect(after).toBe(before);
  });

  it('says a file whose decoding failed cannot be analysed, in the decoder’s words', async () => {
    // An MP3 header over garbage: the upload's sniffing accepts it, ffmpeg cannot decode it.
    const bytes = Buffer.concat([loopMp3().subarray(0, 4096), Buffer.alloc(200_000, 7)]);
    const res = await uploadMedia(maker.c, bytes, 'broken.mp3', { purpose: 'track' });
    if (res.statusCode !== 201) return; // refused at upload: the case above
    const a = await heard(maker.c, res.json().media.id);
    expect(['ready', 'unanalysable']).toContain(a.status);
    if (a.status === 'unanalysable') expect(a.message).toBeTruthy();
  }, 120_000);
});
