import { suggestPersonas, VIBE_CHECKER_MAX_SUGGESTIONS } from '@pulse/domain/vibe-checker';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../src/db/schema/creators';
import { DEMO_CREATORS } from '../src/db/seed/demo-creators';
import { testAccounts } from './helpers/accounts';
import { cosignedBy, uploadedWorks } from './helpers/earned';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const { session, creative } = testAccounts(() => t, { ip: '10.8' });

/** The demo creatives as personas, with the figures the database counted from the demo's rows (decision 060). */
async function demoPersonas() {
  const rows = await t.database.db
    .select({
      id: creatorProfiles.userId,
      cosigns: creatorProfiles.cosigns,
      recentUploads: creatorProfiles.recentUploads,
    })
    .from(creatorProfiles)
    .where(
      inArray(
        creatorProfiles.userId,
        DEMO_CREATORS.map((d) => d.id),
      ),
    );
  const stats = new Map(rows.map((r) => [r.id, { cosigns: r.cosigns, recentUploads: r.recentUploads }]));
  return DEMO_CREATORS.map((d) => ({
    id: d.id,
    name: d.name,
    niche: d.niche,
    focus: d.focus,
    location: d.location,
    vibeTags: d.vibeTags,
    stats: stats.get(d.id) ?? { cosigns: 0, recentUploads: 0 },
  }));
}
const approvedIds = new Set(DEMO_CREATORS.map((d) => d.id));

describe('GET /api/vibe-checker', () => {
  it('scores the demo creatives against the default interests for anonymous visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vibe-checker' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.interests).toEqual(['lo-fi', 'cinematic', 'dance', 'digital art']);

    const expected = suggestPersonas(await demoPersonas(), []);
    expect(body.suggestions).toHaveLength(VIBE_CHECKER_MAX_SUGGESTIONS);
    expect(body.suggestions.map((s: { id: string }) => s.id)).toEqual(expected.map((e) => e.persona.id));
    expect(body.suggestions.map((s: { reason: string }) => s.reason)).toEqual(expected.map((e) => e.reason));
    // Maya Lin: Lo-fi (+6), niche "Lo-fi producer" (+3), 21 co-signs / 500, no work in the last 30 days.
    const maya = body.suggestions.find((s: { id: string }) => s.id === 'demo-creator-maya-lin');
    expect(maya).toMatchObject({
      name: 'Maya Lin',
      niche: 'Lo-fi producer',
      reason: 'Because you like “Lo-fi”',
      exampleUrl: 'https://mayalin.portfolio.example/work',
      avatarUrl: '/api/creators/demo-creator-maya-lin/avatar',
    });
    expect(maya.score).toBeCloseTo(9 + 21 / 500, 6);
    // Designers outside "graphic" and shortform creators are not suggested.
    for (const id of ['demo-creator-lena-fischer', 'demo-creator-dev-patel', 'demo-creator-noah-kim']) {
      expect(body.suggestions.map((s: { id: string }) => s.id)).not.toContain(id);
    }

    expect(approvedIds.has(body.teaser.id)).toBe(true);
    const teased = DEMO_CREATORS.find((d) => d.id === body.teaser.id);
    expect(body.teaser.text).toBe(
      `Meet ${teased?.name} — ${teased?.niche} · ${teased?.location}. ${teased?.focus.replace(/[.!?]+$/, '')}.`,
    );
  });

  it("uses the caller's taste (preferred vibes) as the interests", async () => {
    const fan = await session('fan');
    const saved = await fan.c.post('/api/taste', {
      step: 'quiz',
      quizResponses: { energy: 'chill', production: 'natural', focus: 'voice' },
    });
    expect(saved.statusCode).toBe(200);
    const body = (await fan.c.get('/api/vibe-checker')).json();
    expect(body.interests).toEqual(['chill', 'mellow', 'organic', 'raw', 'vocal-focused']);
    const expected = suggestPersonas(await demoPersonas(), body.interests);
    expect(body.suggestions.map((s: { id: string }) => s.id)).toEqual(expected.map((e) => e.persona.id));
    expect(body.suggestions[0].reason).toMatch(/^Because you like “/);
  });

  it('never suggests pending or excluded personas, however popular', async () => {
    const { id: pending } = await creative({
      name: 'Pending Star',
      status: 'pending',
      profile: {
        niche: 'Lo-fi producer',
        vibeTags: ['Lo-fi', 'Cinematic'],
      },
    });
    const { id: dancer } = await creative({
      name: 'Dance Star',
      status: 'approved',
      profile: {
        niche: 'Dance videographer',
        vibeTags: ['Dance', 'Cinematic'],
      },
    });
    // A creative from the setup wizard has no niche: the picked creative types stand in for it.
    const { id: filmmaker } = await creative({
      name: 'Setup Filmmaker',
      status: 'approved',
      profile: {
        creativeTypes: ['Filmmaker'],
        vibeTags: ['Cinematic'],
        portfolio: [],
      },
    });
    // Popular by earned numbers (the most the score counts: 2,500 co-signs and 25 recent uploads), as rows.
    for (const id of [pending, dancer, filmmaker]) {
      await cosignedBy(t.database.db, id, 2500);
      await uploadedWorks(t.database.db, id, 25);
    }
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const body = (await t.app.inject({ method: 'GET', url: '/api/vibe-checker' })).json();
      for (const s of body.suggestions) ids.add(s.id);
      expect(body.teaser.id).not.toBe(pending);
      if (i === 0) {
        expect(body.suggestions[0]).toMatchObject({
          id: filmmaker,
          niche: 'Filmmaker',
          reason: 'Because you like “Cinematic”',
          exampleUrl: null,
        });
      }
    }
    expect(ids.has(pending)).toBe(false);
    expect(ids.has(dancer)).toBe(false);
  });
});
