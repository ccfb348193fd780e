import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../src/db/schema/creators';
import { mediaFiles, mediaVariants } from '../src/db/schema/media';
import { seedDemo } from '../src/db/seed/demo';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('loads the ten explore creators once, however often it runs', async () => {
    expect((await seedDemo(t.database.db)).creators).toBe(10);
    expect((await seedDemo(t.database.db)).creators).toBe(10);
    // Two whole demo seeds: a few seconds alone, far more on a busy CI machine.
  }, 120_000);
});

describe('GET /api/discover/creatives', () => {
  it('pages through approved creatives with every card field', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/discover/creatives?limit=6' })).json();
    expect(first.items).toHaveLength(6);
    expect(first.nextCursor).toBeTruthy();
    const second = (
      await t.app.inject({ method: 'GET', url: `/api/discover/creatives?limit=6&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(10);

    const maya = [...first.items, ...second.items].find((c: { name: string }) => c.name === 'Maya Lin');
    expect(maya).toMatchObject({
      location: 'Los Angeles, CA',
      availability: 'available',
      collaborationRateCents: 80000,
      // Earned (decision 060): the Pulse Score from the demo history, co-signs from the demo fans' rows.
      stats: { cosigns: 21, authenticityScore: 94, recentUploads: 0, engagement: 21 + 9 + 13 },
      avatarUrl: '/api/creators/demo-creator-maya-lin/avatar',
    });
    expect(maya.vibeTags).toContain('Lo-fi');
  });

  it('rejects a limit out of range', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/discover/creatives?limit=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('avatars', () => {
  it('are generated locally as SVG', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/creators/demo-creator-maya-lin/avatar' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('>ML</text>');
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it("redirect to an approved creative's processed picture when they have one", async () => {
    const db = t.database.db;
    await db
      .insert(mediaFiles)
      .values({
        id: 'avatar-test-media',
        ownerId: 'demo-creator-jordan-reyes',
        kind: 'image',
        mimeType: 'image/png',
        sizeBytes: 100,
        storageKey: 'xx/avatar-test-media.png',
        status: 'ready',
        width: 512,
        height: 512,
      })
      .onConflictDoNothing();
    const variant = (width: number, hash: string) => ({
      mediaId: 'avatar-test-media',
      name: `image-${width}`,
      mimeType: 'image/webp',
      width,
      height: width,
      sizeBytes: 10,
      hash,
      storageKey: `v/${hash.slice(0, 2)}/${hash}.webp`,
    });
    await db
      .insert(mediaVariants)
      .values([variant(96, 'c'.repeat(64)), variant(320, 'a'.repeat(64)), variant(512, 'b'.repeat(64))])
      .onConflictDoNothing();
    await db
      .update(creatorProfiles)
      .set({ avatarMediaId: 'avatar-test-media' })
      .where(eq(creatorProfiles.userId, 'demo-creator-jordan-reyes'));
    const res = await t.app.inject({ method: 'GET', url: '/api/creators/demo-creator-jordan-reyes/avatar' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/api/media/avatar-test-media/v/${'a'.repeat(16)}.webp`);
    // A card asks for the width its avatar needs: the narrowest picture at least that wide, else the widest.
    const at = async (w: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/creators/demo-creator-jordan-reyes/avatar?w=${w}` })).headers
        .location;
    expect(await at('96')).toBe(`/api/media/avatar-test-media/v/${'c'.repeat(16)}.webp`);
    expect(await at('144')).toBe(`/api/media/avatar-test-media/v/${'a'.repeat(16)}.webp`);
    expect(await at('2000')).toBe(`/api/media/avatar-test-media/v/${'b'.repeat(16)}.webp`);
    // A width that is not a sensible number is refused, not guessed at.
    for (const bad of ['0', 'big', '-5', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/creators/demo-creator-jordan-reyes/avatar?w=${bad}` });
      expect(res.statusCode).toBe(400);
    }
  });

  it('say Creator Not Found for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/creators/nobody/avatar' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Creator Not Found');
  });
});
