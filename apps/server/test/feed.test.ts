import { discoverCategory } from '@pulse/domain/discover';
import {
  DISCOVERY_SESSION_MESSAGE,
  type ForYouResponse,
  UNKNOWN_FEEDBACK_CREATOR_MESSAGE,
} from '@pulse/domain/feedback';
import { FOR_YOU_LIMIT, TRENDING_REASON } from '@pulse/domain/ranking';
import { TASTE_DNA_EMPTY } from '@pulse/domain/taste-dna';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { DEMO_FOLLOWING } from '../src/db/seed/activity';
import { DEMO_CREATORS } from '../src/db/seed/demo-creators';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const { fan } = testAccounts(() => t, { ip: '10.0' });

async function forYou(c: Client): Promise<ForYouResponse> {
  const res = await c.get('/api/feed/for-you');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const maya = DEMO_CREATORS.find((c) => c.name === 'Maya Lin')!;
const jordan = DEMO_CREATORS.find((c) => c.name === 'Jordan Reyes')!;
const kwame = DEMO_CREATORS.find((c) => c.name === 'Kwame Asante')!;

describe('For You', () => {
  it('needs a session', async () => {
    const res = await new Client(t.app).get('/api/feed/for-you');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(DISCOVERY_SESSION_MESSAGE);
  });

  it('ranks at most 10 creatives at the default confidence for a new fan, most co-signed first', async () => {
    const c = await fan();
    const body = await forYou(c);
    expect(body.items.length).toBeLessThanOrEqual(FOR_YOU_LIMIT);
    expect(body.items.length).toBe(DEMO_CREATORS.length);
    expect(body.items.every((i) => i.recommendation.confidence === 50 && i.score === 50)).toBe(true);
    const cosigns = body.items.map((i) => i.stats.cosigns);
    expect(cosigns).toEqual([...cosigns].sort((a, b) => b - a));
    expect(body.tasteDna).toBe(TASTE_DNA_EMPTY);
    expect(body.insight).toBeNull();
  });

  it('gives the +20 vibe bonus to creatives whose tags contain a quiz vibe', async () => {
    const c = await fan();
    // dance + digital + beat: the spec's derived vibes include "high-energy".
    await c.post('/api/taste', {
      step: 'quiz',
      quizResponses: { energy: 'dance', production: 'digital', focus: 'beat' },
    });
    const body = await forYou(c);
    const top = body.items[0]!;
    expect(top.score).toBeGreaterThanOrEqual(70);
    const scores = body.items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('learns from a co-sign and a skip, never shows them again, and survives a reload', async () => {
    const c = await fan();
    const cosign = await c.post('/api/feedback', { creatorId: maya.id, action: 'cosign' });
    expect(cosign.statusCode).toBe(200);
    expect(cosign.json()).toMatchObject({
      firstCosign: true,
      // The demo fans' co-signs (rows), and this one.
      cosigns: DEMO_FOLLOWING[maya.id]!.cosigns + 1,
      calibration: { creatorName: 'Maya Lin', action: 'cosign', reason: TRENDING_REASON },
    });
    expect((await c.post('/api/feedback', { creatorId: jordan.id, action: 'skip' })).statusCode).toBe(200);

    const body = await forYou(c);
    const ids = body.items.map((i) => i.id);
    expect(ids).not.toContain(maya.id);
    expect(ids).not.toContain(jordan.id);
    // Maya's tags lift creatives who share them (with a reason naming a shared tag); Jordan's push them down.
    const lower = (tags: string[]) => tags.map((tag) => tag.toLowerCase());
    const shares = (tags: string[], other: string[]) => lower(tags).some((tag) => lower(other).includes(tag));
    const lifted = body.items.filter((i) => shares(i.vibeTags, maya.vibeTags) && !shares(i.vibeTags, jordan.vibeTags));
    const sunk = body.items.filter((i) => !shares(i.vibeTags, maya.vibeTags) && shares(i.vibeTags, jordan.vibeTags));
    expect(lifted.length).toBeGreaterThan(0);
    expect(sunk.length).toBeGreaterThan(0);
    for (const i of lifted) {
      expect(i.recommendation.confidence).toBeGreaterThan(50);
      expect(maya.vibeTags.map((tag) => `Because you like “${tag}”`)).toContain(i.recommendation.reason);
    }
    for (const i of sunk) expect(i.recommendation.confidence).toBeLessThan(50);
    expect(body.items.indexOf(lifted[0]!)).toBeLessThan(body.items.indexOf(sunk[0]!));
    expect(body.tasteDna).toBe('Lo-fi · Chill · Mellow');
    const calibrations = (await c.get('/api/feedback')).json().items;
    expect(calibrations.map((e: { action: string }) => e.action)).toEqual(['skip', 'cosign']);
  });

  it('derives the Taste DNA line and the strengths from one profile: its strongest tags, not the last co-sign', async () => {
    const c = await fan();
    // Quiz, calibration and anchor all point to Digital and Electronic (3 each).
    await c.post('/api/taste', {
      step: 'quiz',
      quizResponses: { energy: 'dance', production: 'digital', focus: 'beat' },
    });
    await c.post('/api/taste', { step: 'micro-calibration', microCalibration: { texture: 'synthetic' } });
    await c.post('/api/taste', { step: 'anchor', anchor: 'neon-futures' });
    expect((await c.post('/api/feedback', { creatorId: kwame.id, action: 'cosign' })).statusCode).toBe(200);

    const recalibrated = (await c.post('/api/recalibrate', {})).json();
    const body = await forYou(c);
    for (const dna of [recalibrated, body]) {
      expect(dna.tasteDna).toBe('Digital · Electronic · Beat-driven');
      expect(
        dna.tasteStrengths
          .slice(0, 3)
          .map((s: { label: string }) => s.label)
          .join(' · '),
      ).toBe(dna.tasteDna);
    }
    const strengths: { label: string; percent: number; weight: number }[] = body.tasteStrengths;
    expect(strengths[0]).toMatchObject({ label: 'Digital', weight: 3 });
    const weights = strengths.map((s) => s.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(strengths.map((s) => s.label)).toContain('Hip-hop');
    for (const s of strengths) expect(s.percent).toBeGreaterThan(0);
  });

  it('counts a co-sign once per fan and moves it when the fan changes their mind', async () => {
    const c = await fan();
    const before = await t.database.db
      .select({ n: creatorProfiles.cosigns })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, maya.id));
    const start = before[0]!.n;
    await c.post('/api/feedback', { creatorId: maya.id, action: 'cosign' });
    const again = (await c.post('/api/feedback', { creatorId: maya.id, action: 'cosign' })).json();
    expect(again).toMatchObject({ firstCosign: false, cosigns: start + 1 });
    const skipped = (await c.post('/api/feedback', { creatorId: maya.id, action: 'skip' })).json();
    expect(skipped.cosigns).toBe(start);
  });

  it('treats dive deeper as a calibration without hiding the creative', async () => {
    const c = await fan();
    const res = await c.post('/api/feedback', { creatorId: maya.id, action: 'dive_deeper' });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstCosign).toBe(false);
    expect((await forYou(c)).items.map((i) => i.id)).toContain(maya.id);
  });

  it('refuses bad feedback in words a person can read, and writes nothing', async () => {
    const c = await fan();
    const bad = await c.post('/api/feedback', { creatorId: maya.id, action: 'love' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.action).toBe('Feedback must be co-sign, skip or dive deeper');
    const unknown = await c.post('/api/feedback', { creatorId: 'nobody', action: 'cosign' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(UNKNOWN_FEEDBACK_CREATOR_MESSAGE);
    expect((await c.get('/api/feedback')).json().items).toEqual([]);
  });

  it('never recommends or accepts feedback on a creative still in review', async () => {
    await t.database.db.insert(user).values({
      id: 'pending-feed-creator',
      name: 'Pending Person',
      email: 'pending-feed@pulse.test',
      role: 'creator',
      creatorStatus: 'pending',
    });
    await t.database.db.insert(creatorProfiles).values({ userId: 'pending-feed-creator', cosigns: 999_999 });
    const c = await fan();
    expect((await forYou(c)).items.map((i) => i.id)).not.toContain('pending-feed-creator');
    expect((await c.post('/api/feedback', { creatorId: 'pending-feed-creator', action: 'cosign' })).statusCode).toBe(
      404,
    );
  });

  it('recalibrates: the insight names a tag the fan keeps co-signing', async () => {
    const c = await fan();
    const cinematic = DEMO_CREATORS.filter((d) => d.vibeTags.includes('Cinematic')).slice(0, 2);
    expect(cinematic.length).toBe(2);
    for (const d of cinematic) await c.post('/api/feedback', { creatorId: d.id, action: 'cosign' });
    const res = await c.post('/api/recalibrate');
    expect(res.statusCode).toBe(200);
    expect(res.json().insight).toBe('You co-signed 2 creators tagged “Cinematic”, so your feed now leans that way.');
    expect((await forYou(c)).insight).toBe(res.json().insight);
  });

  it('keeps one fan’s calibrations away from another', async () => {
    const a = await fan();
    const b = await fan();
    await a.post('/api/feedback', { creatorId: maya.id, action: 'cosign' });
    expect((await b.get('/api/feedback')).json().items).toEqual([]);
    expect((await forYou(b)).items.map((i) => i.id)).toContain(maya.id);
  });

  it('limits co-sign bursts from one session', async () => {
    const c = await fan();
    let last = 0;
    for (let i = 0; i < 61; i++)
      last = (await c.post('/api/feedback', { creatorId: maya.id, action: 'dive_deeper' })).statusCode;
    expect(last).toBe(429);
    // Another fan on the same address (one campus network) is not held back.
    const neighbour = new Client(t.app, (c as unknown as { ip: string }).ip);
    expect((await neighbour.post('/api/me/role', { role: 'fan' })).statusCode).toBe(200);
    expect((await neighbour.post('/api/feedback', { creatorId: maya.id, action: 'dive_deeper' })).statusCode).toBe(200);
  });
});

describe('Discover filter', () => {
  it("stores each creative's own role as the category, the tags' category only without one", async () => {
    const rows = await t.database.db
      .select({ tags: creatorProfiles.vibeTags, category: creatorProfiles.category, role: user.creativeRole })
      .from(creatorProfiles)
      .innerJoin(user, eq(user.id, creatorProfiles.userId));
    for (const row of rows) {
      const fromRole = row.role === 'filmmaker' ? 'videographer' : row.role;
      expect(row.category).toBe(fromRole ?? discoverCategory(row.tags));
    }
    // The walk's finding (issue 17): tags such as Cinematic or Mixing no longer file a creative under another role.
    const byName = new Map(DEMO_CREATORS.map((d) => [d.id, d.creativeRole]));
    for (const row of await t.database.db
      .select({ id: creatorProfiles.userId, category: creatorProfiles.category })
      .from(creatorProfiles)) {
      if (byName.has(row.id)) expect(row.category).toBe(byName.get(row.id));
    }
  });

  it('filters by category and any selected tag, with the total on the first page', async () => {
    const anon = new Client(t.app);
    const all = (await anon.get('/api/discover/creatives?limit=2')).json();
    expect(all.total).toBe(DEMO_CREATORS.length);
    expect(all.items.length).toBe(2);
    const next = (await anon.get(`/api/discover/creatives?limit=2&cursor=${all.nextCursor}`)).json();
    expect(next.total).toBeUndefined();

    const producers = (await anon.get('/api/discover/creatives?category=producer&tags=chill,DANCE')).json();
    const expected = DEMO_CREATORS.filter(
      (d) => d.creativeRole === 'producer' && d.vibeTags.some((tag) => ['chill', 'dance'].includes(tag.toLowerCase())),
    );
    expect(producers.items.map((i: { id: string }) => i.id).sort()).toEqual(expected.map((d) => d.id).sort());
    expect(producers.total).toBe(expected.length);

    const none = (await anon.get('/api/discover/creatives?category=designer&tags=lo-fi')).json();
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await anon.get('/api/discover/creatives?category=dj')).statusCode).toBe(400);
  });

  it('offers at most 8 chips, the most used tags first', async () => {
    const tags = (await new Client(t.app).get('/api/discover/tags')).json().tags;
    expect(tags.length).toBe(8);
    const counts = new Map<string, number>();
    for (const d of DEMO_CREATORS)
      for (const tag of d.vibeTags) counts.set(tag.toLowerCase(), (counts.get(tag.toLowerCase()) ?? 0) + 1);
    const countsOf = tags.map((tag: string) => counts.get(tag.toLowerCase()) ?? 0);
    expect(countsOf).toEqual([...countsOf].sort((a, b) => b - a));
  });
});
