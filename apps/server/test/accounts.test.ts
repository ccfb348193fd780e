import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@pulse/domain/accounts';
import { RATE_LIMIT_MESSAGE } from '@pulse/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const uniqueEmail = () => `user${++n}-${Date.now()}@example.edu`;

describe('guest sessions and roles', () => {
  it('has no user before a role is picked', async () => {
    const res = await new Client(t.app).get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('picking a role at /start creates a guest session with that role', async () => {
    const c = new Client(t.app);
    const res = await c.post('/api/me/role', { role: 'fan' });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(res.json().user).toMatchObject({ isGuest: true, role: 'fan', email: null, approvalStatus: 'approved' });

    const me = await c.get('/api/me');
    expect(me.json().user).toMatchObject({ isGuest: true, role: 'fan' });
  });

  it('switching role keeps the same account; creatives and partners start pending', async () => {
    const c = new Client(t.app);
    const first = (await c.post('/api/me/role', { role: 'fan' })).json().user;
    const creator = (await c.post('/api/me/role', { role: 'creator', creativeRole: 'producer' })).json().user;
    expect(creator).toMatchObject({
      id: first.id,
      role: 'creator',
      creativeRole: 'producer',
      approvalStatus: 'pending',
    });
    const brand = (await c.post('/api/me/role', { role: 'brand', agency: true })).json().user;
    expect(brand).toMatchObject({ id: first.id, role: 'brand', agency: true, approvalStatus: 'pending' });
  });

  it('rejects a role that cannot be picked', async () => {
    const c = new Client(t.app);
    for (const role of ['admin', 'wizard']) {
      const res = await c.post('/api/me/role', { role });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields).toHaveProperty('role');
    }
    expect((await c.get('/api/me')).json().user).toBeNull();
  });

  it('Home clears the role and the taste but keeps the session', async () => {
    const { tasteProfiles } = await import('../src/db/schema/taste');
    const { eq } = await import('drizzle-orm');
    const c = new Client(t.app);
    const { id } = (await c.post('/api/me/role', { role: 'fan' })).json().user;
    await t.database.db.insert(tasteProfiles).values({ userId: id, preferredVibes: ['Chill'] });
    const cleared = await c.delete('/api/me/role');
    expect(cleared.json().user).toMatchObject({ id, role: null });
    expect(await t.database.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, id))).toEqual([]);
  });

  it("Home clears a signed-up account's role but never its taste", async () => {
    const { tasteProfiles } = await import('../src/db/schema/taste');
    const { eq } = await import('drizzle-orm');
    const c = new Client(t.app);
    const email = uniqueEmail();
    const { id } = (
      await c.post('/api/accounts/sign-up', { name: 'Kept Taste', email, password: 'correct horse' })
    ).json().user;
    await c.post('/api/me/role', { role: 'fan' });
    await t.database.db.insert(tasteProfiles).values({ userId: id, preferredVibes: ['Chill'] });
    const cleared = await c.delete('/api/me/role');
    expect(cleared.json().user).toMatchObject({ id, role: null, isGuest: false });
    const [taste] = await t.database.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, id));
    expect(taste?.preferredVibes).toEqual(['Chill']);
  });
});

describe('sign up, sign in, sign out', () => {
  it('signs up, reads the session, signs out and signs back in', async () => {
    const c = new Client(t.app);
    const email = uniqueEmail();
    const up = await c.post('/api/accounts/sign-up', { name: 'Riley Park', email, password: 'correct horse' });
    expect(up.statusCode).toBe(201);
    expect(up.json().user).toMatchObject({ name: 'Riley Park', email, isGuest: false });

    expect((await c.get('/api/me')).json().user.email).toBe(email);
    const out = await c.post('/api/accounts/sign-out');
    expect(out.statusCode).toBe(204);
    expect((await c.get('/api/me')).json().user).toBeNull();

    const back = await c.post('/api/accounts/sign-in', { email: email.toUpperCase(), password: 'correct horse' });
    expect(back.statusCode).toBe(200);
    expect(back.json().user.email).toBe(email);
  });

  it('a session verified moments ago does not vouch for a tampered or another cookie', async () => {
    const c = new Client(t.app);
    const email = uniqueEmail();
    await c.post('/api/accounts/sign-up', { name: 'Noa Vance', email, password: 'correct horse' });
    expect((await c.get('/api/me')).json().user.email).toBe(email);
    const genuine = c.cookieHeader;
    // The session token cookie is "<token>.<signature>": a forged token keeps the shape, not the signature.
    const forged = genuine.replace(/(session_token=)([^.;]+)/, (_m, name: string, token: string) => {
      return `${name}${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    });
    expect(forged).not.toBe(genuine);
    const tampered = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: forged } });
    expect(tampered.json().user).toBeNull();
    const none = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: 'pulse.session_token=x.y' } });
    expect(none.json().user).toBeNull();
    // Only the session cookie counts: the same token under another name is no session.
    const renamed = genuine.replace('pulse.session_token=', 'other.token=');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: renamed } });
    expect(visitor.json().user).toBeNull();
    // The genuine cookie still reads the account, beside any other cookie.
    const beside = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `theme=dark; ${genuine}` } });
    expect(beside.json().user.email).toBe(email);
    const again = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: genuine } });
    expect(again.json().user.email).toBe(email);
  });

  it('a guest who signs up keeps their role choices', async () => {
    const c = new Client(t.app);
    const guest = (await c.post('/api/me/role', { role: 'creator', creativeRole: 'filmmaker' })).json().user;
    const up = await c.post('/api/accounts/sign-up', {
      name: 'Sam Ortiz',
      email: uniqueEmail(),
      password: 'long enough',
    });
    expect(up.statusCode).toBe(201);
    const me = (await c.get('/api/me')).json().user;
    expect(me.id).toBe(guest.id); // the guest became the account (decision 023)
    expect(me).toMatchObject({ isGuest: false, role: 'creator', creativeRole: 'filmmaker', approvalStatus: 'pending' });
  });

  it('refuses a second account with the same e-mail', async () => {
    const email = uniqueEmail();
    await new Client(t.app).post('/api/accounts/sign-up', { name: 'First', email, password: 'password1' });
    const res = await new Client(t.app).post('/api/accounts/sign-up', { name: 'Second', email, password: 'password2' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'email_taken', message: EMAIL_TAKEN_MESSAGE });
  });

  it('validates sign-up fields with the shared messages and writes nothing', async () => {
    const c = new Client(t.app);
    const res = await c.post('/api/accounts/sign-up', { name: 'A', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        name: 'Display name must be at least 2 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
    });
    expect((await c.get('/api/me')).json().user).toBeNull();
  });

  it('says "Invalid email or password" for a wrong password or unknown e-mail', async () => {
    const email = uniqueEmail();
    await new Client(t.app).post('/api/accounts/sign-up', { name: 'Quinn', email, password: 'right-password' });
    const wrong = await new Client(t.app, '10.0.0.2').post('/api/accounts/sign-in', {
      email,
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE });
    const unknown = await new Client(t.app, '10.0.0.2').post('/api/accounts/sign-in', {
      email: uniqueEmail(),
      password: 'whatever1',
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('rate limits sign-in: the fourth attempt within ten seconds is 429', async () => {
    const email = uniqueEmail();
    await new Client(t.app).post('/api/accounts/sign-up', { name: 'Blake', email, password: 'right-password' });
    const attacker = new Client(t.app, '10.0.0.3');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await attacker.post('/api/accounts/sign-in', { email, password: `wrong-${i}-pass` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attacker.post('/api/accounts/sign-in', { email, password: 'right-password' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'rate_limited', message: RATE_LIMIT_MESSAGE });
  });

  it('sign-out without a session is harmless', async () => {
    expect((await new Client(t.app).post('/api/accounts/sign-out')).statusCode).toBe(204);
  });
});

describe('guest data moves to the account', () => {
  it('moves taste, quiz preferences and drafts, keeping what the account already had', async () => {
    const { tasteProfiles } = await import('../src/db/schema/taste');
    const { rolePreferences, onboardingDrafts } = await import('../src/db/schema/onboarding');
    const { eq } = await import('drizzle-orm');
    const db = t.database.db;

    const email = uniqueEmail();
    const owner = new Client(t.app);
    const account = (
      await owner.post('/api/accounts/sign-up', { name: 'Existing', email, password: 'password-1' })
    ).json().user;
    await db
      .insert(rolePreferences)
      .values({ userId: account.id, kind: 'producer', preferences: { tools_daw: ['logic'] } });

    const c = new Client(t.app);
    const guest = (await c.post('/api/me/role', { role: 'fan' })).json().user;
    await db.insert(tasteProfiles).values({ userId: guest.id, preferredVibes: ['Chill', 'Mellow'] });
    await db.insert(rolePreferences).values([
      { userId: guest.id, kind: 'producer', preferences: { tools_daw: ['ableton'] } },
      { userId: guest.id, kind: 'collaborator', preferences: { project_type: 'podcast' } },
    ]);
    await db
      .insert(onboardingDrafts)
      .values({ userId: guest.id, role: 'producer', currentStep: 2, data: { displayName: 'Mo' } });

    expect((await c.post('/api/accounts/sign-in', { email, password: 'password-1' })).statusCode).toBe(200);

    const [taste] = await db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, account.id));
    expect(taste?.preferredVibes).toEqual(['Chill', 'Mellow']);
    const prefs = await db.select().from(rolePreferences).where(eq(rolePreferences.userId, account.id));
    expect(Object.fromEntries(prefs.map((p) => [p.kind, p.preferences]))).toEqual({
      producer: { tools_daw: ['logic'] },
      collaborator: { project_type: 'podcast' },
    });
    const drafts = await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, account.id));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.currentStep).toBe(2);
  });
});
