import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import { BRIEF_NOT_FOUND_MESSAGE, earliestToday } from '@pulse/domain/briefs';
import {
  BRAND_SAVED_LIST,
  type BrandFilters,
  type CreativeSearchCard,
  DEFAULT_BRAND_FILTERS,
  filtersToSearchParams,
  INVITE_MESSAGES,
  NO_BRIEF_REASON,
  SEARCH_MESSAGES,
} from '@pulse/domain/creator-search';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { briefInvitations, notifications } from '../src/db/schema/messaging';
import { testAccounts } from './helpers/accounts';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
});
afterAll(() => t.close());

/** Every creative here gets a profile of its own (search columns included), named `<prefix> <n>`. */
const { client, partner, creative } = testAccounts(() => t, { ip: '10.15', creative: { profile: {} } });

function inDays(days: number): string {
  const [y, m, d] = earliestToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const query = (filters: Partial<BrandFilters>, extra: Record<string, string> = {}) => {
  const params = filtersToSearchParams({ ...DEFAULT_BRAND_FILTERS, ...filters });
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const text = params.toString();
  return `/api/creators/search${text ? `?${text}` : ''}`;
};

/** The demo creators a search returns, by first name. */
async function names(c: Client, filters: Partial<BrandFilters>): Promise<string[]> {
  const res = await c.get(query(filters, { limit: '50' }));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as CreativeSearchCard[])
    .filter((i) => i.id.startsWith('demo-creator-'))
    .map((i) => i.name.split(' ')[0]!)
    .sort();
}

describe('GET /api/creators/search: who may search', () => {
  it('needs a session (401) and the PulsePartner role (403)', async () => {
    const anonymous = await client().get('/api/creators/search');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(SIGN_IN_REQUIRED_MESSAGE);

    for (const role of ['fan', 'creator'] as const) {
      const c = client();
      await c.post('/api/me/role', { role });
      const res = await c.get('/api/creators/search');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'forbidden', message: SEARCH_MESSAGES.partnersOnly });
    }
  });

  it('is open to a partner still awaiting approval', async () => {
    const { c } = await partner({ status: 'pending' });
    expect((await c.get('/api/creators/search')).statusCode).toBe(200);
  });
});

describe('GET /api/creators/search: cards and filters', () => {
  let c: Client;
  beforeAll(async () => {
    c = (await partner()).c;
  });

  it('answers the demo creatives highest Pulse Score first, with the card the spec lists', async () => {
    const res = await c.get('/api/creators/search');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(10);
    expect(body.nextCursor).toBeNull();
    const scores = body.items.map((i: CreativeSearchCard) => i.pulseScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const maya = body.items.find((i: CreativeSearchCard) => i.id === 'demo-creator-maya-lin');
    expect(maya).toMatchObject({
      name: 'Maya Lin',
      type: 'Producer',
      location: 'Los Angeles, CA',
      pulseScore: 94,
      // Earned (decision 060): three conversations answered in 25, 40 and 95 minutes.
      responseRate: 100,
      responseMinutes: 40,
      priceRangeCents: [80_000, 80_000],
      availability: 'available',
      verified: true,
      niche: 'Music',
      region: 'North America',
      languages: ['English', 'Korean'],
      tags: ['Lo-fi', 'Chill', 'Mellow', 'Organic', 'Beat-driven'],
      // Demo fans' 21 co-signs and 9 saves, and 13 co-signs on Campus Nights; no work in the last 30 days.
      engagement: 21 + 9 + 13,
      recentUploads: 0,
      followers: 0,
      portfolioImages: ['/api/creators/demo-creator-maya-lin/works/0', '/api/creators/demo-creator-maya-lin/works/1'],
    });
    expect(maya.description).toMatch(/lo-fi for late-night study sessions/);
  });

  it("counts each card's followers in either order (the page reads them in the same statement)", async () => {
    const { c: partnerClient } = await partner();
    const word = `wombatwave${Date.now() % 100000}`;
    const followed = await creative({
      namePrefix: 'Followed',
      profile: { bio: `Cuts with ${word}`, authenticityScore: 100 },
    });
    for (let i = 0; i < 3; i++) {
      const fan = client();
      expect((await fan.post('/api/me/role', { role: 'fan' })).statusCode).toBe(200);
      expect((await fan.put(`/api/me/following/${followed.id}`)).statusCode).toBe(204);
    }
    // Browse (no text), the text's relevance order, and top rated: three ways to the cards.
    for (const filters of [{}, { q: word }, { q: word, sort: 'rating' as const }]) {
      const res = await partnerClient.get(query(filters, { limit: '50' }));
      expect(res.statusCode, res.body).toBe(200);
      const card = (res.json().items as CreativeSearchCard[]).find((i) => i.id === followed.id);
      expect(card, JSON.stringify(filters)).toMatchObject({ followers: 3 });
    }
  });

  it('filters by niche, language, location, collaboration type and posting frequency', async () => {
    expect(await names(c, { niche: 'Design' })).toEqual(['Aisha', 'Lena', 'Noah']);
    expect(await names(c, { language: 'Spanish' })).toEqual(['Jordan', 'Sofia']);
    expect(await names(c, { location: 'Asia' })).toEqual(['Noah']);
    expect(await names(c, { collaborationType: 'UGC-only' })).toEqual(['Dev', 'Maya']);
    expect(await names(c, { postingFrequency: 'Monthly' })).toEqual(['Noah', 'Sofia']);
    expect(await names(c, { niche: 'Writing' })).toEqual([]);
  });

  it('matches any of the chosen diversity markers', async () => {
    expect(await names(c, { diversityMarkers: ['LGBTQ+'] })).toEqual(['Imani', 'Noah']);
    expect(await names(c, { diversityMarkers: ['LGBTQ+', 'First Generation'] })).toEqual([
      'Aisha',
      'Imani',
      'Kwame',
      'Noah',
      'Sofia',
    ]);
  });

  it('filters by price range (the collaboration rate, ends included) and response rate', async () => {
    expect(await names(c, { priceRange: [500, 1000] })).toEqual(['Aisha', 'Dev', 'Lena', 'Maya']);
    expect(await names(c, { priceRange: [1500, 10_000] })).toEqual(['Jordan', 'Noah']);
    // Earned from the demo conversations: Kwame answered 2 of 3 within a day (67%), Noah 1 of 3 (33%).
    expect(await names(c, { responseRate: [80, 100] })).toEqual([
      'Aisha',
      'Dev',
      'Imani',
      'Jordan',
      'Lena',
      'Maya',
      'Sofia',
      'Theo',
    ]);
    expect(await names(c, { responseRate: [0, 70] })).toEqual(['Kwame', 'Noah']);
    expect(await names(c, { responseRate: [65, 70] })).toEqual(['Kwame']);
  });

  it('finds words and word prefixes in the name, niche, focus, bio, location and tags', async () => {
    expect(await names(c, { q: 'prod' })).toEqual(['Dev', 'Imani', 'Kwame', 'Maya', 'Theo']);
    expect(await names(c, { q: 'producer' })).toEqual(['Imani', 'Kwame', 'Maya', 'Theo']);
    expect(await names(c, { q: 'Hip-hop producer' })).toEqual(['Kwame']);
    expect(await names(c, { q: 'nashville' })).toEqual(['Imani']);
    expect(await names(c, { q: 'maya' })).toEqual(['Maya']);
    expect(await names(c, { q: 'zzzyzx' })).toEqual([]);
    // Punctuation alone searches for nothing: everyone.
    expect(await names(c, { q: '&&' })).toHaveLength(10);
  });

  it('normalises spellings and ranks by where the words match: tag exactly, tag start, then the bio', async () => {
    const tag = `Zq${Date.now() % 100000}`;
    const lofi = await creative({
      namePrefix: 'Lofi Tagged',
      profile: { vibeTags: ['Lo-Fi', tag], authenticityScore: 10, bio: 'Beats.' },
    });
    const prefix = await creative({
      namePrefix: 'Lofi Prefix',
      profile: {
        vibeTags: [`${tag}wave`],
        authenticityScore: 90,
        bio: 'Lofi house edits.',
      },
    });
    const bio = await creative({
      namePrefix: 'Bio Mention',
      profile: {
        vibeTags: ['Minimal'],
        authenticityScore: 95,
        bio: `Posters with a ${tag} feel.`,
      },
    });
    // A designer whose words start with "lo" and "fi" is not lo-fi.
    const designer = await creative({
      namePrefix: 'Logo Designer',
      profile: { vibeTags: ['Logo', 'Film'], bio: 'Logo and film posters.' },
    });
    const ids = async (q: string) =>
      ((await c.get(query({ q }, { limit: '50' }))).json().items as CreativeSearchCard[]).map((i) => i.id);

    for (const q of ['lofi', 'lo-fi', 'LO-FI', 'Lo Fi']) {
      const found = await ids(q);
      expect(found, q).toContain(lofi.id);
      expect(found, q).not.toContain(designer.id);
    }
    // Tag exactly beats a tag's start, which beats a bio mention, whatever their Pulse Scores.
    const ranked = (await ids(tag.toLowerCase())).filter((id) => [lofi.id, prefix.id, bio.id].includes(id));
    expect(ranked).toEqual([lofi.id, prefix.id, bio.id]);
    // Pages of a text search follow the same order without repeats.
    const first = (await c.get(query({ q: tag }, { limit: '1' }))).json();
    const rest = (await c.get(query({ q: tag }, { limit: '5', cursor: first.nextCursor }))).json();
    expect([...first.items, ...rest.items].map((i: CreativeSearchCard) => i.id)).toEqual([lofi.id, prefix.id, bio.id]);
  });

  it('combines text and filters, a page at a time', async () => {
    const filters = { q: 'producer', niche: 'Music', responseRate: [80, 100], language: 'English' } as const;
    const body = (await c.get(query(filters, { limit: '1' }))).json();
    expect(body.items.map((i: CreativeSearchCard) => i.name)).toEqual(['Maya Lin']);
    expect(body.nextCursor).toEqual(expect.any(String));
    const next = (await c.get(query(filters, { limit: '5', cursor: body.nextCursor }))).json();
    expect(next.items.map((i: CreativeSearchCard) => i.name).sort()).toEqual(['Imani Brooks', 'Theo Nakamura']);
    expect(next.nextCursor).toBeNull();
  });

  it('follows a creative’s own edits of the filtered fields (the facets trigger)', async () => {
    const { id } = await creative({
      namePrefix: 'Poet',
      profile: { field: 'Writing', languages: ['Portuguese'], region: 'Europe' },
    });
    const ids = async (f: Partial<BrandFilters>) =>
      ((await c.get(query(f, { limit: '50' }))).json().items as CreativeSearchCard[]).map((i) => i.id);
    expect(await ids({ niche: 'Writing', language: 'Portuguese', location: 'Europe' })).toEqual([id]);
    await t.database.db
      .update(creatorProfiles)
      .set({ region: 'Africa', diversityMarkers: ['First Generation'], postingFrequency: 'Quarterly' })
      .where(eq(creatorProfiles.userId, id));
    expect(await ids({ niche: 'Writing', location: 'Europe' })).toEqual([]);
    expect(
      await ids({ location: 'Africa', postingFrequency: 'Quarterly', diversityMarkers: ['First Generation'] }),
    ).toEqual([id]);
    await t.database.db.delete(creatorProfiles).where(eq(creatorProfiles.userId, id));
  });

  it('leaves out creatives who are not approved', async () => {
    await t.database.db.update(user).set({ creatorStatus: 'pending' }).where(eq(user.id, 'demo-creator-noah-kim'));
    try {
      expect(await names(c, { niche: 'Design' })).toEqual(['Aisha', 'Lena']);
    } finally {
      await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, 'demo-creator-noah-kim'));
    }
  });
});

describe('GET /api/creators/search: bad input', () => {
  it('answers 400 with the messages for each field', async () => {
    const { c } = await partner();
    const cases: [string, string, string][] = [
      ['niche=Cooking', 'niche', SEARCH_MESSAGES.niche],
      ['language=Klingon', 'language', SEARCH_MESSAGES.language],
      ['location=Mars', 'location', SEARCH_MESSAGES.location],
      ['diversityMarkers=POC', 'diversityMarkers', SEARCH_MESSAGES.diversityMarkers],
      ['diversityMarkers=%5B%22Aliens%22%5D', 'diversityMarkers.0', SEARCH_MESSAGES.diversityMarkers],
      ['collaborationType=Forever', 'collaborationType', SEARCH_MESSAGES.collaborationType],
      ['postingFrequency=Hourly', 'postingFrequency', SEARCH_MESSAGES.postingFrequency],
      ['priceRange=%5B2000%2C1000%5D', 'priceRange', SEARCH_MESSAGES.priceOrder],
      ['priceRange=%5B100%2C1000%5D', 'priceRange.0', SEARCH_MESSAGES.priceRange],
      ['priceRange=%5B600%2C1000%5D', 'priceRange.0', SEARCH_MESSAGES.priceStep],
      ['responseRate=%5B90%2C30%5D', 'responseRate', SEARCH_MESSAGES.responseOrder],
      ['responseRate=%5B33%2C40%5D', 'responseRate.0', SEARCH_MESSAGES.responseStep],
      ['responseRate=high', 'responseRate', SEARCH_MESSAGES.responseRate],
      [`q=${'x'.repeat(101)}`, 'q', SEARCH_MESSAGES.queryTooLong],
      ['limit=500', 'limit', SEARCH_MESSAGES.limit],
      ['cursor=not-a-cursor', 'cursor', SEARCH_MESSAGES.cursor],
    ];
    for (const [qs, field, message] of cases) {
      const res = await c.get(`/api/creators/search?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error, qs).toMatchObject({ code: 'validation_failed', message, fields: { [field]: message } });
    }
  });
});

describe('GET /api/creators/search: pagination stable under inserts', () => {
  it('never repeats or skips a creative while others join mid-way', async () => {
    const { c } = await partner();
    // A niche of our own, so the demo creatives stay out of the count.
    const filters = { niche: 'Writing' as const, q: 'pagetest' };
    const profile = (score: number) => ({
      field: 'Writing',
      bio: 'pagetest poet',
      authenticityScore: score,
    });
    const original = [];
    for (const score of [90, 80, 80, 80, 70, 60, 50])
      original.push((await creative({ namePrefix: 'Writer', profile: profile(score) })).id);

    const first = (await c.get(query(filters, { limit: '3' }))).json();
    expect(first.items).toHaveLength(3);
    const seen: string[] = first.items.map((i: CreativeSearchCard) => i.id);

    // Joining now: one above the page already read, one tied with the cursor's score, one further down.
    const above = (await creative({ namePrefix: 'Writer', profile: profile(95) })).id;
    const tied = (await creative({ namePrefix: 'Writer', profile: profile(80) })).id;
    const below = (await creative({ namePrefix: 'Writer', profile: profile(55) })).id;

    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const page = (await c.get(query(filters, { limit: '3', cursor }))).json();
      seen.push(...page.items.map((i: CreativeSearchCard) => i.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of original) expect(seen).toContain(id);
    expect(seen).not.toContain(above);
    expect(seen).toContain(below);
    // The tied one lands by id: after the cursor or before it, but at most once.
    expect(seen.filter((id) => id === tied).length).toBeLessThanOrEqual(1);

    // A fresh search sees everyone, in order.
    const all = (await c.get(query(filters, { limit: '50' }))).json();
    expect(all.items).toHaveLength(10);
    const scores = all.items.map((i: CreativeSearchCard) => i.pulseScore);
    expect(scores).toEqual([95, 90, 80, 80, 80, 80, 70, 60, 55, 50]);
  });
});

describe('GET /api/creators/search: reputation (decision 035)', () => {
  /** Creatives only this describe's text finds, with cached ratings (hundredths) and review counts. */
  async function rated() {
    const word = `quokkatone${Date.now() % 100000}`;
    const make = async (label: string, reviewRating: number, reviewCount: number) => ({
      label,
      ...(await creative({
        namePrefix: label,
        profile: {
          bio: `Edits with ${word} energy`,
          reviewRating,
          reviewCount,
          authenticityScore: 50,
        },
      })),
    });
    const list = [
      await make('Newcomer', 400, 0),
      await make('Solid', 444, 20),
      await make('Veteran', 471, 40),
      await make('Rising', 445, 12),
      await make('One deal', 417, 1),
    ];
    return { word, byId: new Map(list.map((c) => [c.id, c.label])) };
  }

  const labels = (items: CreativeSearchCard[], byId: Map<string, string>) =>
    items.map((i) => byId.get(i.id)).filter((l): l is string => l !== undefined);

  it('sorts by rating (then review count), filters by the rating as shown, and pages with its own cursor', async () => {
    const { c } = await partner();
    const { word, byId } = await rated();
    const top = await c.get(query({ q: word, sort: 'rating' }, { limit: '50' }));
    expect(top.statusCode, top.body).toBe(200);
    const items = top.json().items as CreativeSearchCard[];
    expect(labels(items, byId)).toEqual(['Veteran', 'Rising', 'Solid', 'One deal', 'Newcomer']);
    expect(items[0]!.rating).toEqual({ average: 4.71, count: 40 });

    // 4.45 shows as 4.5, so 4.5+ keeps it; 4.44 does not. The prior alone (no review) is never a rating.
    const fourHalf = await c.get(query({ q: word, minRating: 4.5 }, { limit: '50' }));
    expect(labels(fourHalf.json().items, byId).sort()).toEqual(['Rising', 'Veteran']);
    const four = await c.get(query({ q: word, minRating: 4, sort: 'rating' }, { limit: '50' }));
    expect(labels(four.json().items, byId)).toEqual(['Veteran', 'Rising', 'Solid', 'One deal']);

    // Two at a time through the same order, nothing repeated or skipped.
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const extra: Record<string, string> = { limit: '2', ...(cursor ? { cursor } : {}) };
      const page = await c.get(query({ q: word, sort: 'rating' }, extra));
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...labels(page.json().items, byId));
      cursor = page.json().nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(['Veteran', 'Rising', 'Solid', 'One deal', 'Newcomer']);
  });

  it('keeps the default order (relevance, then Pulse Score) and refuses a cursor from the other order', async () => {
    const { c } = await partner();
    const { word } = await rated();
    const best = await c.get(query({ q: word }, { limit: '2' }));
    expect(best.statusCode).toBe(200);
    const cursor = best.json().nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const mixed = await c.get(query({ q: word, sort: 'rating' }, { cursor }));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toBe(SEARCH_MESSAGES.cursor);
  });

  it('answers a bad sort or minimum rating with the messages', async () => {
    const { c } = await partner();
    const badMin = await c.get('/api/creators/search?minRating=5');
    expect(badMin.statusCode).toBe(400);
    expect(badMin.json().error).toMatchObject({
      code: 'validation_failed',
      message: SEARCH_MESSAGES.minRating,
      fields: { minRating: SEARCH_MESSAGES.minRating },
    });
    const badSort = await c.get('/api/creators/search?sort=cheapest');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error.fields).toEqual({ sort: SEARCH_MESSAGES.sort });
  });
});

describe('Invite All: POST /api/briefs/:id/invitations and GET /api/me/invitations', () => {
  const brief = {
    title: 'Campus launch reel',
    description: 'Calm, retro beats for a study app launch',
    usageType: 'ugc',
    deadline: inDays(14),
    tags: ['Chill', 'Throwback'],
  };

  it('refuses a Booked creative, alone or in a shortlist, and writes nothing', async () => {
    const { c } = await partner();
    const posted = (await c.post('/api/briefs', brief)).json().brief;
    const res = await c.post(`/api/briefs/${posted.id}/invitations`, {
      creatorIds: ['demo-creator-maya-lin', 'demo-creator-kwame-asante'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Kwame Asante is booked and not taking new projects right now.');
    const again = await c.post(`/api/briefs/${posted.id}/invitations`, { creatorIds: ['demo-creator-maya-lin'] });
    expect(again.json()).toMatchObject({ invited: 1, alreadyInvited: 0 });
  });

  it('invites shortlisted creatives to the owner’s open brief; they see it, once', async () => {
    const { c, id: partnerId } = await partner();
    const posted = (await c.post('/api/briefs', brief)).json().brief;
    const maya = await creative({ namePrefix: 'Invitee', profile: { field: 'Music' } });
    const other = await creative({ namePrefix: 'Bystander' });

    const res = await c.post(`/api/briefs/${posted.id}/invitations`, {
      creatorIds: [maya.id, 'demo-creator-maya-lin', maya.id],
      message: 'Loved your last loop',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ briefId: posted.id, briefTitle: brief.title, invited: 2, alreadyInvited: 0 });

    const again = await c.post(`/api/briefs/${posted.id}/invitations`, { creatorIds: [maya.id] });
    expect(again.json()).toMatchObject({ invited: 0, alreadyInvited: 1 });

    const mine = await maya.c.get('/api/me/invitations');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        briefId: posted.id,
        briefTitle: brief.title,
        briefStatus: 'open',
        tags: ['Chill', 'Throwback'],
        usageType: 'ugc',
        budgetMinCents: 50_000,
        budgetMaxCents: 150_000,
        deadline: brief.deadline,
        message: 'Loved your last loop',
        invitedAt: expect.any(String),
      }),
    ]);
    expect((await other.c.get('/api/me/invitations')).json().items).toEqual([]);
    expect((await client().get('/api/me/invitations')).statusCode).toBe(401);

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, maya.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'brief_invitation', body: brief.title, link: '/creator' });
    const rows = await t.database.db
      .select()
      .from(briefInvitations)
      .where(and(eq(briefInvitations.briefId, posted.id), eq(briefInvitations.invitedBy, partnerId)));
    expect(rows).toHaveLength(2);
  });

  it('is the owner’s alone: another partner’s brief is 404, other roles 403', async () => {
    const owner = await partner();
    const posted = (await owner.c.post('/api/briefs', brief)).json().brief;
    const intruder = await partner();
    const res = await intruder.c.post(`/api/briefs/${posted.id}/invitations`, {
      creatorIds: ['demo-creator-maya-lin'],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(BRIEF_NOT_FOUND_MESSAGE);

    const fan = client();
    await fan.post('/api/me/role', { role: 'fan' });
    const denied = await fan.post(`/api/briefs/${posted.id}/invitations`, { creatorIds: ['demo-creator-maya-lin'] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(INVITE_MESSAGES.partnersOnly);
    expect(await t.database.db.select().from(briefInvitations).where(eq(briefInvitations.briefId, posted.id))).toEqual(
      [],
    );
  });

  it('refuses drafts, closed briefs, unknown creatives and an empty shortlist, writing nothing', async () => {
    const pending = await partner({ status: 'pending' });
    const draft = (await pending.c.post('/api/briefs', brief)).json().brief;
    expect(draft.status).toBe('draft');
    const refused = await pending.c.post(`/api/briefs/${draft.id}/invitations`, {
      creatorIds: ['demo-creator-maya-lin'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(INVITE_MESSAGES.briefNotOpen);

    const { c } = await partner();
    const open = (await c.post('/api/briefs', brief)).json().brief;
    const empty = await c.post(`/api/briefs/${open.id}/invitations`, { creatorIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ creatorIds: INVITE_MESSAGES.pickCreatives });

    const unknown = await c.post(`/api/briefs/${open.id}/invitations`, {
      creatorIds: ['demo-creator-maya-lin', 'nobody-here'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(INVITE_MESSAGES.unknownCreatives);
    expect(await t.database.db.select().from(briefInvitations).where(eq(briefInvitations.briefId, open.id))).toEqual(
      [],
    );

    await c.post(`/api/briefs/${open.id}/close`);
    const closed = await c.post(`/api/briefs/${open.id}/invitations`, { creatorIds: ['demo-creator-maya-lin'] });
    expect(closed.statusCode).toBe(409);
  });
});

describe('saved creatives (brand.saved)', () => {
  it('keeps a partner’s saved creatives on the server', async () => {
    const { c } = await partner();
    const saved = await c.post('/api/me/saved', { creatorId: 'demo-creator-aisha-bello', listName: BRAND_SAVED_LIST });
    expect(saved.statusCode).toBe(200);
    expect((await c.get('/api/me/library')).json().savedCreatorIds).toEqual(['demo-creator-aisha-bello']);
    expect((await c.delete('/api/me/saved/creators/demo-creator-aisha-bello')).statusCode).toBe(204);
    expect((await c.get('/api/me/library')).json().savedCreatorIds).toEqual([]);
  });
});

describe('GET /api/brand/discover (Discover Pairings)', () => {
  it('ranks creatives by the matching engine against the partner’s open briefs', async () => {
    const { c } = await partner();
    const posted = (
      await c.post('/api/briefs', {
        title: 'Beat for a study app',
        description: 'Lo-fi and chill',
        usageType: 'ugc',
        deadline: inDays(10),
        category: 'producer',
        budgetMin: 500,
        budgetMax: 900,
        tags: ['Chill'],
      })
    ).json().brief;
    const res = await c.get('/api/brand/discover');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.briefsUsed).toBe(1);
    const scores = body.items.map((i: { matchScore: number }) => i.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.items[0]).toMatchObject({
      creative: { id: 'demo-creator-maya-lin', name: 'Maya Lin' },
      brief: { id: posted.id, title: 'Beat for a study app' },
    });
    expect(body.items[0].reason).toMatch(/Shares 1 of 1 vibe tags \(Chill\)/);
    const { tags, category, rights, price, reputation } = body.items[0].scoreParts;
    expect(tags + category + rights + price + reputation).toBe(body.items[0].matchScore);
    expect(reputation).toBeGreaterThan(0);
  });

  it('falls back to the partner’s preferences without an open brief; partners only', async () => {
    const { c } = await partner();
    const res = await c.get('/api/brand/discover');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.briefsUsed).toBe(0);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i: { brief: unknown }) => i.brief === null)).toBe(true);
    expect(body.items[0].reason).toBe(NO_BRIEF_REASON);

    const fan = client();
    await fan.post('/api/me/role', { role: 'fan' });
    expect((await fan.get('/api/brand/discover')).statusCode).toBe(403);
  });
});

describe('GET /api/creators/:id/works/:index', () => {
  it('draws a cover for a recent work, 404 for anything else', async () => {
    const res = await client().get('/api/creators/demo-creator-maya-lin/works/0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('Late Library Loop');
    expect((await client().get('/api/creators/demo-creator-maya-lin/works/2')).statusCode).toBe(404);
    expect((await client().get('/api/creators/nobody/works/0')).statusCode).toBe(404);
    expect((await client().get('/api/creators/demo-creator-maya-lin/works/9')).statusCode).toBe(400);
  });
});
