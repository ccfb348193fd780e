import {
  CODE_REUSED_MESSAGE,
  EMAIL_CHANGE_NOTICE_SUBJECT,
  PASSWORD_CHANGED_EMAIL_SUBJECT,
  RESET_EMAIL_SUBJECT,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  TWO_FACTOR_FOR_ADMINS_MESSAGE,
  TWO_FACTOR_FOR_PAYOUTS_MESSAGE,
  VERIFICATION_RESEND_LIMIT_MESSAGE,
  VERIFY_EMAIL_FIRST_MESSAGE,
  VERIFY_EMAIL_SUBJECT,
  WRONG_CODE_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@pulse/domain/account-security';
import { INVALID_CREDENTIALS_MESSAGE } from '@pulse/domain/accounts';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@pulse/domain/safety';
import { signInLockedMessage } from '@pulse/domain/sign-in-throttle';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema/auth';
import { emailOutbox } from '../src/db/schema/messaging';
import { Client, createTestApp, type TestApp } from './helpers/test-app';
import { totpCode, turnOnTwoFactor } from './helpers/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const uniqueEmail = (p = 'secure') => `${p}-${++n}-${Date.now()}@example.edu`;
let ip = 0;
const fromNewAddress = () => new Client(t.app, `10.40.${Math.floor(++ip / 250)}.${ip % 250}`);

async function signUp(password = 'first-password-1') {
  const email = uniqueEmail();
  const c = fromNewAddress();
  const res = await c.post('/api/accounts/sign-up', { name: 'Sam Secure', email, password });
  expect(res.statusCode, res.body).toBe(201);
  return { c, email, password, id: res.json().user.id as string };
}

/** The newest e-mail to `to` with `subject`, and the first link in it. */
async function mailTo(to: string, subject: string) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.subject, subject)))
    .orderBy(desc(emailOutbox.createdAt));
  const row = rows[0];
  const url = row ? /https?:\/\/\S+/.exec(row.body) : null;
  return { row, count: rows.length, link: url ? new URL(url[0]) : null };
}

describe('forgot password', () => {
  it('answers the same for an account and for an unknown e-mail, and mails only the account', async () => {
    const { email } = await signUp();
    const known = await fromNewAddress().post('/api/accounts/forgot-password', { email });
    const unknown = await fromNewAddress().post('/api/accounts/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    const mail = await mailTo(email, RESET_EMAIL_SUBJECT);
    expect(mail.count).toBe(1);
    expect(mail.link?.pathname).toBe('/reset-password');
  });

  it('resets with a single-use link, signs out every session, tells the owner, and works through a sign-in lock', async () => {
    const { c, email, password } = await signUp();
    // Five wrong passwords lock the account (decision 024).
    for (let i = 0; i < 5; i++) await fromNewAddress().post('/api/accounts/sign-in', { email, password: `wrong-${i}` });
    const locked = await fromNewAddress().post('/api/accounts/sign-in', { email, password });
    expect(locked.json().error.message).toBe(signInLockedMessage(60));

    await fromNewAddress().post('/api/accounts/forgot-password', { email });
    const token = (await mailTo(email, RESET_EMAIL_SUBJECT)).link!.searchParams.get('token')!;
    const reset = await fromNewAddress().post('/api/accounts/reset-password', {
      token,
      newPassword: 'second-password-2',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // Every session is gone (the old client is signed out), and the owner is told.
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(await t.database.db.select().from(session).where(eq(session.userId, row!.id))).toEqual([]);
    expect((await c.get('/api/accounts/security')).statusCode).toBe(401);
    expect((await mailTo(email, PASSWORD_CHANGED_EMAIL_SUBJECT)).count).toBe(1);

    // The lock no longer stands; the old password does not work, the new one does.
    const old = await fromNewAddress().post('/api/accounts/sign-in', { email, password });
    expect(old.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    const back = await fromNewAddress().post('/api/accounts/sign-in', { email, password: 'second-password-2' });
    expect(back.statusCode, back.body).toBe(200);

    // The link works once.
    const again = await fromNewAddress().post('/api/accounts/reset-password', {
      token,
      newPassword: 'third-password-3',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);
  });

  it('refuses an altered or expired link and changes nothing', async () => {
    const { email, password } = await signUp();
    await fromNewAddress().post('/api/accounts/forgot-password', { email });
    const token = (await mailTo(email, RESET_EMAIL_SUBJECT)).link!.searchParams.get('token')!;
    const altered = await fromNewAddress().post('/api/accounts/reset-password', {
      token: `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`,
      newPassword: 'altered-password',
    });
    expect(altered.statusCode).toBe(400);
    expect(altered.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);

    // An hour later the link has expired.
    const { verification } = await import('../src/db/schema/auth');
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const expired = await fromNewAddress().post('/api/accounts/reset-password', {
      token,
      newPassword: 'late-password-1',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await fromNewAddress().post('/api/accounts/sign-in', { email, password })).statusCode).toBe(200);
  });

  it('checks the new password like sign-up does', async () => {
    const res = await fromNewAddress().post('/api/accounts/reset-password', { token: 'x', newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBe('Password must be at least 8 characters');
  });
});

describe('verified e-mail', () => {
  it('mails a link at sign-up; following it verifies the e-mail', async () => {
    const { c, email } = await signUp();
    expect((await c.get('/api/me')).json().user.emailVerified).toBe(false);
    const { link } = await mailTo(email, VERIFY_EMAIL_SUBJECT);
    expect(link?.pathname).toBe('/api/auth/verify-email');
    expect(new URL(link!.searchParams.get('callbackURL')!).pathname).toBe('/email-verified');
    const follow = await fromNewAddress().get(`${link!.pathname}${link!.search}`);
    expect(follow.statusCode).toBe(302);
    expect((await c.get('/api/me')).json().user.emailVerified).toBe(true);
    expect((await c.get('/api/accounts/security')).json()).toMatchObject({ email, emailVerified: true });
  });

  it('a guest who signs up keeps what they did and gets the verification e-mail too', async () => {
    const c = fromNewAddress();
    await c.post('/api/me/role', { role: 'fan' });
    const email = uniqueEmail('guest');
    expect(
      (await c.post('/api/accounts/sign-up', { name: 'Was A Guest', email, password: 'guest-password-1' })).statusCode,
    ).toBe(201);
    expect((await mailTo(email, VERIFY_EMAIL_SUBJECT)).count).toBe(1);
  });

  it('an altered link verifies nothing', async () => {
    const { c, email } = await signUp();
    const { link } = await mailTo(email, VERIFY_EMAIL_SUBJECT);
    link!.searchParams.set('token', `${link!.searchParams.get('token')}x`);
    const follow = await fromNewAddress().get(`${link!.pathname}${link!.search}`);
    expect(follow.statusCode).toBe(302);
    expect(String(follow.headers.location)).toContain('error=');
    expect((await c.get('/api/me')).json().user.emailVerified).toBe(false);
  });

  it('resends the link, at most five times an hour', async () => {
    const { c, email } = await signUp();
    for (let i = 0; i < 5; i++) expect((await c.post('/api/accounts/verification-email')).statusCode).toBe(200);
    const sixth = await c.post('/api/accounts/verification-email');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(VERIFICATION_RESEND_LIMIT_MESSAGE);
    expect((await mailTo(email, VERIFY_EMAIL_SUBJECT)).count).toBe(6);
  });

  it('a new e-mail takes effect only once verified, and the old address is told', async () => {
    const { c, email, password } = await signUp();
    await fromNewAddress().get(
      (({ pathname, search }) => pathname + search)((await mailTo(email, VERIFY_EMAIL_SUBJECT)).link!),
    );
    const newEmail = uniqueEmail('moved');
    const change = await c.post('/api/accounts/email', { newEmail });
    expect(change.statusCode, change.body).toBe(200);
    expect((await c.get('/api/me')).json().user.email).toBe(email);
    expect((await mailTo(email, EMAIL_CHANGE_NOTICE_SUBJECT)).count).toBe(1);

    const confirm = await mailTo(newEmail, 'Confirm your new e-mail for Pulse');
    expect(confirm.count).toBe(1);
    await c.get(`${confirm.link!.pathname}${confirm.link!.search}`);
    expect((await c.get('/api/me')).json().user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await fromNewAddress().post('/api/accounts/sign-in', { email: newEmail, password })).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password, signs out the other devices and tells the owner', async () => {
    const { c, email, password } = await signUp();
    const other = fromNewAddress();
    expect((await other.post('/api/accounts/sign-in', { email, password })).statusCode).toBe(200);

    const wrong = await c.post('/api/accounts/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'next-password-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);

    const ok = await c.post('/api/accounts/password', { currentPassword: password, newPassword: 'next-password-2' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await c.get('/api/accounts/security')).statusCode).toBe(200);
    expect((await other.get('/api/accounts/security')).statusCode).toBe(401);
    expect((await mailTo(email, PASSWORD_CHANGED_EMAIL_SUBJECT)).count).toBe(1);
  });
});

describe('two-factor sign-in', () => {
  async function withTwoFactor() {
    const account = await signUp();
    const enabled = await account.c.post('/api/accounts/two-factor/enable', { password: account.password });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { secret, backupCodes, totpUri } = enabled.json();
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/Pulse/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    // Not on until the app's first code confirms it.
    expect((await account.c.get('/api/me')).json().user.twoFactorEnabled).toBe(false);
    const confirmed = await account.c.post('/api/accounts/two-factor/confirm', { code: await totpCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user.twoFactorEnabled).toBe(true);
    return { ...account, secret: secret as string, backupCodes: backupCodes as string[] };
  }

  it('asks for a code after the password, and signs in with the code computed from the shown secret', async () => {
    const { email, password, secret } = await withTwoFactor();
    const c = fromNewAddress();
    const first = await c.post('/api/accounts/sign-in', { email, password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user: null, twoFactorRequired: true });
    expect((await c.get('/api/me')).json().user).toBeNull();

    const wrong = await c.post('/api/accounts/sign-in/two-factor', {
      code: '000000' === (await totpCode(secret)) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(WRONG_CODE_MESSAGE);

    // The next step's code: the one that confirmed the setup is spent.
    const second = await c.post('/api/accounts/sign-in/two-factor', { code: await totpCode(secret, 1) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user).toMatchObject({ email, twoFactorEnabled: true });
    expect((await c.get('/api/me')).json().user.email).toBe(email);
  });

  it('refuses a code used a moment ago, and ends the session it would have made', async () => {
    const { email, password, secret, id } = await withTwoFactor();
    const code = await totpCode(secret, 1);
    const a = fromNewAddress();
    await a.post('/api/accounts/sign-in', { email, password });
    expect((await a.post('/api/accounts/sign-in/two-factor', { code })).statusCode).toBe(200);
    const before = (await t.database.db.select().from(session).where(eq(session.userId, id))).length;

    const b = fromNewAddress();
    await b.post('/api/accounts/sign-in', { email, password });
    const reused = await b.post('/api/accounts/sign-in/two-factor', { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(CODE_REUSED_MESSAGE);
    expect((await b.get('/api/me')).json().user).toBeNull();
    expect((await t.database.db.select().from(session).where(eq(session.userId, id))).length).toBe(before);
  });

  it('takes a backup code once', async () => {
    const { email, password, backupCodes } = await withTwoFactor();
    const c = fromNewAddress();
    await c.post('/api/accounts/sign-in', { email, password });
    expect((await c.post('/api/accounts/sign-in/two-factor', { backupCode: backupCodes[0] })).statusCode).toBe(200);
    const d = fromNewAddress();
    await d.post('/api/accounts/sign-in', { email, password });
    const again = await d.post('/api/accounts/sign-in/two-factor', { backupCode: backupCodes[0] });
    expect(again.statusCode).toBe(400);
  });

  it('turning it off needs the password', async () => {
    const { c, password } = await withTwoFactor();
    const wrong = await c.post('/api/accounts/two-factor/disable', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    const off = await c.post('/api/accounts/two-factor/disable', { password });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().user.twoFactorEnabled).toBe(false);
  });

  it('rejects a code that is not six digits', async () => {
    const res = await fromNewAddress().post('/api/accounts/sign-in/two-factor', { code: '12ab' });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('lists the devices, ends one, and ends all others; another account cannot end mine', async () => {
    const { c, email, password } = await signUp();
    const phone = fromNewAddress();
    await phone.request({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: JSON.stringify({ email, password }),
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      },
    });
    const listed = (await c.get('/api/accounts/sessions')).json().sessions;
    expect(listed).toHaveLength(2);
    expect(listed[0].current).toBe(true);
    const phoneSession = listed.find((s: { device: string }) => s.device === 'Safari on iOS');
    expect(phoneSession).toBeTruthy();

    const stranger = await signUp();
    expect((await stranger.c.delete(`/api/accounts/sessions/${phoneSession.id}`)).statusCode).toBe(404);
    expect((await phone.get('/api/accounts/security')).statusCode).toBe(200);

    expect((await c.delete(`/api/accounts/sessions/${phoneSession.id}`)).statusCode).toBe(200);
    expect((await phone.get('/api/accounts/security')).statusCode).toBe(401);

    const laptop = fromNewAddress();
    await laptop.post('/api/accounts/sign-in', { email, password });
    expect((await c.delete('/api/accounts/sessions')).statusCode).toBe(200);
    expect((await laptop.get('/api/accounts/security')).statusCode).toBe(401);
    expect((await c.get('/api/accounts/sessions')).json().sessions).toHaveLength(1);
  });
});

describe('where money moves', () => {
  it('an account pays, tips and gets paid only with a verified e-mail; a guest pays as a guest', async () => {
    const { c, email } = await signUp();
    await c.post('/api/me/role', { role: 'fan' });
    const creator = new Client(t.app, '10.41.0.1');
    const creatorId = (await creator.post('/api/me/role', { role: 'creator' })).json().user.id as string;
    await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, creatorId));
    const tip = (client: Client, key: string) =>
      client.request({
        method: 'POST',
        url: `/api/creators/${creatorId}/tips`,
        payload: JSON.stringify({ amountCents: 100, paymentMethod: 'pm_card_visa' }),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      });
    const refused = await tip(c, `tip-${email}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'email_unverified', message: VERIFY_EMAIL_FIRST_MESSAGE });

    const guest = new Client(t.app, '10.41.0.2');
    await guest.post('/api/me/role', { role: 'fan' });
    expect((await tip(guest, `tip-guest-${email}`)).statusCode).toBe(201);

    const { link } = await mailTo(email, VERIFY_EMAIL_SUBJECT);
    await fromNewAddress().get(`${link!.pathname}${link!.search}`);
    expect((await tip(c, `tip-${email}-2`)).statusCode).toBe(201);

    // Receiving a payout needs it too.
    const payout = await creator.request({
      method: 'POST',
      url: '/api/me/payouts',
      headers: { 'content-type': 'application/json', 'idempotency-key': `payout-${email}` },
      payload: '{}',
    });
    expect(payout.statusCode).not.toBe(403);
  });

  it('a payout account needs two-factor sign-in', async () => {
    const { c, id, password } = await signUp();
    await c.post('/api/me/role', { role: 'creator' });
    await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, id));
    const refused = await c.post('/api/me/payout-account');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'second_factor_required', message: TWO_FACTOR_FOR_PAYOUTS_MESSAGE });
    await turnOnTwoFactor(c, password);
    // Past the gate: the sandbox has no account to connect, and says so.
    expect((await c.post('/api/me/payout-account')).statusCode).toBe(409);
  });

  it('admins need two-factor sign-in for the review queues', async () => {
    const { c, id, password } = await signUp();
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
    const refused = await c.get('/api/admin/applications');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TWO_FACTOR_FOR_ADMINS_MESSAGE);
    await turnOnTwoFactor(c, password);
    expect((await c.get('/api/admin/applications')).statusCode).toBe(200);
    // And they keep it on.
    const off = await c.post('/api/accounts/two-factor/disable', { password });
    expect(off.statusCode).toBe(403);
  });
});

describe('suspended accounts', () => {
  it('cannot sign in, with the password right', async () => {
    const { email, password, id } = await signUp();
    await t.database.db
      .update(user)
      .set({ suspendedAt: new Date(), suspendedReason: 'Harassment' })
      .where(eq(user.id, id));
    const res = await fromNewAddress().post('/api/accounts/sign-in', { email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
    expect(await t.database.db.select().from(session).where(eq(session.userId, id))).toHaveLength(1);
  });
});

describe('the local mailbox', () => {
  it('lists the e-mails with their links when no SMTP_URL is set', async () => {
    const { email } = await signUp();
    const page = await fromNewAddress().get('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const json = (await fromNewAddress().get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    expect(json.messages.map((m: { subject: string }) => m.subject)).toEqual([VERIFY_EMAIL_SUBJECT]);
  });
});
