import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { ADMIN, ADMIN_STATE_FILE, baseURL } from './playwright.config';
import { totpCode } from './totp';

/** The admin's authenticator secret, kept for a server reused across runs (a fresh one turns it on again). */
const SECRET_FILE = join(tmpdir(), `pulse-e2e-admin-secret-${new URL(baseURL).port}`);

/**
 * Once per run, before the workers: the suite's admin signs in with two-factor on (admins need it, issue 36),
 * turning it on first on a fresh server, and the signed-in session is saved for every worker's admin context.
 * One session for all, so no two workers race for the same authenticator code.
 */
export default async function adminSetup() {
  if (existsSync(ADMIN_STATE_FILE)) return;
  const context = await request.newContext({ baseURL });
  const post = async (path: string, data: unknown) => {
    const res = await context.post(path, { data, headers: { 'content-type': 'application/json' } });
    if (!res.ok()) throw new Error(`${path} -> ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const signedIn = await post('/api/accounts/sign-in', ADMIN);
  if (signedIn.twoFactorRequired) {
    // A code not used before: the next period's (the setup used the current one).
    await post('/api/accounts/sign-in/two-factor', { code: await totpCode(readFileSync(SECRET_FILE, 'utf8'), 1) });
  } else {
    const { secret } = await post('/api/accounts/two-factor/enable', { password: ADMIN.password });
    await post('/api/accounts/two-factor/confirm', { code: await totpCode(secret) });
    writeFileSync(SECRET_FILE, secret);
  }
  await context.storageState({ path: ADMIN_STATE_FILE });
  await context.dispose();
}
