import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { follows } from '../src/db/schema/discovery';
import { DEMO_CREATORS } from '../src/db/seed/demo-creators';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let adminClient: Client;
const admin = { email: 'admin@creator-page.test', password: 'admin-password' };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { ensureAdmin } = await import('../src/db/seed/admin');
  await ensureAdmin(t.database.db, t.app.auth, admin.email, admin.password);
  adminClient = new Client(t.app, '10.7.0.250');
  expect((await adminClient.post('/api/accounts/sign-in', admin)).statusCode).toBe(200);
});
afterAll(() => t.close());

const { session } = testAccounts(() => t, { ip: '10.7' });

const MAYA = '/api/creators/demo-creator-maya-lin';

/** A creative who completed setup and waits for review. */
async function pendingCreator() {
  const creator = await session('creator');
  const res = await creator.c.post('/api/creative-profiles', {
    displayName: 'Pending Pat',
    bio: 'I shoot campus events and short music videos on a budget.',
    location: 'Austin, TX',
    creativeTypes: ['Videographer', 'Video Editor'],
    experience: 'getting-experience',
    rates: { photoShoot: '$150-300', videoProject: '$400-800', designWork: '', consultation: '' },
    specialties: ['Music Videos'],
    availability: 'booked',
    socialLinks: { instagram: '@pat.films', portfolio: 'pat.studio', website: '' },
  });
  expect(res.statusCode).toBe(200);
  return creator;
}

describe('GET /api/creators/{id}', () => {
  it('shows an approved creative to anyone, with the stored fields and nothing invented', async () => {
    const res = await t.app.inject({ method: 'GET', url: MAYA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'demo-creator-maya-lin',
      name: 'Maya Lin',
      type: 'Producer',
      location: 'Los Angeles, CA',
      tags: ['Lo-fi', 'Chill', 'Mellow', 'Organic', 'Beat-driven'],
      pulseScore: 94,
      followers: 0,
      following: 0,
      projects: 2,
      // Earned (decision 060): counted from the demo fans' rows and the demo conversations.
      cosigns: 21,
      engagement: 21 + 9 + 13,
      recentUploads: 0,
      verified: true,
      status: 'approved',
      avatar: '/api/creators/demo-creator-maya-lin/avatar',
      portfolio: {
        links: ['https://mayalin.portfolio.example/work'],
        recentWork: [
          { title: 'Late Library Loop', briefMatch: true },
          { title: 'Rainy Quad', briefMatch: false },
        ],
      },
      rates: [{ service: 'Collaboration', price: '$800' }],
      availability: 'available',
      responseTime: 'Responds within an hour',
      responseRate: 100,
      languages: [],
      equipment: ['Ableton Live', 'Roland SP-404', 'Nord Stage'],
      achievements: ['“Late Library Loop” matched a partner brief'],
      viewer: { isOwner: false, isFollowing: false, isSaved: false },
    });
  });

  it('counts real followers and shows each viewer only their own follow and save state', async () => {
    const fan = await session('fan');
    const other = await session('fan');
    expect((await fan.c.put('/api/me/following/demo-creator-maya-lin')).statusCode).toBeLessThan(300);
    expect((await fan.c.post('/api/me/saved', { creatorId: 'demo-creator-maya-lin' })).statusCode).toBeLessThan(300);

    const mine = (await fan.c.get(MAYA)).json();
    expect(mine.followers).toBe(1);
    expect(mine.viewer).toEqual({ isOwner: false, isFollowing: true, isSaved: true });

    const theirs = (await other.c.get(MAYA)).json();
    expect(theirs.followers).toBe(1);
    expect(theirs.viewer).toEqual({ isOwner: false, isFollowing: false, isSaved: false });

    expect((await fan.c.delete('/api/me/following/demo-creator-maya-lin')).statusCode).toBeLessThan(300);
    expect((await fan.c.get(MAYA)).json()).toMatchObject({ followers: 0, viewer: { isFollowing: false } });
  });

  it('counts the creators a creative follows', async () => {
    // Jordan follows Maya: Jordan's "following" is 1.
    await t.database.db
      .insert(follows)
      .values({ followerId: 'demo-creator-jordan-reyes', creatorId: 'demo-creator-maya-lin' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/creators/demo-creator-jordan-reyes' })).json(),
    ).toMatchObject({ following: 1 });
  });

  it('says Creator Not Found for an unknown id, and refuses an overlong one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/creators/nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'Creator Not Found' });
    // The router refuses path parameters over 100 characters before the schema sees them.
    const long = await t.app.inject({ method: 'GET', url: `/api/creators/${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
  });

  it("keeps a pending creative's profile private to its owner and admins", async () => {
    const creator = await pendingCreator();
    const url = `/api/creators/${creator.id}`;

    const anon = await t.app.inject({ method: 'GET', url });
    expect(anon.statusCode).toBe(404);
    expect(anon.json().error.message).toBe('Creator Not Found');
    for (const role of ['fan', 'brand', 'creator'] as const) {
      expect((await (await session(role)).c.get(url)).statusCode, role).toBe(404);
    }

    const own = await creator.c.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      name: 'Pending Pat',
      type: 'Videographer',
      verified: false,
      status: 'pending',
      pulseScore: null,
      availability: 'booked',
      rates: [
        { service: 'Photo Shoot', price: '$150-300' },
        { service: 'Video Project', price: '$400-800' },
      ],
      experience: 'Getting Experience (1-3 years)',
      socialLinks: { instagram: '@pat.films' },
      viewer: { isOwner: true },
    });

    const asAdmin = await adminClient.get(url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().viewer.isOwner).toBe(false);

    // Once approved the profile is public.
    await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, creator.id));
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ verified: true, status: 'approved' });
  });

  it('hides a creative who switched to another role from everyone else', async () => {
    const creator = await pendingCreator();
    await t.database.db.update(user).set({ creatorStatus: 'approved', role: 'fan' }).where(eq(user.id, creator.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/creators/${creator.id}` })).statusCode).toBe(404);
    expect((await creator.c.get(`/api/creators/${creator.id}`)).statusCode).toBe(200);
  });

  it('is 404 for a user who is not a creative at all', async () => {
    const fan = await session('fan');
    expect((await t.app.inject({ method: 'GET', url: `/api/creators/${fan.id}` })).statusCode).toBe(404);
    expect((await fan.c.get(`/api/creators/${fan.id}`)).statusCode).toBe(404);
  });
});

/** The spec's sample authenticity scores, which the demo history reproduces. */
const SPEC_SCORES: Record<string, number> = {
  'demo-creator-maya-lin': 94,
  'demo-creator-jordan-reyes': 91,
  'demo-creator-aisha-bello': 96,
  'demo-creator-theo-nakamura': 92,
  'demo-creator-sofia-marquez': 97,
  'demo-creator-kwame-asante': 95,
  'demo-creator-lena-fischer': 90,
  'demo-creator-dev-patel': 89,
  'demo-creator-imani-brooks': 93,
  'demo-creator-noah-kim': 91,
};

describe('demo creatives earn their Pulse Scores', () => {
  it('from seeded deals and reviews: each profile shows the score its history computes', async () => {
    for (const c of DEMO_CREATORS) {
      const page = (await t.app.inject({ method: 'GET', url: `/api/creators/${c.id}` })).json();
      const reputation = (await t.app.inject({ method: 'GET', url: `/api/creators/${c.id}/reputation` })).json();
      expect(reputation.rating.count).toBeGreaterThan(0);
      expect(page.pulseScore).toBe(reputation.pulseScore);
      // The numbers the spec's sample data showed, now produced by the history rather than written down.
      expect(page.pulseScore, c.id).toBe(SPEC_SCORES[c.id]);
    }
  });
});
