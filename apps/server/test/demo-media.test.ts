import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDuration, MEDIA_FORMATS, SNIFF_BYTES, SNIPPET_RULES, sniffMediaFormat } from '@pulse/domain/uploads';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../src/db/schema/creators';
import { mediaFiles, snippets } from '../src/db/schema/media';
import { circles, pieces } from '../src/db/schema/social';
import { seedDemo } from '../src/db/seed/demo';
import { DEMO_CREATORS } from '../src/db/seed/demo-creators';
import { lookFor } from '../src/db/seed/demo-media/looks';
import { readDurationSeconds } from '../src/modules/media/media-receive';
import { createMediaStorage, type MediaStorage } from '../src/modules/media/media-storage';
import { createTestApp, type TestApp } from './helpers/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'pulse-demo-media-'));
let t: TestApp;
let storage: MediaStorage;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  storage = createMediaStorage({ DATA_DIR: dataDir } as Parameters<typeof createMediaStorage>[0]);
});
afterAll(() => t.close());

/** Producers make loops, designers artwork, everyone filming clips. */
const kindOf = (role: string) => (role === 'producer' ? 'audio' : role === 'designer' ? 'image' : 'video');

async function head(key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key, { start: 0, end: SNIFF_BYTES - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('demo media (issue 17 item 3)', () => {
  it('gives every demo creative real work of their kind, an avatar and a cover, all processed; a second start adds nothing', async () => {
    const timings: object[] = [];
    const log = {
      debug() {},
      info: (o: object, m?: string) => m === 'demo media ready' && timings.push(o),
      warn() {},
      error() {},
    };
    const cpu = process.cpuUsage();
    const started = performance.now();
    await seedDemo(t.database.db, { storage, log });
    const firstMs = Math.round(performance.now() - started);
    const cpuMs = Math.round((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000);

    const demoMedia = await t.database.db.select().from(mediaFiles).where(like(mediaFiles.id, 'demo-media-%'));
    for (const creator of DEMO_CREATORS) {
      const work = await t.database.db
        .select({ snippet: snippets, media: mediaFiles })
        .from(snippets)
        .innerJoin(mediaFiles, eq(mediaFiles.id, snippets.mediaId))
        .where(eq(snippets.creatorId, creator.id));
      expect(work.length, creator.name).toBeGreaterThan(0);
      for (const { snippet, media } of work) {
        const kind = kindOf(creator.creativeRole);
        expect(media.kind, snippet.title).toBe(kind);
        expect(media.ownerId).toBe(creator.id);
        expect(
          creator.recentWork.some((w) => snippet.title.startsWith(w.title)),
          snippet.title,
        ).toBe(true);
        expect(snippet.tags).toEqual(creator.vibeTags);
        expect(snippet.categories.length).toBeGreaterThan(0);
        // The stored bytes are what the row says, by content.
        const stat = await storage.stat(media.storageKey);
        expect(stat?.sizeBytes, snippet.title).toBe(media.sizeBytes);
        const format = sniffMediaFormat(await head(media.storageKey));
        expect(format, snippet.title).not.toBeNull();
        expect(MEDIA_FORMATS[format!].kind).toBe(kind);
        expect(MEDIA_FORMATS[format!].mimeType).toBe(media.mimeType);
        if (kind !== 'image') {
          const seconds = await readDurationSeconds(storage.localPath!(media.storageKey));
          expect(checkDuration(SNIPPET_RULES[kind], seconds), snippet.title).toEqual({ ok: true });
          expect(seconds).toBe(media.durationSeconds);
        }
        if (kind === 'video') expect(media.sizeBytes).toBeLessThan(1024 * 1024);
      }
      const [profile] = await t.database.db
        .select({ avatar: creatorProfiles.avatarMediaId, cover: creatorProfiles.coverMediaId })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, creator.id));
      expect(profile?.avatar, creator.name).toBeTruthy();
      expect(profile?.cover, creator.name).toBeTruthy();
    }
    for (const piece of await t.database.db.select().from(pieces)) expect(piece.mediaId, piece.title).toBeTruthy();
    for (const circle of await t.database.db.select().from(circles))
      expect(circle.coverMediaId, circle.name).toBeTruthy();
    // The pipeline ran: every generated file is ready, with its variants.
    const notReady = demoMedia
      .filter((m) => m.status !== 'ready')
      .map((m) => `${m.id}: ${m.status} ${m.failureReason ?? ''}`);
    expect(notReady).toEqual([]);

    // A second start finds everything and regenerates nothing.
    const before = await storage.stat(demoMedia[0]!.storageKey);
    const again = performance.now();
    await seedDemo(t.database.db, { storage });
    const secondMs = Math.round(performance.now() - again);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mediaFiles)
      .where(like(mediaFiles.id, 'demo-media-%'));
    expect(count?.n).toBe(demoMedia.length);
    const snippetCount = await t.database.db
      .select({ id: snippets.id })
      .from(snippets)
      .where(
        inArray(
          snippets.creatorId,
          DEMO_CREATORS.map((c) => c.id),
        ),
      );
    expect(snippetCount.length).toBe(demoMedia.filter((m) => m.id.includes('-work-')).length);
    expect((await storage.stat(demoMedia[0]!.storageKey))?.modifiedAt).toEqual(before?.modifiedAt);
    console.info(
      `demo media: ${demoMedia.length} files, first seed ${firstMs} ms (${JSON.stringify(timings[0])}, node cpu ${cpuMs} ms), second ${secondMs} ms`,
    );
  }, 300_000);

  it('reads a look from tags: palettes and tempo follow the vibe', () => {
    expect(lookFor(['Lo-fi', 'Chill', 'Mellow']).sound.bpm).toBeLessThan(90);
    expect(lookFor(['Sports', 'High-energy']).sound.bpm).toBeGreaterThanOrEqual(130);
    expect(lookFor(['Minimal', 'Clean', 'Brand Identity']).palette.name).toBe('mono');
    expect(new Set(DEMO_CREATORS.map((c) => lookFor(c.vibeTags).palette.name)).size).toBe(DEMO_CREATORS.length);
  });
});
