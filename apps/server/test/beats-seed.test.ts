import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BEAT_KEYS, BEAT_LICENSE_TYPES, BEAT_MOODS, PRICE_RANGES } from '@pulse/domain/beats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats } from '../src/db/schema/beats';
import { DEMO_BEATS } from '../src/db/seed/beats';
import { seedDemo } from '../src/db/seed/demo';
import { DEMO_CREATORS } from '../src/db/seed/demo-creators';
import { createMediaStorage } from '../src/modules/media/media-storage';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'pulse-beats-seed-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(() => t.close());

type Listed = { id: string; title: string; producer: { id: string }; peaks: number[] | null; audioUrl: string };
const listed = async (query = '') => (await new Client(t.app).get(`/api/beats${query}`)).json().beats as Listed[];

describe('demo beats', () => {
  it('a fresh install lists the demo beats, each with real audio and its waveform; a second start adds none', async () => {
    const storage = createMediaStorage({ DATA_DIR: dataDir } as Parameters<typeof createMediaStorage>[0]);
    // The generated demo work has its own test (demo-media.test.ts); beats alone here.
    await seedDemo(t.database.db, { storage, media: false });
    await seedDemo(t.database.db, { storage, media: false });
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(beats);
    expect(count?.n).toBe(DEMO_BEATS.length);

    const found = await listed();
    expect(found.map((b) => b.title).sort()).toEqual(DEMO_BEATS.map((b) => b.title).sort());
    const producers = new Set(DEMO_CREATORS.filter((c) => c.creativeRole === 'producer').map((c) => c.id));
    for (const beat of found) {
      expect(producers.has(beat.producer.id)).toBe(true);
      expect(beat.peaks).toHaveLength(48);
      expect(new Set(beat.peaks).size, beat.title).toBeGreaterThan(4);
      const preview = await new Client(t.app).get(beat.audioUrl);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('audio/wav');
      expect(preview.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    }
    // Two whole demo seeds (accounts, deals, earned numbers): 10-15 s alone, over 30 s on a busy CI machine.
  }, 120_000);

  it('uses the spec’s moods, license types and keys, with prices in each of the four ranges', async () => {
    for (const beat of DEMO_BEATS) {
      expect(BEAT_KEYS).toContain(beat.key);
      for (const m of beat.moods) expect(BEAT_MOODS).toContain(m);
      for (const l of beat.licenseTypes) expect(BEAT_LICENSE_TYPES).toContain(l);
      expect(beat.exclusivePriceCents).toBeGreaterThan(beat.nonExclusivePriceCents);
    }
    for (const range of PRICE_RANGES) {
      const inRange = await listed(`?priceRange=${range.id}`);
      expect(inRange.length, range.label).toBeGreaterThan(0);
      expect(inRange.length, range.label).toBeLessThan(DEMO_BEATS.length);
    }
    expect((await listed('?priceRange=500-1000')).map((b) => b.title).sort()).toEqual(['Neon Market', 'Rooftop Reel']);
  });
});
