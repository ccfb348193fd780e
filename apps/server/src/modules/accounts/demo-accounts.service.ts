import type { Me } from '@pulse/domain/accounts';
import { DEMO_ACCOUNT_MESSAGES, type DemoAccountKey, type DemoAccountsResponse } from '@pulse/domain/demo-accounts';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@pulse/domain/safety';
import { APIError } from 'better-auth/api';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS, demoAccount } from '../../db/seed/demo-accounts';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../plugins/auth';
import type { AccountsRepository } from './accounts.repository';
import { cookiesOf, currentTotpCode } from './demo-second-factor';
import { toMe } from './me';

/**
 * Whether the demo accounts exist at all (decision 053): with the demo data on, never in production, and with the
 * sandbox provider (their money was made through it). The seed and the routes both ask this.
 */
export function demoAccountsEnabled(env: Pick<Env, 'SEED_DEMO' | 'NODE_ENV' | 'PAYMENT_PROVIDER'>): boolean {
  return env.SEED_DEMO && env.NODE_ENV !== 'production' && env.PAYMENT_PROVIDER === 'sandbox';
}

/**
 * The sign-in page's one-click demo accounts. Signing in goes through better-auth's own e-mail sign-in with the
 * password the seed keeps (and its two-factor step for the admin), so the session, its cookies and whatever
 * better-auth does on sign-in are exactly a person's.
 */
/** The signed-in account and the session cookies the route sets. */
export interface DemoSignIn {
  result: Me;
  setCookies: string[];
}

export function createDemoAccountsService(deps: { auth: Auth; db: Db; repo: AccountsRepository }) {
  const { auth, db, repo } = deps;

  /** The account behind a key, if the seed made it and it can still sign in. */
  async function usable(key: DemoAccountKey) {
    const seeded = demoAccount(key);
    const row = await repo.findUser(seeded.userId);
    if (!row || row.deletedAt || row.email !== seeded.email) return null;
    return { seeded, row };
  }

  return {
    /** The demo accounts the seed has made, in the page's order. */
    async list(): Promise<DemoAccountsResponse> {
      const found = await Promise.all(DEMO_ACCOUNTS.map((a) => usable(a.key)));
      return {
        accounts: found.flatMap((f) =>
          f
            ? [
                {
                  key: f.seeded.key,
                  label: f.seeded.label,
                  role: f.seeded.role,
                  name: f.row.name,
                  title: f.seeded.title,
                  shows: f.seeded.shows,
                },
              ]
            : [],
        ),
      };
    },

    /** A session for the demo account, as if its e-mail and password had been typed into the form. */
    async signIn(key: DemoAccountKey, requestHeaders: Headers): Promise<DemoSignIn> {
      const found = await usable(key);
      if (!found) throw new AppError('not_found', DEMO_ACCOUNT_MESSAGES.notFound);
      if (found.row.suspendedAt) throw new AppError('forbidden', ACCOUNT_SUSPENDED_MESSAGE);
      try {
        const first = await auth.api.signInEmail({
          body: { email: found.seeded.email, password: DEMO_ACCOUNT_PASSWORD },
          headers: requestHeaders,
          returnHeaders: true,
        });
        let { headers } = first;
        if ('twoFactorRedirect' in first.response && first.response.twoFactorRedirect) {
          // Two-factor on (the demo admin's always is): better-auth's challenge, answered with the code now.
          const code = await currentTotpCode(auth, db, found.row.id);
          if (!code) throw new AppError('conflict', DEMO_ACCOUNT_MESSAGES.notFound);
          ({ headers } = await auth.api.verifyTOTP({
            body: { code },
            headers: cookiesOf(headers.getSetCookie()),
            returnHeaders: true,
          }));
        }
        const row = await repo.findUser(found.row.id);
        if (!row) throw new AppError('not_found', DEMO_ACCOUNT_MESSAGES.notFound);
        return { result: toMe(row), setCookies: headers.getSetCookie() };
      } catch (err) {
        // Someone changed the demo account's password: the form still works for whoever knows the new one.
        if (err instanceof APIError && err.statusCode === 401) {
          throw new AppError('conflict', DEMO_ACCOUNT_MESSAGES.passwordChanged);
        }
        throw err;
      }
    },
  };
}
export type DemoAccountsService = ReturnType<typeof createDemoAccountsService>;
