import { createHash } from 'node:crypto';
import { DEFAULT_BRAND_FILTERS, filtersToSearchParams } from '@pulse/domain/creator-search';
import {
  lookalikeMessage,
  STUDENT_LINKS_PER_HOUR,
  STUDENT_STATUS_MESSAGES,
  studentStatusExpiry,
} from '@pulse/domain/student-status';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { emailOutbox } from '../src/db/schema/messaging';
import { studentStatuses } from '../src/db/schema/student-status';
import { testAccounts } from './helpers/accounts';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let adminClient: Client;
beforeAll(async () => {
  t = await createTestApp();
  // Admins work with two-factor on (issue 36).
  adminClient = (await admin()).c;
});
afterAll(() => t.close());

let n = 0;
/**
 * Every account signs up with a password (a guest visit is refused). Creatives fill the setup wizard (an
 * application and a profile) and stay pending until a test approves them.
 */
const { client, session, creative, admin } = testAccounts(() => t, {
  ip: '10.85',
  signUp: { email: () => `student-${Date.now()}-${++n}@signin.test`, password: 'correct horse' },
  creative: {
    status: 'pending',
    namePrefix: 'Student',
    setup: {
      bio: 'Beats for campus films.',
      location: 'Palo Alto, CA',
      creativeTypes: ['Graphic Designer', 'Illustrator'],
      experience: 'professional',
      rates: { designWork: '$300-600' },
      specialties: ['Posters & Flyers'],
      socialLinks: { instagram: 'student.beats' },
    },
  },
});

const approve = (id: string) => t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, id));

const statusRow = async (userId: string) =>
  (await t.database.db.select().from(studentStatuses).where(eq(studentStatuses.userId, userId)))[0] ?? null;

/** The newest message to `to` in the outbox, and the token of the link in it. */
async function mailTo(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail?.body.match(/https?:\/\/\S+\/student-status\/verify\?token=([A-Za-z0-9_-]+)/);
  return { mail, link: link?.[0] ?? null, token: link?.[1] ?? '' };
}

async function outboxCount(to: string) {
  return (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length;
}

/** Sends a link to `email` and follows it: a verified student. */
async function verifiedStudent(c: Client, email: string) {
  expect((await c.post('/api/student-status', { schoolEmail: email })).statusCode).toBe(202);
  const { token } = await mailTo(email);
  const res = await c.post('/api/student-status/verify', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('who may have a student status', () => {
  it('needs a session (401), the creative role (403) and an account rather than a guest visit (403)', async () => {
    const none = await client().get('/api/student-status');
    expect(none.statusCode).toBe(401);
    for (const role of ['fan', 'brand'] as const) {
      const { c } = await session(role);
      const res = await c.post('/api/student-status', { schoolEmail: 'ada@stanford.edu' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(STUDENT_STATUS_MESSAGES.creativesOnly);
      expect((await c.get('/api/student-status')).statusCode).toBe(403);
      expect((await c.delete('/api/student-status')).statusCode).toBe(403);
    }
    const guest = client();
    await guest.post('/api/me/role', { role: 'creator' });
    const res = await guest.post('/api/student-status', { schoolEmail: 'guest@stanford.edu' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(STUDENT_STATUS_MESSAGES.accountNeeded);
    expect(await outboxCount('guest@stanford.edu')).toBe(0);
  });

  it('a creative starts with none', async () => {
    const { c } = await creative();
    expect((await c.get('/api/student-status')).json()).toEqual({
      state: 'none',
      schoolEmail: null,
      school: null,
      verifiedAt: null,
      expiresAt: null,
      linkExpiresAt: null,
    });
  });
});

describe('POST /api/student-status: sending the link', () => {
  it('a school domain is accepted and a single-use link e-mailed; only its hash is kept', async () => {
    const { c, id } = await creative({ name: 'Ada Park' });
    const res = await c.post('/api/student-status', { schoolEmail: 'Ada.Park@CS.Stanford.EDU' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe('We sent a link to Ada.Park@cs.stanford.edu. Open it within 24 hours to verify.');
    expect(res.json().status).toMatchObject({
      state: 'pending',
      schoolEmail: 'Ada.Park@cs.stanford.edu',
      school: { name: 'Stanford University', domain: 'stanford.edu' },
      verifiedAt: null,
    });
    const { mail, link, token } = await mailTo('Ada.Park@cs.stanford.edu');
    expect(mail?.subject).toBe('Verify your school e-mail for Pulse');
    expect(mail?.body).toContain('Hi Ada Park,');
    expect(link).toMatch(/^http:\/\/localhost:3000\/student-status\/verify\?token=/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await statusRow(id);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const hoursLeft = ((row?.tokenExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('look-alike domains, non-school domains and malformed addresses are refused with their message; nothing is written', async () => {
    const { c, id } = await creative();
    const cases: [string, string][] = [
      ['ada@stanford.edu.evil.com', lookalikeMessage('stanford.edu')],
      ['ada@stanford-edu.com', lookalikeMessage('stanford.edu')],
      ['ada@stanf0rd.com', lookalikeMessage('stanford.edu')],
      ['ada@stаnford.edu', STUDENT_STATUS_MESSAGES.characters],
      ['ada@xn--stnford-2fg.edu', STUDENT_STATUS_MESSAGES.characters],
      ['ada@gmail.com', STUDENT_STATUS_MESSAGES.notSchool],
      ['ada@alumni.stanford.edu', STUDENT_STATUS_MESSAGES.alumni],
      ['not an address', STUDENT_STATUS_MESSAGES.invalid],
      ['', STUDENT_STATUS_MESSAGES.required],
    ];
    for (const [email, message] of cases) {
      const res = await c.post('/api/student-status', { schoolEmail: email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error, email).toEqual({
        code: 'validation_failed',
        message,
        fields: { schoolEmail: message },
      });
      expect(await outboxCount(email.trim())).toBe(0);
    }
    expect(await statusRow(id)).toBeNull();
  });

  it(`sends at most ${STUDENT_LINKS_PER_HOUR} links an hour per account`, async () => {
    const { c } = await creative();
    for (let i = 0; i < STUDENT_LINKS_PER_HOUR; i++) {
      expect((await c.post('/api/student-status', { schoolEmail: `limit${i}@ucla.edu` })).statusCode).toBe(202);
    }
    const res = await c.post('/api/student-status', { schoolEmail: 'limit-over@ucla.edu' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(STUDENT_STATUS_MESSAGES.tooMany);
    expect(await outboxCount('limit-over@ucla.edu')).toBe(0);
  });
});

describe('POST /api/student-status/verify: following the link', () => {
  it('verifies once: the status carries the school and the academic year’s end; reuse is refused', async () => {
    const { c, id } = await creative();
    await c.post('/api/student-status', { schoolEmail: 'once@berkeley.edu' });
    const { token } = await mailTo('once@berkeley.edu');
    const res = await c.post('/api/student-status/verify', { token });
    expect(res.statusCode, res.body).toBe(200);
    const { status, message } = res.json();
    expect(message).toBe("You're a verified student at University of California, Berkeley.");
    expect(status).toMatchObject({
      state: 'verified',
      schoolEmail: 'once@berkeley.edu',
      school: { name: 'University of California, Berkeley', domain: 'berkeley.edu' },
      linkExpiresAt: null,
    });
    expect(status.expiresAt).toBe(studentStatusExpiry(new Date(status.verifiedAt)).toISOString());
    expect((await c.get('/api/student-status')).json()).toEqual(status);

    const before = await statusRow(id);
    const again = await c.post('/api/student-status/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link has already been used.');
    expect(await statusRow(id)).toEqual(before);
  });

  it('an altered token, a made-up one and an expired one are refused with their message; nothing is written', async () => {
    const { c, id } = await creative();
    await c.post('/api/student-status', { schoolEmail: 'altered@umich.edu' });
    const { token } = await mailTo('altered@umich.edu');
    const before = await statusRow(id);
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const bad of [flipped, token.slice(1), `${token}x`, 'nonsense', '']) {
      const res = await c.post('/api/student-status/verify', { token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBe(STUDENT_STATUS_MESSAGES.linkInvalid);
    }
    expect(await statusRow(id)).toEqual(before);

    await t.database.db
      .update(studentStatuses)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(studentStatuses.userId, id));
    const expired = await statusRow(id);
    const res = await c.post('/api/student-status/verify', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This link has expired. Send a new one from Settings.');
    expect(await statusRow(id)).toEqual(expired);
    expect((await c.get('/api/student-status')).json()).toMatchObject({ state: 'pending', verifiedAt: null });
  });

  it('another account can neither see nor verify yours; a signed-out visitor is asked to sign in', async () => {
    const owner = await creative();
    await owner.c.post('/api/student-status', { schoolEmail: 'mine@nyu.edu' });
    const { token } = await mailTo('mine@nyu.edu');
    const before = await statusRow(owner.id);

    const other = await creative();
    expect((await other.c.get('/api/student-status')).json().state).toBe('none');
    const res = await other.c.post('/api/student-status/verify', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(STUDENT_STATUS_MESSAGES.linkInvalid);
    expect(await statusRow(other.id)).toBeNull();

    const signedOut = await client().post('/api/student-status/verify', { token });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(STUDENT_STATUS_MESSAGES.signIn);
    expect(await statusRow(owner.id)).toEqual(before);
  });

  it('a verified school e-mail proves one account: a second is refused', async () => {
    const first = await creative();
    await verifiedStudent(first.c, 'shared@ucsd.edu');
    const second = await creative();
    const res = await second.c.post('/api/student-status', { schoolEmail: 'SHARED@ucsd.edu' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(STUDENT_STATUS_MESSAGES.taken);
    expect(await statusRow(second.id)).toBeNull();
  });

  it('a new address replaces the status; the same address keeps the badge while the new link waits', async () => {
    const { c, id } = await creative();
    await verifiedStudent(c, 'keep@usc.edu');
    const same = await c.post('/api/student-status', { schoolEmail: 'keep@usc.edu' });
    expect(same.json().status).toMatchObject({ state: 'verified', schoolEmail: 'keep@usc.edu' });
    expect(same.json().status.linkExpiresAt).not.toBeNull();
    const other = await c.post('/api/student-status', { schoolEmail: 'new@mit.edu' });
    expect(other.json().status).toMatchObject({
      state: 'pending',
      schoolEmail: 'new@mit.edu',
      school: { name: 'Massachusetts Institute of Technology' },
    });
    expect((await statusRow(id))?.verifiedAt).toBeNull();
  });
});

describe('the badge where creatives are shown', () => {
  it('appears on the creator page, the cards, partner search (with the filter) and the admin queue; expiry hides it', async () => {
    const { c, id } = await creative({ name: 'Badge Holder' });
    const plain = await creative({ name: 'Plain Creative' });
    // The admin queue shows it on the pending application.
    await verifiedStudent(c, 'badge@stanford.edu');
    const queue = (await adminClient.get('/api/admin/applications?limit=200')).json().items as {
      applicant: { id: string };
      verifiedStudent: unknown;
    }[];
    const mine = queue.find((a) => a.applicant.id === id);
    const until = studentStatusExpiry(new Date()).toISOString();
    expect(mine?.verifiedStudent).toEqual({ school: 'Stanford University', until });
    expect(queue.find((a) => a.applicant.id === plain.id)?.verifiedStudent).toBeNull();

    await approve(id);
    await approve(plain.id);
    const page = (await client().get(`/api/creators/${id}`)).json();
    expect(page.verifiedStudent).toEqual({ school: 'Stanford University', until });
    expect((await client().get(`/api/creators/${plain.id}`)).json().verifiedStudent).toBeNull();

    const explore = (await client().get('/api/discover/creatives?limit=50')).json().items as {
      id: string;
      verifiedStudent: unknown;
    }[];
    expect(explore.find((i) => i.id === id)?.verifiedStudent).toEqual({ school: 'Stanford University', until });
    expect(explore.find((i) => i.id === plain.id)?.verifiedStudent).toBeNull();

    const { c: brand } = await session('brand');
    const search = async (verifiedStudents: boolean) => {
      const params = filtersToSearchParams({ ...DEFAULT_BRAND_FILTERS, verifiedStudents });
      params.set('limit', '50');
      const res = await brand.get(`/api/creators/search?${params}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as { id: string; verifiedStudent: unknown }[];
    };
    const all = await search(false);
    expect(all.find((i) => i.id === id)?.verifiedStudent).toEqual({ school: 'Stanford University', until });
    expect(all.find((i) => i.id === plain.id)?.verifiedStudent).toBeNull();
    const students = await search(true);
    expect(students.map((i) => i.id)).toContain(id);
    expect(students.map((i) => i.id)).not.toContain(plain.id);
    expect(students.every((i) => i.verifiedStudent !== null)).toBe(true);
    const bad = await brand.get('/api/creators/search?verifiedStudents=yes');
    expect(bad.statusCode).toBe(400);

    // The academic year ends: no badge anywhere, the filter leaves them out, and settings offers re-verifying.
    await t.database.db
      .update(studentStatuses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(studentStatuses.userId, id));
    expect((await client().get(`/api/creators/${id}`)).json().verifiedStudent).toBeNull();
    const later = (await client().get('/api/discover/creatives?limit=50')).json().items as {
      id: string;
      verifiedStudent: unknown;
    }[];
    expect(later.find((i) => i.id === id)?.verifiedStudent).toBeNull();
    expect((await search(true)).map((i) => i.id)).not.toContain(id);
    expect((await search(false)).find((i) => i.id === id)?.verifiedStudent).toBeNull();
    expect((await c.get('/api/student-status')).json()).toMatchObject({
      state: 'expired',
      school: { name: 'Stanford University' },
    });

    // Verifying again renews it until the next academic year's end.
    const renewed = await verifiedStudent(c, 'badge@stanford.edu');
    expect(renewed.status.state).toBe('verified');
    expect((await client().get(`/api/creators/${id}`)).json().verifiedStudent).toEqual({
      school: 'Stanford University',
      until,
    });
  });

  it('DELETE removes the status and the badge at once', async () => {
    const { c, id } = await creative();
    await approve(id);
    await verifiedStudent(c, 'gone@yale.edu');
    expect((await client().get(`/api/creators/${id}`)).json().verifiedStudent).not.toBeNull();
    const res = await c.delete('/api/student-status');
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('none');
    expect(await statusRow(id)).toBeNull();
    expect((await client().get(`/api/creators/${id}`)).json().verifiedStudent).toBeNull();
  });
});
