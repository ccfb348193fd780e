import { reviewAge } from '@pulse/domain/applications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/applications';
import { Client, createTestApp, type TestApp } from './helpers/test-app';
import { turnOnTwoFactor } from './helpers/totp';

let t: TestApp;
let adminClient: Client;
const admin = { email: 'admin@review.test', password: 'admin-password' };
beforeAll(async () => {
  t = await createTestApp();
  const { ensureAdmin } = await import('../src/db/seed/admin');
  await ensureAdmin(t.database.db, t.app.auth, admin.email, admin.password);
  adminClient = new Client(t.app, '10.5.1.1');
  expect((await adminClient.post('/api/accounts/sign-in', admin)).statusCode).toBe(200);
  // Admins work with two-factor on (issue 36).
  await turnOnTwoFactor(adminClient, admin.password);
});
afterAll(() => t.close());

let ip = 0;
const client = () => new Client(t.app, `10.5.0.${++ip}`);
const HOUR = 3_600_000;

const profile = {
  displayName: 'Lena Ortiz',
  bio: 'Poster and identity design for campus clubs.',
  location: 'Chicago, IL',
  creativeTypes: ['Graphic Designer', 'Illustrator'],
  experience: 'professional',
  rates: { designWork: '$300-600' },
  specialties: ['Posters & Flyers'],
  socialLinks: { instagram: 'lena.draws', portfolio: 'lena.design', website: 'https://lenaortiz.com' },
};

/** A guest who completed the setup wizard; returns the client and the application id. */
async function creativeApplicant(overrides: Record<string, unknown> = {}) {
  const c = client();
  await c.post('/api/me/role', { role: 'creator' });
  const res = await c.post('/api/creative-profiles', { ...profile, ...overrides });
  expect(res.statusCode).toBe(200);
  return { c, applicationId: res.json().application.id as string };
}

async function partnerApplicant() {
  const c = client();
  await c.post('/api/me/role', { role: 'fan' });
  const res = await c.post('/api/pulsepartners', {
    name: 'Sam Lee',
    company: 'Indie Film Club',
    contactEmail: 'sam@film.club',
    website: 'film.club',
    needs: 'Score for a short',
  });
  expect(res.statusCode).toBe(201);
  return { c, applicationId: res.json().application.id as string };
}

const ageBy = (id: string, hours: number) =>
  t.database.db
    .update(applications)
    .set({ submittedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(applications.id, id));

describe('who may review', () => {
  it('needs an admin: 401 without a session, 403 for everyone else', async () => {
    const anon = client();
    expect((await anon.get('/api/admin/applications')).statusCode).toBe(401);
    expect((await anon.post('/api/admin/applications/x/approve')).statusCode).toBe(401);

    const { c, applicationId } = await creativeApplicant();
    const list = await c.get('/api/admin/applications');
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toEqual({ code: 'forbidden', message: 'Only admins can review applications.' });
    // The applicant cannot approve their own application, nor reject another's.
    expect((await c.post(`/api/admin/applications/${applicationId}/approve`)).statusCode).toBe(403);
    const fan = client();
    await fan.post('/api/me/role', { role: 'fan' });
    expect((await fan.post(`/api/admin/applications/${applicationId}/reject`, { reason: 'no' })).statusCode).toBe(403);
    expect((await c.get('/api/creative-profiles/me')).json().application.status).toBe('pending');
  });
});

describe('GET /api/admin/applications', () => {
  it('lists pending creatives and partners oldest first, with age, details, links and counters', async () => {
    const older = await creativeApplicant();
    const newer = await partnerApplicant();
    await ageBy(older.applicationId, 50);
    await ageBy(newer.applicationId, 19.5);

    const res = await adminClient.get('/api/admin/applications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(older.applicationId)).toBeLessThan(ids.indexOf(newer.applicationId));
    const submitted = body.items.map((i: { submittedAt: string }) => i.submittedAt);
    expect([...submitted].sort()).toEqual(submitted);

    const creative = body.items.find((i: { id: string }) => i.id === older.applicationId);
    expect(creative).toMatchObject({
      kind: 'creative',
      status: 'pending',
      applicant: { name: 'Lena Ortiz', email: null, isGuest: true },
      details: {
        source: 'creator_setup',
        name: 'Lena Ortiz',
        location: 'Chicago, IL',
        creativeTypes: ['Graphic Designer', 'Illustrator'],
        experience: 'Professional (3-5 years)',
        specialties: ['Posters & Flyers'],
        availability: 'available',
        rates: [{ label: 'Design Work', value: '$300-600' }],
        links: [
          { label: 'Portfolio', url: 'https://lena.design/' },
          { label: 'Portfolio', url: 'https://lenaortiz.com/' },
          { label: 'Instagram', url: 'https://www.instagram.com/lena.draws/' },
        ],
      },
    });
    expect(reviewAge(creative.submittedAt, new Date(body.now))).toMatchObject({ hours: 50, overdue: true });

    const partner = body.items.find((i: { id: string }) => i.id === newer.applicationId);
    expect(partner.details).toMatchObject({ company: 'Indie Film Club', email: 'sam@film.club' });
    expect(reviewAge(partner.submittedAt, new Date(body.now))).toEqual({
      hours: 19,
      overdue: false,
      label: '19 h of 48 h',
    });

    expect(body.counters.creativeApplications).toBeGreaterThanOrEqual(1);
    expect(body.counters.partnerApplications).toBeGreaterThanOrEqual(1);
  });

  it('counts what is pending with the list itself: the counters add up to Pending and drop on a decision', async () => {
    await creativeApplicant();
    await partnerApplicant();
    const queue = async (limit = 200) => (await adminClient.get(`/api/admin/applications?limit=${limit}`)).json();
    const before = await queue();
    const kinds = (k: string) => before.items.filter((i: { kind: string }) => i.kind === k).length;
    expect(before.counters).toEqual({
      creativeApplications: kinds('creative'),
      partnerApplications: kinds('partner'),
    });
    // A short page still counts everything pending.
    expect((await queue(1)).counters).toEqual(before.counters);

    const creative = before.items.find((i: { kind: string }) => i.kind === 'creative');
    expect((await adminClient.post(`/api/admin/applications/${creative.id}/approve`)).statusCode).toBe(200);
    const after = await queue();
    expect(after.counters).toEqual({
      creativeApplications: before.counters.creativeApplications - 1,
      partnerApplications: before.counters.partnerApplications,
    });
  });

  it('checks the limit', async () => {
    const res = await adminClient.get('/api/admin/applications?limit=0');
    expect(res.statusCode).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approving a creative shows in /api/me, the studio data and the discover list; deciding again is 409', async () => {
    const { c, applicationId } = await creativeApplicant({ displayName: 'Approved Ana' });
    const res = await adminClient.post(`/api/admin/applications/${applicationId}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ id: applicationId, status: 'approved', reason: null });
    expect(res.json().application.decidedAt).toEqual(expect.any(String));

    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'creator', approvalStatus: 'approved' });
    expect((await c.get('/api/creative-profiles/me')).json()).toMatchObject({
      creatorStatus: 'approved',
      application: { id: applicationId, status: 'approved' },
    });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row!.decidedBy).not.toBeNull();

    // Approved creatives are listed for explorers and partners.
    const discover = await client().get('/api/discover/creatives?limit=50');
    const names = discover.json().items.map((i: { name: string }) => i.name);
    expect(names).toContain('Approved Ana');

    const queue = (await adminClient.get('/api/admin/applications')).json();
    expect(queue.items.some((i: { id: string }) => i.id === applicationId)).toBe(false);

    const again = await adminClient.post(`/api/admin/applications/${applicationId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This application has already been decided.');
    expect(
      (await adminClient.post(`/api/admin/applications/${applicationId}/reject`, { reason: 'Changed my mind' }))
        .statusCode,
    ).toBe(409);
    expect((await c.get('/api/me')).json().user.approvalStatus).toBe('approved');
  });

  it('rejecting needs a reason; the applicant sees the decision and the reason', async () => {
    const { c, applicationId } = await creativeApplicant();
    const empty = await adminClient.post(`/api/admin/applications/${applicationId}/reject`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ reason: 'Please give a reason for the rejection' });
    expect((await c.get('/api/me')).json().user.approvalStatus).toBe('pending');

    const res = await adminClient.post(`/api/admin/applications/${applicationId}/reject`, {
      reason: 'The portfolio link does not open.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'rejected', reason: 'The portfolio link does not open.' });
    expect((await c.get('/api/me')).json().user.approvalStatus).toBe('rejected');
    const notices = (await c.get('/api/notifications')).json().items;
    expect(notices).toContainEqual(
      expect.objectContaining({
        kind: 'application_rejected',
        body: "PulseTeam's note: The portfolio link does not open.",
      }),
    );
    expect((await c.get('/api/creative-profiles/me')).json()).toMatchObject({
      creatorStatus: 'rejected',
      application: { status: 'rejected', reason: 'The portfolio link does not open.' },
    });

    // Completing the setup again is a new application, back under review.
    const again = (await c.post('/api/creative-profiles', profile)).json();
    expect(again.application.id).not.toBe(applicationId);
    expect(again).toMatchObject({ creatorStatus: 'pending', application: { status: 'pending' } });
  });

  it("a partner's decision sets the brand review status", async () => {
    const { c, applicationId } = await partnerApplicant();
    expect((await adminClient.post(`/api/admin/applications/${applicationId}/approve`)).statusCode).toBe(200);
    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'brand', approvalStatus: 'approved' });
    // The partner is told, and the notice leads to the partner welcome.
    const notices = (await c.get('/api/notifications')).json().items;
    expect(notices).toContainEqual(
      expect.objectContaining({
        kind: 'application_approved',
        title: 'Your PulsePartner application is approved',
        link: '/brand/welcome',
      }),
    );
  });

  it('an unknown application is 404', async () => {
    const res = await adminClient.post('/api/admin/applications/nope/approve');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Application not found');
  });
});
