import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, counters, partnerProfiles } from '../src/db/schema/applications';
import { user } from '../src/db/schema/auth';
import { Client, createTestApp, type TestApp } from './helpers/test-app';
import { turnOnTwoFactor } from './helpers/totp';

let t: TestApp;
const admin = { email: 'admin@applications.test', password: 'admin-password' };
beforeAll(async () => {
  t = await createTestApp();
  const { ensureAdmin } = await import('../src/db/seed/admin');
  await ensureAdmin(t.database.db, t.app.auth, admin.email, admin.password);
});
afterAll(() => t.close());

let ip = 0;
const client = () => new Client(t.app, `10.4.0.${++ip}`);
async function guest(role: 'fan' | 'creator' | 'brand' = 'fan') {
  const c = client();
  const res = await c.post('/api/me/role', { role });
  return { c, id: res.json().user.id as string };
}

const creative = {
  name: 'Ari Kim',
  email: 'Ari@Campus.edu',
  portfolio: 'ari.works',
  genres: ['Lo-fi', 'Cinematic'],
  bio: 'Producer and scorer.',
  convo_id: 'convo-1',
  extras: { source: 'creative_onboarding_new' },
};
const partner = {
  name: 'Jo Park',
  company: 'Campus Radio',
  contactEmail: 'jo@radio.edu',
  website: 'radio.edu',
  needs: 'Intro music for a weekly show',
  convo_id: 'convo-2',
  extras: { source: 'pulsepartner_onboarding' },
};

async function counter(name: string) {
  const rows = await t.database.db.select().from(counters).where(eq(counters.name, name));
  return rows[0]?.value ?? 0;
}
const applicationsOf = (userId: string) =>
  t.database.db.select().from(applications).where(eq(applications.userId, userId));
const partnerProfileOf = (userId: string) =>
  t.database.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, userId));

describe('POST /api/creatives (submit-creative)', () => {
  it('needs a session', async () => {
    expect((await client().post('/api/creatives', creative)).statusCode).toBe(401);
  });

  it('creates a pending application, sets the creator role and bumps creativeApplications', async () => {
    const { c, id } = await guest();
    const before = await counter('creativeApplications');
    const res = await c.post('/api/creatives', creative);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      created: true,
      application: { kind: 'creative', status: 'pending', decidedAt: null, reason: null },
    });
    expect(await counter('creativeApplications')).toBe(before + 1);
    const [row] = await applicationsOf(id);
    expect(row).toMatchObject({ convoId: 'convo-1', status: 'pending' });
    expect(row!.payload).toEqual({
      source: 'creative_onboarding_new',
      name: 'Ari Kim',
      email: 'ari@campus.edu',
      portfolio: 'https://ari.works/',
      genres: ['Lo-fi', 'Cinematic'],
      bio: 'Producer and scorer.',
    });
    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'creator', approvalStatus: 'pending' });
  });

  it('a resubmission updates the pending application (one per user and kind)', async () => {
    const { c, id } = await guest();
    const first = (await c.post('/api/creatives', creative)).json();
    const before = await counter('creativeApplications');
    const again = await c.post('/api/creatives', { ...creative, bio: 'Producer, scorer and mixer.' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, application: { id: first.application.id } });
    expect(await counter('creativeApplications')).toBe(before);
    const rows = await applicationsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.bio).toBe('Producer, scorer and mixer.');
  });

  it('rejects bad input with clear messages and writes nothing', async () => {
    const { c, id } = await guest();
    const before = await counter('creativeApplications');
    const res = await c.post('/api/creatives', { name: ' ', email: 'ari@', portfolio: 'not a url' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      portfolio: 'Please enter a valid URL',
    });
    expect(await applicationsOf(id)).toEqual([]);
    expect(await counter('creativeApplications')).toBe(before);
    expect((await c.get('/api/me')).json().user.role).toBe('fan');
  });

  it("one user's submission never touches another's application", async () => {
    const a = await guest();
    const b = await guest();
    const appA = (await a.c.post('/api/creatives', creative)).json().application;
    const appB = (await b.c.post('/api/creatives', { ...creative, name: 'Bo' })).json().application;
    expect(appB.id).not.toBe(appA.id);
    expect((await applicationsOf(a.id))[0]!.payload.name).toBe('Ari Kim');
  });

  it('an approved creative cannot apply again; admins cannot apply at all', async () => {
    const { c, id } = await guest();
    await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, id));
    const res = await c.post('/api/creatives', creative);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("You're already approved as a Creative.");

    const a = client();
    await a.post('/api/accounts/sign-in', admin);
    expect((await a.post('/api/creatives', creative)).statusCode).toBe(403);
    expect((await a.post('/api/pulsepartners', partner)).statusCode).toBe(403);
  });
});

describe('POST /api/pulsepartners (submit-partner)', () => {
  it('needs a session', async () => {
    expect((await client().post('/api/pulsepartners', partner)).statusCode).toBe(401);
  });

  it('creates the application, the partner profile and the pending brand role in one go', async () => {
    const { c, id } = await guest();
    const before = await counter('partnerApplications');
    const res = await c.post('/api/pulsepartners', partner);
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({ kind: 'partner', status: 'pending' });
    expect(await counter('partnerApplications')).toBe(before + 1);
    expect(await partnerProfileOf(id)).toEqual([
      expect.objectContaining({
        name: 'Jo Park',
        company: 'Campus Radio',
        contactEmail: 'jo@radio.edu',
        website: 'https://radio.edu/',
        needs: 'Intro music for a weekly show',
      }),
    ]);
    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'brand', approvalStatus: 'pending' });

    const again = await c.post('/api/pulsepartners', { ...partner, company: 'Campus Radio 88.1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().application.id).toBe(res.json().application.id);
    expect((await partnerProfileOf(id))[0]!.company).toBe('Campus Radio 88.1');
    expect(await counter('partnerApplications')).toBe(before + 1);
  });

  it('rejects bad input with clear messages and writes nothing', async () => {
    const { c, id } = await guest();
    const res = await c.post('/api/pulsepartners', { name: 'Jo', company: '', contactEmail: 'jo', website: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      company: 'Company is required',
      contactEmail: 'Please enter a valid email address',
      website: 'Please enter a valid URL',
    });
    expect(await applicationsOf(id)).toEqual([]);
    expect(await partnerProfileOf(id)).toEqual([]);
    expect((await c.get('/api/me')).json().user.role).toBe('fan');
  });

  it('leaves nothing half-written when the transaction fails', async () => {
    const { c, id } = await guest();
    await t.database.db.execute(sql`alter table partner_profiles rename to partner_profiles_away`);
    try {
      expect((await c.post('/api/pulsepartners', partner)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table partner_profiles_away rename to partner_profiles`);
    }
    expect(await applicationsOf(id)).toEqual([]);
    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'fan', approvalStatus: 'approved' });
  });
});

describe('GET /api/pulsepartners/me (issue 18 item 3: only a submitted application is under review)', () => {
  it('needs a session', async () => {
    expect((await client().get('/api/pulsepartners/me')).statusCode).toBe(401);
  });

  it('is null for a partner who only picked the role, though their account is pending', async () => {
    const { c } = await guest('brand');
    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'brand', approvalStatus: 'pending' });
    const res = await c.get('/api/pulsepartners/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ application: null });
  });

  it("is the caller's own pending application once they applied, and their decision after review", async () => {
    const { c } = await guest('brand');
    const submitted = (await c.post('/api/pulsepartners', { ...partner, convo_id: null })).json().application;
    expect((await c.get('/api/pulsepartners/me')).json()).toEqual({
      application: {
        id: submitted.id,
        kind: 'partner',
        status: 'pending',
        submittedAt: submitted.submittedAt,
        decidedAt: null,
        reason: null,
      },
    });
    // Someone else's application is not theirs.
    const other = await guest('brand');
    expect((await other.c.get('/api/pulsepartners/me')).json()).toEqual({ application: null });

    const adminClient = client();
    expect((await adminClient.post('/api/accounts/sign-in', admin)).statusCode).toBe(200);
    // Admins work with two-factor on (issue 36).
    await turnOnTwoFactor(adminClient, admin.password);
    const rejected = await adminClient.post(`/api/admin/applications/${submitted.id}/reject`, {
      reason: 'Add a website',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await c.get('/api/pulsepartners/me')).json().application).toMatchObject({
      id: submitted.id,
      status: 'rejected',
      reason: 'Add a website',
    });
  });

  it('a creative application is not a partner one', async () => {
    const { c } = await guest('creator');
    expect((await c.post('/api/creatives', { ...creative, convo_id: null })).statusCode).toBe(201);
    expect((await c.get('/api/pulsepartners/me')).json()).toEqual({ application: null });
  });
});
