import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import {
  BRIEF_MESSAGES,
  BRIEF_NOT_FOUND_MESSAGE,
  earliestToday,
  ONLY_PARTNERS_POST_MESSAGE,
  PUBLISH_NEEDS_APPROVAL_MESSAGE,
  SUBMISSION_MESSAGES,
} from '@pulse/domain/briefs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { snippets } from '../src/db/schema/media';
import { testAccounts } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const { client, partner, creative } = testAccounts(() => t, { ip: '10.7' });

function inDays(days: number): string {
  const [y, m, d] = earliestToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const brief = {
  title: 'Campus launch reel',
  description: 'Calm, retro beats for a study app launch',
  usageType: 'ugc',
  deadline: inDays(14),
  budgetMin: 500,
  budgetMax: 1500,
  tags: ['Chill', 'Throwback'],
};

describe('POST /api/briefs', () => {
  it('needs a session (401) and the PulsePartner role (403)', async () => {
    const res = await client().post('/api/briefs', brief);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(SIGN_IN_REQUIRED_MESSAGE);

    const fan = client();
    await fan.post('/api/me/role', { role: 'fan' });
    const denied = await fan.post('/api/briefs', brief);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toEqual({ code: 'forbidden', message: ONLY_PARTNERS_POST_MESSAGE });
  });

  it('answers 400 with the form’s messages and writes nothing', async () => {
    const { c } = await partner();
    const res = await c.post('/api/briefs', { title: ' ', description: '', deadline: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: BRIEF_MESSAGES.titleRequired,
      fields: {
        title: BRIEF_MESSAGES.titleRequired,
        description: BRIEF_MESSAGES.descriptionRequired,
        usageType: BRIEF_MESSAGES.usageRequired,
        deadline: BRIEF_MESSAGES.deadlineRequired,
      },
    });

    const order = await c.post('/api/briefs', { ...brief, budgetMin: 2000, budgetMax: 1000 });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields).toEqual({ budgetMin: BRIEF_MESSAGES.budgetOrder });

    const past = await c.post('/api/briefs', { ...brief, deadline: inDays(-2) });
    expect(past.json().error.fields).toEqual({ deadline: BRIEF_MESSAGES.deadlinePast });

    const fraction = await c.post('/api/briefs', { ...brief, budgetMax: 12.5, tags: ['Loud'] });
    expect(fraction.json().error.fields).toEqual({
      budgetMax: BRIEF_MESSAGES.budgetWhole,
      'tags.0': BRIEF_MESSAGES.tagsUnknown,
    });
    expect((await c.get('/api/briefs')).json().items).toEqual([]);
  });

  it('opens an approved partner’s brief with the defaults, in cents', async () => {
    const { c } = await partner();
    const res = await c.post('/api/briefs', {
      title: 'Podcast bed',
      description: 'Something calm',
      usageType: 'podcast',
      deadline: inDays(0),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().brief).toMatchObject({
      kind: 'licensing',
      status: 'open',
      source: 'form',
      title: 'Podcast bed',
      usageType: 'podcast',
      budgetMinCents: 50_000,
      budgetMaxCents: 150_000,
      deadline: inDays(0),
      tags: [],
      details: '',
      matchCount: 0,
    });
  });

  it('keeps a pending partner’s brief as a draft, which they cannot publish', async () => {
    const { c } = await partner({ status: 'pending' });
    const res = await c.post('/api/briefs', brief);
    expect(res.statusCode).toBe(201);
    const draft = res.json().brief;
    expect(draft.status).toBe('draft');
    const publish = await c.post(`/api/briefs/${draft.id}/publish`);
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error.message).toBe(PUBLISH_NEEDS_APPROVAL_MESSAGE);
    expect((await c.get(`/api/briefs/${draft.id}`)).json().brief.status).toBe('draft');
  });

  it('publishes the draft once the partner is approved', async () => {
    const { c, id } = await partner({ status: 'pending' });
    const draft = (await c.post('/api/briefs', brief)).json().brief;
    await t.database.db.update(user).set({ brandStatus: 'approved' }).where(eq(user.id, id));
    const res = await c.post(`/api/briefs/${draft.id}/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json().brief.status).toBe('open');
    expect((await c.post(`/api/briefs/${draft.id}/publish`)).statusCode).toBe(409);
  });
});

describe('the owner’s briefs', () => {
  it('lists only the caller’s briefs, drafts from Lou included, newest first', async () => {
    const a = await partner();
    const b = await partner();
    const first = (await a.c.post('/api/briefs', brief)).json().brief;
    const second = (await a.c.post('/api/briefs', { ...brief, title: 'Second' })).json().brief;
    const lou = await a.c.post('/api/lou/briefs', { title: 'From chat', goal: 'A jingle' });
    expect(lou.statusCode).toBe(201);
    await b.c.post('/api/briefs', { ...brief, title: 'Not yours' });

    const items = (await a.c.get('/api/briefs')).json().items;
    expect(items.map((i: { title: string }) => i.title)).toEqual(['From chat', 'Second', 'Campus launch reel']);
    expect(items[0]).toMatchObject({ kind: 'project', status: 'draft', source: 'lou' });
    expect(items.map((i: { id: string }) => i.id)).toContain(first.id);
    expect(items.map((i: { id: string }) => i.id)).toContain(second.id);
  });

  it('hides a brief from everyone but its owner (404 for every brief route)', async () => {
    const owner = await partner();
    const other = await partner();
    const { id } = (await owner.c.post('/api/briefs', brief)).json().brief;
    for (const res of [
      await other.c.get(`/api/briefs/${id}`),
      await other.c.get(`/api/briefs/${id}/match-preview`),
      await other.c.post(`/api/briefs/${id}/close`),
      await other.c.post(`/api/briefs/${id}/publish`),
      await owner.c.get('/api/briefs/no-such-brief'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: BRIEF_NOT_FOUND_MESSAGE });
    }
    expect((await client().get(`/api/briefs/${id}`)).statusCode).toBe(401);
    expect((await owner.c.get(`/api/briefs/${id}`)).json()).toMatchObject({ brief: { id }, matches: [] });
  });

  it('closes an open brief once', async () => {
    const { c } = await partner();
    const { id } = (await c.post('/api/briefs', brief)).json().brief;
    const res = await c.post(`/api/briefs/${id}/close`);
    expect(res.statusCode).toBe(200);
    expect(res.json().brief.status).toBe('closed');
    expect((await c.post(`/api/briefs/${id}/close`)).statusCode).toBe(409);
  });

  it('previews the 3 approved creatives who fit best, with scores and reasons', async () => {
    const { c } = await partner();
    const { id } = (await c.post('/api/briefs', { ...brief, tags: ['Chill', 'Sophisticated'] })).json().brief;
    const res = await c.get(`/api/briefs/${id}/match-preview`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items).toHaveLength(3);
    const scores = items.map((i: { matchScore: number }) => i.matchScore);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    // Lena's tags hold both Chill and Sophisticated: the demo's best fit.
    expect(items[0].creator.name).toBe('Lena Fischer');
    expect(items[0].reason).toMatch(/^Shares 2 of 2 vibe tags \(Chill, Sophisticated\)/);
    // The partner's preview adds the creative's reviews as a fifth part (decision 035).
    const { tags, category, rights, price, reputation } = items[0].scoreParts;
    expect(reputation).toEqual(expect.any(Number));
    expect(tags + category + rights + price + reputation).toBe(items[0].matchScore);
    expect(items[0].reason).toMatch(/; (rated \d\.\d from \d+ deals?|no reviews yet)$/);
  });

  it('previews a brief without tags by popularity', async () => {
    const { c } = await partner();
    const { id } = (await c.post('/api/briefs', { ...brief, tags: [] })).json().brief;
    const res = await c.get(`/api/briefs/${id}/match-preview`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(3);
  });
});

describe('GET /api/briefs/matching', () => {
  it('ranks open briefs for the calling creative, with the best snippet to submit', async () => {
    const brand = await partner();
    const pending = await partner({ status: 'pending' });
    const fits = (await brand.c.post('/api/briefs', { ...brief, title: 'Fits', tags: ['Gritty', 'Raw'] })).json().brief;
    const misses = (
      await brand.c.post('/api/briefs', { ...brief, title: 'Misses', tags: ['Mysterious'], usageType: 'sync' })
    ).json().brief;
    const draft = (await pending.c.post('/api/briefs', { ...brief, title: 'Draft only' })).json().brief;
    const closed = (await brand.c.post('/api/briefs', { ...brief, title: 'Closed one' })).json().brief;
    await brand.c.post(`/api/briefs/${closed.id}/close`);

    const me = await creative({ profile: { vibeTags: ['Gritty', 'Raw', 'Lo-fi'], collaborationRateCents: 100_000 } });
    await t.database.db.insert(snippets).values({
      id: `snip-${me.id}`,
      creatorId: me.id,
      title: 'Basement loop',
      usageTiers: ['ugc'],
      tags: ['Gritty'],
    });
    const res = await me.c.get('/api/briefs/matching');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.items.map((i: { brief: { id: string } }) => i.brief.id);
    expect(ids).toContain(fits.id);
    expect(ids).toContain(misses.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(closed.id);
    expect(ids.indexOf(fits.id)).toBeLessThan(ids.indexOf(misses.id));
    const top = body.items.find((i: { brief: { id: string } }) => i.brief.id === fits.id);
    expect(top).toMatchObject({ matchScore: 100, snippetId: `snip-${me.id}`, submission: null });
    expect(top.brief).toMatchObject({ title: 'Fits', matchCount: 0, tags: ['Gritty', 'Raw'] });
    expect(body.stats.matchScore).toBe(body.items[0].matchScore);
    expect(body.stats.matchingBriefs).toBeGreaterThanOrEqual(1);
  });

  it('is for creatives only', async () => {
    const { c } = await partner();
    const res = await c.get('/api/briefs/matching');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(SUBMISSION_MESSAGES.onlyCreatives);
    expect((await client().get('/api/briefs/matching')).statusCode).toBe(401);
  });
});

describe('weekly recommendations', () => {
  it('stores the answer with the collaborator preferences without disturbing the quiz', async () => {
    const { c } = await partner({ status: 'pending' });
    expect((await c.get('/api/collaborator/weekly-recommendations')).json()).toEqual({ choice: null });
    expect(
      (await c.put('/api/onboarding/preferences/collaborator', { answers: { project_type: 'podcast' } })).statusCode,
    ).toBe(200);
    const saved = await c.put('/api/collaborator/weekly-recommendations', { choice: 'yes' });
    expect(saved.statusCode).toBe(200);
    expect((await c.get('/api/collaborator/weekly-recommendations')).json()).toEqual({ choice: 'yes' });
    const prefs = (await c.get('/api/onboarding/preferences/collaborator')).json();
    expect(prefs.preferences).toEqual({ project_type: 'podcast' });
    await c.put('/api/onboarding/preferences/collaborator', { answers: { budget_range: 'varies' } });
    expect((await c.get('/api/collaborator/weekly-recommendations')).json()).toEqual({ choice: 'yes' });

    const bad = await c.put('/api/collaborator/weekly-recommendations', { choice: 'daily' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Pick Yes, Weekly Recs or Maybe Later');
    expect((await client().get('/api/collaborator/weekly-recommendations')).statusCode).toBe(401);
  });
});
