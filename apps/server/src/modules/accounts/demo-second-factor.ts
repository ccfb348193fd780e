import { symmetricDecrypt } from 'better-auth/crypto';
import type { Db } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import { createAccountsRepository } from './accounts.repository';

/**
 * The demo admin's second factor (decision 053). Admins need two-factor sign-in (decision 049), the demo admin
 * too: the seed turns it on through better-auth's own enable and verify, and the one-click sign-in answers
 * better-auth's challenge with the code the account's authenticator would show now. Only demo accounts, which
 * exist only outside production, are ever signed in this way.
 */

/** The session (or challenge) cookies of a better-auth answer, as the Cookie header of the next call. */
export function cookiesOf(setCookies: string[]): Headers {
  const pairs = setCookies.map((c) => c.split(';')[0] as string).filter((pair) => !pair.endsWith('='));
  return new Headers({ cookie: pairs.join('; ') });
}

/** The TOTP code of the account's authenticator now, from the secret better-auth keeps encrypted. */
export async function currentTotpCode(auth: Auth, db: Db, userId: string): Promise<string | null> {
  const encrypted = await createAccountsRepository(db).twoFactorSecret(userId);
  if (encrypted === null) return null;
  const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: encrypted });
  return (await auth.api.generateTOTP({ body: { secret } })).code;
}

/** Turns two-factor sign-in on for a demo account the way a person does: password, then a first code. */
export async function turnOnTwoFactor(
  auth: Auth,
  db: Db,
  account: { userId: string; email: string },
  password: string,
) {
  const signedIn = await auth.api.signInEmail({ body: { email: account.email, password }, returnHeaders: true });
  let session = cookiesOf(signedIn.headers.getSetCookie());
  await auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers: session });
  const code = await currentTotpCode(auth, db, account.userId);
  if (!code) throw new Error('demo accounts: two-factor was not enabled');
  // Turning it on replaces the session; the seed's own is ended after.
  const verified = await auth.api.verifyTOTP({ body: { code }, headers: session, returnHeaders: true });
  session = cookiesOf(verified.headers.getSetCookie());
  await auth.api.signOut({ headers: session });
}
