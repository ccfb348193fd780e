import {
  type ChooseRoleRequest,
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type Me,
  SIGN_IN_REQUIRED_MESSAGE,
  type SignInRequest,
  type SignInResult,
  type SignUpRequest,
} from '@pulse/domain/accounts';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@pulse/domain/safety';
import { APIError } from 'better-auth/api';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Auth } from '../../plugins/auth';
import type { Counters } from '../../plugins/counters';
import type { Viewer } from '../../plugins/viewer';
import type { AccountsRepository, UserPatch } from './accounts.repository';
import { toMe } from './me';
import { createSignInThrottle } from './sign-in-throttle';

/** What a call hands back to the route: the body and the cookies to set. */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

export const ADMIN_ROLE_SWITCH_MESSAGE =
  'Admin accounts keep the Admin role. Use a separate account to try other roles.';

function betterAuthStatus(err: unknown): number | null {
  if (err instanceof APIError) return err.statusCode;
  return null;
}

export function createAccountsService(deps: { auth: Auth; repo: AccountsRepository; counters: Counters }) {
  const { auth, repo, counters } = deps;
  const throttle = createSignInThrottle({ counters, repo });

  async function loadMe(userId: string): Promise<Me> {
    const row = await repo.findUser(userId);
    if (!row) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    return toMe(row);
  }

  /**
   * Signs in with fresh cookies (the session's cached user data would still say "guest"). With two-factor on,
   * better-auth answers with a challenge cookie and no session: the second step finishes the sign-in.
   */
  async function signInWithPassword(
    requestHeaders: Headers,
    email: string,
    password: string,
  ): Promise<WithCookies<SignInResult>> {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
      return { result: { user: null, twoFactorRequired: true }, setCookies: headers.getSetCookie() };
    }
    const signedIn = response as { user: { id: string }; token: string };
    const row = await repo.findUser(signedIn.user.id);
    // A suspended account cannot sign in (issue 36): the session just made goes at once.
    if (row?.suspendedAt) {
      await repo.deleteSession(signedIn.token);
      throw new AppError('account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
    }
    return { result: { user: await loadMe(signedIn.user.id) }, setCookies: headers.getSetCookie() };
  }

  /** Sign-up from a guest session: the guest's own user becomes the account, so nothing can be left behind. */
  async function upgradeGuest(requestHeaders: Headers, guestId: string, input: SignUpRequest) {
    const email = input.email.trim().toLowerCase();
    const taken = () => new AppError('email_taken', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    if (await repo.findUserByEmail(email)) throw taken();
    const passwordHash = await (await auth.$context).password.hash(input.password);
    try {
      if (!(await repo.upgradeGuest(guestId, { name: input.name.trim(), email, passwordHash }))) {
        throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
      }
    } catch (err) {
      // Two sign-ups for one e-mail at the same moment: the unique index refuses the second.
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
    // The verification e-mail better-auth sends at sign-up, for an account made from a guest.
    await auth.api.sendVerificationEmail({ body: { email } });
    const signedIn = await signInWithPassword(requestHeaders, email, input.password);
    return { result: signedIn.result.user as Me, setCookies: signedIn.setCookies };
  }

  return {
    loadMe,

    async getMe(viewerId: string | null): Promise<Me | null> {
      if (!viewerId) return null;
      const row = await repo.findUser(viewerId);
      return row ? toMe(row) : null;
    },

    /**
     * Picking a role at /start: a visitor without a session becomes a guest first (DESIGN 5.1), signed in
     * with the request's headers.
     */
    async chooseRole(
      session: Viewer | null,
      requestHeaders: Headers,
      input: ChooseRoleRequest,
    ): Promise<WithCookies<Me>> {
      let viewer = session;
      let setCookies: string[] = [];
      if (!viewer) {
        const { headers, response } = await auth.api.signInAnonymous({
          headers: requestHeaders,
          returnHeaders: true,
        });
        if (!response) throw new AppError('internal', 'Could not start a guest session');
        viewer = { id: response.user.id, isAnonymous: true };
        setCookies = headers.getSetCookie();
      }
      const row = await repo.findUser(viewer.id);
      if (!row) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
      if (row.role === 'admin') throw new AppError('forbidden', ADMIN_ROLE_SWITCH_MESSAGE);
      const patch: UserPatch = { role: input.role };
      if (input.role === 'creator') {
        if (input.creativeRole) patch.creativeRole = input.creativeRole;
        patch.creatorStatus = row.creatorStatus ?? 'pending';
      }
      if (input.role === 'brand') {
        if (input.agency !== undefined) patch.agency = input.agency;
        patch.brandStatus = row.brandStatus ?? 'pending';
      }
      const updated = await repo.updateUser(viewer.id, patch);
      return { result: toMe(updated!), setCookies };
    },

    /**
     * Home clears the active role. A guest also starts over with no taste (the spec's "Home clears role and
     * taste"); an account keeps the taste it built (decision 022): only the role choice goes.
     */
    async clearRole(viewerId: string | null): Promise<Me | null> {
      if (!viewerId) return null;
      const row = await repo.findUser(viewerId);
      if (!row) return null;
      if (row.role === 'admin') return toMe(row);
      const updated = await repo.updateUser(viewerId, { role: null });
      if (row.isAnonymous) await repo.clearTaste(viewerId);
      return toMe(updated!);
    },

    async signUp(viewer: Viewer | null, requestHeaders: Headers, input: SignUpRequest): Promise<WithCookies<Me>> {
      if (viewer?.isAnonymous) return upgradeGuest(requestHeaders, viewer.id, input);
      try {
        const { headers, response } = await auth.api.signUpEmail({
          body: { name: input.name, email: input.email, password: input.password },
          headers: requestHeaders,
          returnHeaders: true,
        });
        return { result: await loadMe(response.user.id), setCookies: headers.getSetCookie() };
      } catch (err) {
        const status = betterAuthStatus(err);
        if (status === 422 || status === 409 || status === 400) {
          if (await repo.findUserByEmail(input.email)) {
            throw new AppError('email_taken', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
          }
        }
        throw err;
      }
    },

    /** `address`: the caller's IP, which the throttle counts failures by along with the e-mail. */
    async signIn(address: string, requestHeaders: Headers, input: SignInRequest): Promise<WithCookies<SignInResult>> {
      const attempt = { email: input.email.trim().toLowerCase(), address };
      await throttle.check(attempt);
      try {
        const signedIn = await signInWithPassword(requestHeaders, input.email, input.password);
        await throttle.succeeded(attempt);
        return signedIn;
      } catch (err) {
        if (err instanceof AppError) throw err;
        const status = betterAuthStatus(err);
        if (status === 401 || status === 400 || status === 403) {
          await throttle.failed(attempt);
          throw new AppError('invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
        }
        throw err;
      }
    },

    /** Without a session there is nothing to end and no cookie to clear. */
    async signOut(viewer: Viewer | null, requestHeaders: Headers): Promise<string[]> {
      if (!viewer) return [];
      const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
      return headers.getSetCookie();
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
