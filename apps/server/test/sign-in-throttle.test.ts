import { INVALID_CREDENTIALS_MESSAGE } from '@pulse/domain/accounts';
import {
  ACCOUNT_GUESSED_EMAIL_SUBJECT,
  ADDRESS_FAILURES_MAX,
  SIGN_IN_ADDRESS_BLOCKED_MESSAGE,
  SIGN_UP_LIMIT_MESSAGE,
  SIGN_UPS_PER_ADDRESS,
  signInLockedMessage,
} from '@pulse/domain/sign-in-throttle';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/messaging';
import { createMemoryCounters } from '../src/plugins/counters';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // The limits as they ship: the test helper raises the sign-up one for other suites.
  t = await createTestApp({ env: { SIGN_UPS_PER_HOUR: String(SIGN_UPS_PER_ADDRESS) } });
});
afterAll(() => t.close());

let n = 0;
const uniqueEmail = (p = 'throttle') => `${p}-${++n}-${Date.now()}@example.edu`;
let ip = 0;
/** A client from an address no other test uses. */
const fromNewAddress = () => new Client(t.app, `10.30.${Math.floor(++ip / 250)}.${ip % 250}`);

async function account(password = 'the-right-password') {
  const email = uniqueEmail();
  const res = await fromNewAddress().post('/api/accounts/sign-up', { name: 'Guessed At', email, password });
  expect(res.statusCode, res.body).toBe(201);
  return { email, password };
}

describe('password guessing on one account', () => {
  it('locks the account after five wrong passwords from five addresses, even for the right one, and tells the owner', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 5; i++) {
      const res = await fromNewAddress().post('/api/accounts/sign-in', { email, password: `wrong-${i}-guess` });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
    const locked = await fromNewAddress().post('/api/accounts/sign-in', { email, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(signInLockedMessage(60));

    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    // The sign-up's verification e-mail, then one warning.
    expect(mail.map((m) => m.subject).filter((s) => s === ACCOUNT_GUESSED_EMAIL_SUBJECT)).toHaveLength(1);

    // The lock ends by itself: once it has, the right password gets in and the failures are forgotten.
    await t.app.counters.remove(`sign-in:lock:acct:${email}`);
    const back = await fromNewAddress().post('/api/accounts/sign-in', { email, password });
    expect(back.statusCode).toBe(200);
  });

  it('locks an e-mail with no account the same way, so the answers never tell which e-mails exist', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) {
      expect(
        (await fromNewAddress().post('/api/accounts/sign-in', { email, password: 'wrong-guess' })).statusCode,
      ).toBe(401);
    }
    const res = await fromNewAddress().post('/api/accounts/sign-in', { email, password: 'wrong-guess' });
    expect(res.statusCode).toBe(429);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toEqual([]);
  });

  it('a right password before the fifth wrong one clears the count', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 4; i++)
      await fromNewAddress().post('/api/accounts/sign-in', { email, password: 'wrong-guess' });
    expect((await fromNewAddress().post('/api/accounts/sign-in', { email, password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      await fromNewAddress().post('/api/accounts/sign-in', { email, password: 'wrong-guess' });
    expect((await fromNewAddress().post('/api/accounts/sign-in', { email, password })).statusCode).toBe(200);
  });
});

describe('password spraying from one address', () => {
  it(`blocks an address after ${ADDRESS_FAILURES_MAX} wrong passwords over different accounts`, async () => {
    const { email, password } = await account();
    const sprayer = fromNewAddress();
    for (let i = 0; i < ADDRESS_FAILURES_MAX; i++) {
      const res = await sprayer.post('/api/accounts/sign-in', {
        email: uniqueEmail('sprayed'),
        password: 'Summer2026!',
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await sprayer.post('/api/accounts/sign-in', { email, password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(SIGN_IN_ADDRESS_BLOCKED_MESSAGE);
    // Another address is not affected.
    expect((await fromNewAddress().post('/api/accounts/sign-in', { email, password })).statusCode).toBe(200);
  });
});

describe('sign-ups from one address', () => {
  it(`allows ${SIGN_UPS_PER_ADDRESS} new accounts an hour from one address, then says so`, async () => {
    const address = `10.31.0.${(Date.now() % 200) + 1}`;
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS; i++) {
      const res = await new Client(t.app, address).post('/api/accounts/sign-up', {
        name: 'Many Accounts',
        email: uniqueEmail('farm'),
        password: 'long enough',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await new Client(t.app, address).post('/api/accounts/sign-up', {
      name: 'One Too Many',
      email: uniqueEmail('farm'),
      password: 'long enough',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(SIGN_UP_LIMIT_MESSAGE);
  });
});

describe('memory counters', () => {
  it('forget a count when it expires and never grow past their bound', async () => {
    let now = 0;
    const counters = createMemoryCounters(3, () => now);
    expect(await counters.hit('a', 10)).toBe(1);
    expect(await counters.hit('a', 10)).toBe(2);
    now = 9_000;
    expect(await counters.secondsLeft('a')).toBe(1);
    expect(await counters.hit('a', 10)).toBe(3); // within the window the count goes on and the window restarts
    now = 18_000;
    expect(await counters.count('a')).toBe(3);
    now = 30_000;
    expect(await counters.count('a')).toBe(0);
    for (const k of ['b', 'c', 'd', 'e']) await counters.hit(k, 100);
    expect(await counters.count('b')).toBe(0); // the oldest went to keep three
    expect(await counters.count('e')).toBe(1);
  });
});

describe('across instances (Redis)', () => {
  it('a lock earned on one instance holds on another that shares Redis', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    try {
      const email = uniqueEmail('fleet');
      for (let i = 0; i < 5; i++) {
        const res = await new Client(a.app, `10.32.0.${i + 1}`).post('/api/accounts/sign-in', {
          email,
          password: 'wrong',
        });
        expect(res.statusCode).toBe(401);
      }
      const onB = await new Client(b.app, '10.32.1.1').post('/api/accounts/sign-in', { email, password: 'wrong' });
      expect(onB.statusCode).toBe(429);
      expect(onB.json().error.message).toBe(signInLockedMessage(60));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
