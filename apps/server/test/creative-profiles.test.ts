import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, counters } from '../src/db/schema/applications';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { testAccounts } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const admin = { email: 'admin@profiles.test', password: 'admin-password' };
beforeAll(async () => {
  t = await createTestApp();
  const { ensureAdmin } = await import('../src/db/seed/admin');
  await ensureAdmin(t.database.db, t.app.auth, admin.email, admin.password);
});
afterAll(() => t.close());

const { client, session } = testAccounts(() => t, { ip: '10.3' });

const profile = {
  displayName: 'Maya Reyes',
  bio: 'I shoot campus events and short music videos on a budget.',
  location: 'Austin, TX',
  creativeTypes: ['Videographer', 'Video Editor'],
  experience: 'getting-experience',
  rates: { photoShoot: '$150-300', videoProject: '$400-800', designWork: '', consultation: '$50/h' },
  specialties: ['Music Videos', 'Event Coverage'],
  availability: 'busy',
  socialLinks: { instagram: '@maya.films', portfolio: 'maya.studio', website: '' },
};

async function counter(name: string) {
  const rows = await t.database.db.select().from(counters).where(eq(counters.name, name));
  return rows[0]?.value ?? 0;
}
const applicationsOf = (userId: string) =>
  t.database.db.select().from(applications).where(eq(applications.userId, userId));

describe('GET /api/creative-profiles/me', () => {
  it('is empty without a session or before setup', async () => {
    const anon = await client().get('/api/creative-profiles/me');
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toEqual({ profile: null, application: null, creatorStatus: null });
    const { c } = await session('fan');
    expect((await c.get('/api/creative-profiles/me')).json()).toEqual({
      profile: null,
      application: null,
      creatorStatus: null,
    });
  });
});

describe('POST /api/creative-profiles (Complete Setup)', () => {
  it('needs a session', async () => {
    const res = await client().post('/api/creative-profiles', profile);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('saves role creator, the profile, the display name and a pending application', async () => {
    const { c, id } = await session('fan');
    const before = await counter('creativeApplications');
    const res = await c.post('/api/creative-profiles', profile);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({
      displayName: 'Maya Reyes',
      location: 'Austin, TX',
      creativeTypes: ['Videographer', 'Video Editor'],
      experience: 'getting-experience',
      rates: { photoShoot: '$150-300', videoProject: '$400-800', designWork: '', consultation: '$50/h' },
      specialties: ['Music Videos', 'Event Coverage'],
      availability: 'busy',
      socialLinks: { instagram: '@maya.films', portfolio: 'https://maya.studio/', website: '' },
      portfolio: ['https://maya.studio/'],
      setupCompleted: true,
    });
    expect(body.application).toMatchObject({ kind: 'creative', status: 'pending', decidedAt: null, reason: null });
    expect(body.creatorStatus).toBe('pending');

    expect((await c.get('/api/me')).json().user).toMatchObject({
      id,
      name: 'Maya Reyes',
      role: 'creator',
      approvalStatus: 'pending',
    });
    expect((await c.get('/api/creative-profiles/me')).json()).toEqual(body);
    expect(await counter('creativeApplications')).toBe(before + 1);
    const rows = await applicationsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({
      source: 'creator_setup',
      name: 'Maya Reyes',
      experience: 'getting-experience',
    });
  });

  it('a second Complete Setup updates the profile and the pending application, not a new one', async () => {
    const { c, id } = await session('creator');
    const first = (await c.post('/api/creative-profiles', profile)).json();
    const before = await counter('creativeApplications');
    const res = await c.post('/api/creative-profiles', { ...profile, bio: 'Now also designing posters.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.bio).toBe('Now also designing posters.');
    expect(res.json().application.id).toBe(first.application.id);
    expect(res.json().application.submittedAt).toBe(first.application.submittedAt);
    expect(await counter('creativeApplications')).toBe(before);
    const rows = await applicationsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.bio).toBe('Now also designing posters.');
  });

  it('rejects bad input with the field messages and writes nothing', async () => {
    const { c, id } = await session('fan');
    const res = await c.post('/api/creative-profiles', {
      displayName: ' ',
      bio: '',
      location: '',
      creativeTypes: [],
      socialLinks: { website: 'not a url', portfolio: 'ftp://files.example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        displayName: 'Display name is required',
        bio: 'Bio is required',
        location: 'Location is required',
        creativeTypes: 'Pick at least one creative type',
        experience: 'Pick your experience level',
        'socialLinks.website': 'Please enter a valid URL',
        'socialLinks.portfolio': 'Please enter a valid URL',
      },
    });
    const short = await c.post('/api/creative-profiles', { ...profile, displayName: 'M', location: 'x'.repeat(101) });
    expect(short.json().error.fields).toEqual({
      displayName: 'Display name must be at least 2 characters',
      location: 'Location must be at most 100 characters',
    });
    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'fan' });
    expect(await t.database.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, id))).toEqual([]);
    expect(await applicationsOf(id)).toEqual([]);
  });

  it("keeps each user's profile to themselves", async () => {
    const a = await session('creator');
    const b = await session('creator');
    await a.c.post('/api/creative-profiles', profile);
    expect((await b.c.get('/api/creative-profiles/me')).json().profile).toBeNull();
    await b.c.post('/api/creative-profiles', { ...profile, displayName: 'Theo', bio: 'Beats.' });
    const mineA = (await a.c.get('/api/creative-profiles/me')).json();
    const mineB = (await b.c.get('/api/creative-profiles/me')).json();
    expect(mineA.profile).toMatchObject({ displayName: 'Maya Reyes', bio: profile.bio });
    expect(mineB.profile).toMatchObject({ displayName: 'Theo', bio: 'Beats.' });
    expect(mineA.application.id).not.toBe(mineB.application.id);
    expect(await applicationsOf(a.id)).toHaveLength(1);
  });

  it('an approved creative edits the profile without going back under review', async () => {
    const { c, id } = await session('creator');
    await c.post('/api/creative-profiles', profile);
    await t.database.db.update(applications).set({ status: 'approved' }).where(eq(applications.userId, id));
    await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, id));
    const res = await c.post('/api/creative-profiles', { ...profile, availability: 'booked' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creatorStatus: 'approved', application: { status: 'approved' } });
    expect(res.json().profile.availability).toBe('booked');
    expect(await applicationsOf(id)).toHaveLength(1);
    expect((await c.get('/api/me')).json().user.approvalStatus).toBe('approved');
  });

  it('admins cannot become creatives', async () => {
    const a = client();
    expect((await a.post('/api/accounts/sign-in', admin)).statusCode).toBe(200);
    const res = await a.post('/api/creative-profiles', profile);
    expect(res.statusCode).toBe(403);
    expect((await a.get('/api/me')).json().user.role).toBe('admin');
  });

  it('leaves nothing half-written when the transaction fails', async () => {
    const { c, id } = await session('fan');
    // Make the last write of the transaction (the counter) fail for real.
    await t.database.db.execute(sql`alter table counters rename to counters_away`);
    try {
      const res = await c.post('/api/creative-profiles', profile);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('internal');
    } finally {
      await t.database.db.execute(sql`alter table counters_away rename to counters`);
    }
    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'fan', approvalStatus: 'approved' });
    expect((await c.get('/api/me')).json().user.name).not.toBe('Maya Reyes');
    expect(await t.database.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, id))).toEqual([]);
    expect(await applicationsOf(id)).toEqual([]);
  });
});
