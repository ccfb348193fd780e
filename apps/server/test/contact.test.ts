import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const admin = { email: 'admin@pulse.test', password: 'admin-password' };
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  const { ensureAdmin } = await import('../src/db/seed/admin');
  await ensureAdmin(t.database.db, t.app.auth, admin.email, admin.password);
});
afterAll(() => t.close());

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

    const a = new Client(t.app);
    expect((await a.post('/api/accounts/sign-in', admin)).statusCode).toBe(200);
    const list = await a.get('/api/contact/messages');
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ id, name: 'Dana Lee', email: 'dana@example.edu', topic: 'partners' });
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
    const a = new Client(t.app);
    await a.post('/api/accounts/sign-in', admin);
    const items = (await a.get('/api/contact/messages')).json().items as { email: string }[];
    expect(items.some((i) => i.email === 'nope')).toBe(false);
  });

  it('keeps contact messages from everyone but admins', async () => {
    expect((await new Client(t.app).get('/api/contact/messages')).statusCode).toBe(401);
    const fan = new Client(t.app);
    await fan.post('/api/me/role', { role: 'fan' });
    const res = await fan.get('/api/contact/messages');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('admins keep their role when they visit /start', async () => {
    const a = new Client(t.app);
    await a.post('/api/accounts/sign-in', admin);
    const res = await a.post('/api/me/role', { role: 'fan' });
    expect(res.statusCode).toBe(403);
    expect((await a.get('/api/me')).json().user.role).toBe('admin');
  });
});
