import { ADMIN_ONLY_MESSAGE } from '@pulse/domain/applications';
import { CONTACT_REPLY_MESSAGES } from '@pulse/domain/contact';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/messaging';
import { Client, createTestApp, type TestApp } from './helpers/test-app';
import { turnOnTwoFactor } from './helpers/totp';

let t: TestApp;
const admin = { email: 'admin@pulse.test', password: 'admin-password' };
/** The admin, signed in once with two-factor turned on (admins' routes need it, issue 36). */
let adminClient: Client;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  const { ensureAdmin } = await import('../src/db/seed/admin');
  await ensureAdmin(t.database.db, t.app.auth, admin.email, admin.password);
  adminClient = new Client(t.app);
  expect((await adminClient.post('/api/accounts/sign-in', admin)).statusCode).toBe(200);
  await turnOnTwoFactor(adminClient, admin.password);
});
afterAll(() => t.close());

const signedInAdmin = async () => adminClient;

const valid = {
  name: 'Dana Lee',
  email: 'Dana@Example.edu',
  topic: 'partners',
  message: 'How do I post my first brief?',
};

describe('contact form', () => {
  it('stores a valid message for admins to read', async () => {
    const res = await new Client(t.app, '10.1.0.1').post('/api/contact', valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();

    const a = await signedInAdmin();
    const list = await a.get('/api/admin/contact-messages');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((i: { id: string }) => i.id === id)).toMatchObject({
      name: 'Dana Lee',
      email: 'dana@example.edu',
      topic: 'partners',
      status: 'open',
      reply: null,
    });
  });

  it('an admin answers a message once, by e-mail to its sender', async () => {
    const sent = await new Client(t.app, '10.1.0.3').post('/api/contact', {
      ...valid,
      email: 'river@example.edu',
      message: 'Can a club post a brief too?',
    });
    const { id } = sent.json();
    const a = await signedInAdmin();
    const blank = await a.post(`/api/admin/contact-messages/${id}/reply`, { reply: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.reply).toBe(CONTACT_REPLY_MESSAGES.required);
    const long = await a.post(`/api/admin/contact-messages/${id}/reply`, { reply: 'x'.repeat(2001) });
    expect(long.json().error.fields.reply).toBe(CONTACT_REPLY_MESSAGES.tooLong);

    const reply = 'Yes: clubs are PulsePartners. Apply from the Start page and we review within 48 hours.';
    const answered = await a.post(`/api/admin/contact-messages/${id}/reply`, { reply });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().message).toMatchObject({ status: 'answered', reply });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'river@example.edu'))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail?.subject).toBe('Re: your message to Pulse (PulsePartners & briefs)');
    expect(mail?.body).toContain(reply);
    expect(mail?.body).toContain('> Can a club post a brief too?');

    const again = await a.post(`/api/admin/contact-messages/${id}/reply`, { reply: 'Twice?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(CONTACT_REPLY_MESSAGES.answered);
    expect((await a.post('/api/admin/contact-messages/nope/reply', { reply: 'Hi' })).statusCode).toBe(404);
  });

  it('rejects bad input with field messages and stores nothing', async () => {
    const c = new Client(t.app, '10.1.0.2');
    const res = await c.post('/api/contact', { name: '  ', email: 'nope', topic: 'gossip', message: 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      topic: 'Pick a topic',
      message: 'Message must be at least 10 characters',
    });
    const a = await signedInAdmin();
    const items = (await a.get('/api/admin/contact-messages')).json().items as { email: string }[];
    expect(items.some((i) => i.email === 'nope')).toBe(false);
  });

  it('counts a signed-in sender per person and a signed-out one per address: a campus shares one address', async () => {
    const campus = '10.7.7.7';
    const person = async () => {
      const c = new Client(t.app, campus);
      expect((await c.post('/api/me/role', { role: 'fan' })).statusCode).toBe(200);
      return c;
    };
    const send = (c: Client) => c.post('/api/contact', valid).then((r) => r.statusCode);
    const [a, b] = [await person(), await person()];
    for (let i = 0; i < 5; i++) expect(await send(a)).toBe(201);
    expect(await send(a)).toBe(429);
    // The next student behind the same address has their own five.
    expect(await send(b)).toBe(201);

    const visitor = new Client(t.app, campus);
    for (let i = 0; i < 5; i++) expect(await send(visitor)).toBe(201);
    // Signed out, the address is all there is to count by.
    expect(await send(new Client(t.app, campus))).toBe(429);
  });

  it('keeps contact messages from everyone but admins', async () => {
    expect((await new Client(t.app).get('/api/admin/contact-messages')).statusCode).toBe(401);
    const fan = new Client(t.app);
    await fan.post('/api/me/role', { role: 'fan' });
    const res = await fan.get('/api/admin/contact-messages');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ADMIN_ONLY_MESSAGE);
    expect((await fan.post('/api/admin/contact-messages/x/reply', { reply: 'Hi' })).statusCode).toBe(403);
  });

  it('admins keep their role when they visit /start', async () => {
    const a = await signedInAdmin();
    const res = await a.post('/api/me/role', { role: 'fan' });
    expect(res.statusCode).toBe(403);
    expect((await a.get('/api/me')).json().user.role).toBe('admin');
  });
});
