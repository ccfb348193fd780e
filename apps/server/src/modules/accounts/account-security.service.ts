import {
  type AccountSecurity,
  type AccountSession,
  ADMIN_TWO_FACTOR_OFF_MESSAGE,
  CHANGE_EMAIL_SENT_MESSAGE,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  CODE_REUSED_MESSAGE,
  deviceName,
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_CHANGE_NOTICE_SUBJECT,
  type EnableTwoFactorResponse,
  emailChangeNoticeBody,
  PASSWORD_CHANGED_EMAIL_SUBJECT,
  passwordChangedEmailBody,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  type ResetPasswordRequest,
  SAME_EMAIL_MESSAGE,
  SECOND_FACTOR_EXPIRED_MESSAGE,
  type SignInSecondFactorRequest,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_LOCKED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@pulse/domain/account-security';
import { type Me, SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import { APIError } from 'better-auth/api';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../plugins/auth';
import type { Counters } from '../../plugins/counters';
import type { Mail } from '../../plugins/mail';
import type { AccountsRepository } from './accounts.repository';
import type { WithCookies } from './accounts.service';
import { toMe } from './me';
import { createSignInThrottle } from './sign-in-throttle';

/** A TOTP code stays valid for a step or two either side; a used one is remembered that long (ASVS 6.5.1). */
const USED_CODE_SECONDS = 120;

function statusOf(err: unknown): number | null {
  return err instanceof APIError ? err.statusCode : null;
}

function codeOf(err: unknown): string {
  if (!(err instanceof APIError)) return '';
  const body = err.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : '';
}

/** The secret shown beside the QR code: the `secret` parameter of the otpauth URI. */
function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}

/**
 * Recovery, e-mail verification, password change, two-factor sign-in and sessions (issue 36 items 2, 3, 5;
 * decision 049). better-auth does the cryptography and the tokens; this service adds what Pulse promises
 * around them: answers that never tell whether an e-mail has an account, the owner told by e-mail, wrong
 * codes counted like wrong passwords, a used code refused, and admins kept on two-factor.
 */
export function createAccountSecurityService(deps: {
  auth: Auth;
  repo: AccountsRepository;
  counters: Counters;
  mail: Mail;
  publicUrl: string;
  /** Drops this instance's cached answers for the user's sessions once they are ended. */
  sessionsEnded: (userId: string) => void;
}) {
  const { auth, repo, counters, mail, publicUrl, sessionsEnded } = deps;
  const throttle = createSignInThrottle({ counters, repo });
  const signInUrl = new URL('/signin', publicUrl).toString();

  async function accountOf(userId: string) {
    const row = await repo.findUser(userId);
    if (!row || row.isAnonymous) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    return row;
  }

  async function tellPasswordChanged(email: string): Promise<void> {
    await mail.sendNow({
      to: email,
      subject: PASSWORD_CHANGED_EMAIL_SUBJECT,
      text: passwordChangedEmailBody(signInUrl),
    });
  }

  /** Refuses a code this account used in the last two minutes: a TOTP code is good once. */
  async function claimCode(userId: string, code: string): Promise<boolean> {
    return (await counters.hit(`2fa:used:${userId}:${code}`, USED_CODE_SECONDS)) === 1;
  }

  return {
    /** better-auth's onPasswordReset: the owner hears of it, and a sign-in lock no longer stands in the way. */
    async afterPasswordReset(user: { id: string; email: string }): Promise<void> {
      sessionsEnded(user.id);
      await throttle.lift(user.email.toLowerCase());
      await tellPasswordChanged(user.email);
    },

    /** The same answer whether or not the e-mail has an account (and nothing for a guest's placeholder). */
    async requestReset(email: string): Promise<string> {
      const row = await repo.findUserByEmail(email);
      if (row && !row.isAnonymous && !row.deletedAt && !row.suspendedAt) {
        await auth.api.requestPasswordReset({ body: { email } });
      }
      return RESET_LINK_SENT_MESSAGE;
    },

    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } });
      } catch (err) {
        if (statusOf(err) === 400) throw new AppError('bad_request', RESET_LINK_INVALID_MESSAGE);
        throw err;
      }
    },

    async security(userId: string): Promise<AccountSecurity> {
      const row = await accountOf(userId);
      return {
        email: row.email,
        emailVerified: row.emailVerified,
        twoFactorEnabled: row.twoFactorEnabled,
        twoFactorRequired: row.role === 'admin' || row.role === 'creator',
      };
    },

    async resendVerification(userId: string): Promise<string> {
      const row = await accountOf(userId);
      if (row.emailVerified) throw new AppError('conflict', EMAIL_ALREADY_VERIFIED_MESSAGE);
      await auth.api.sendVerificationEmail({ body: { email: row.email } });
      return VERIFICATION_SENT_MESSAGE;
    },

    /** The new address is verified before it takes effect; the old one is told at once. */
    async changeEmail(userId: string, headers: Headers, input: ChangeEmailRequest): Promise<string> {
      const row = await accountOf(userId);
      if (input.newEmail === row.email.toLowerCase()) {
        throw new AppError('validation_failed', SAME_EMAIL_MESSAGE, { newEmail: SAME_EMAIL_MESSAGE });
      }
      await auth.api.changeEmail({ body: { newEmail: input.newEmail }, headers });
      if (row.emailVerified) {
        await mail.sendNow({
          to: row.email,
          subject: EMAIL_CHANGE_NOTICE_SUBJECT,
          text: emailChangeNoticeBody(input.newEmail),
        });
      }
      return CHANGE_EMAIL_SENT_MESSAGE;
    },

    /** Needs the current password (counted like a sign-in); every other device is signed out. */
    async changePassword(
      userId: string,
      address: string,
      headers: Headers,
      input: ChangePasswordRequest,
    ): Promise<WithCookies<null>> {
      const row = await accountOf(userId);
      const attempt = { email: row.email.toLowerCase(), address };
      await throttle.check(attempt);
      try {
        const answer = await auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        sessionsEnded(userId);
        await throttle.succeeded(attempt);
        await tellPasswordChanged(row.email);
        return { result: null, setCookies: answer.headers.getSetCookie() };
      } catch (err) {
        if (statusOf(err) === 400 || statusOf(err) === 401) {
          await throttle.failed(attempt);
          throw new AppError('validation_failed', WRONG_CURRENT_PASSWORD_MESSAGE, {
            currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
          });
        }
        throw err;
      }
    },

    /** Starts two-factor: a secret and backup codes, on only once a code from the app confirms it. */
    async enableTwoFactor(userId: string, headers: Headers, password: string): Promise<EnableTwoFactorResponse> {
      const row = await accountOf(userId);
      if (row.twoFactorEnabled) throw new AppError('conflict', TWO_FACTOR_ALREADY_ON_MESSAGE);
      try {
        const answer = await auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers });
        if (answer.method !== 'totp') throw new Error('two-factor: expected a TOTP secret');
        return { totpUri: answer.totpURI, secret: secretOf(answer.totpURI), backupCodes: answer.backupCodes };
      } catch (err) {
        if (statusOf(err) === 400) {
          throw new AppError('validation_failed', WRONG_CURRENT_PASSWORD_MESSAGE, {
            password: WRONG_CURRENT_PASSWORD_MESSAGE,
          });
        }
        throw err;
      }
    },

    /** The first code from the app turns two-factor on. */
    async confirmTwoFactor(userId: string, headers: Headers, code: string): Promise<WithCookies<Me>> {
      await accountOf(userId);
      try {
        const answer = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
        await claimCode(userId, code);
        const row = await accountOf(userId);
        return { result: toMe(row), setCookies: answer.headers.getSetCookie() };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (statusOf(err) === 429) throw new AppError('rate_limited', TWO_FACTOR_LOCKED_MESSAGE);
        if (statusOf(err) === 400 || statusOf(err) === 401) {
          throw new AppError('validation_failed', WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
        }
        throw err;
      }
    },

    async disableTwoFactor(userId: string, headers: Headers, password: string): Promise<WithCookies<Me>> {
      const row = await accountOf(userId);
      if (row.role === 'admin') throw new AppError('forbidden', ADMIN_TWO_FACTOR_OFF_MESSAGE);
      try {
        const answer = await auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true });
        return { result: toMe((await accountOf(userId)) ?? row), setCookies: answer.headers.getSetCookie() };
      } catch (err) {
        if (statusOf(err) === 400) {
          throw new AppError('validation_failed', WRONG_CURRENT_PASSWORD_MESSAGE, {
            password: WRONG_CURRENT_PASSWORD_MESSAGE,
          });
        }
        throw err;
      }
    },

    /** New backup codes (the old ones stop working), behind the password. */
    async regenerateBackupCodes(userId: string, headers: Headers, password: string): Promise<string[]> {
      await accountOf(userId);
      try {
        const answer = await auth.api.generateBackupCodes({ body: { password }, headers });
        return answer.backupCodes;
      } catch (err) {
        if (statusOf(err) === 400) {
          throw new AppError('validation_failed', WRONG_CURRENT_PASSWORD_MESSAGE, {
            password: WRONG_CURRENT_PASSWORD_MESSAGE,
          });
        }
        throw err;
      }
    },

    /**
     * The second step of a sign-in with two-factor on: the code (or a backup code) against the challenge
     * cookie the first step set. A wrong code counts against the address as a wrong password does, and the
     * second factor locks after TWO_FACTOR_FAILURES_BEFORE_LOCK of them; a code used a moment ago is refused
     * (its session, already made, is ended at once).
     */
    async signInSecondFactor(
      address: string,
      headers: Headers,
      input: SignInSecondFactorRequest,
    ): Promise<WithCookies<Me>> {
      await throttle.checkAddress(address);
      try {
        const answer =
          'code' in input
            ? await auth.api.verifyTOTP({
                body: { code: input.code, trustDevice: input.trustDevice ?? false },
                headers,
                returnHeaders: true,
              })
            : await auth.api.verifyBackupCode({
                body: { code: input.backupCode, trustDevice: input.trustDevice ?? false },
                headers,
                returnHeaders: true,
              });
        const userId = answer.response.user.id;
        if ('code' in input && !(await claimCode(userId, input.code))) {
          if (answer.response.token) await repo.deleteSession(answer.response.token);
          throw new AppError('validation_failed', CODE_REUSED_MESSAGE, { code: CODE_REUSED_MESSAGE });
        }
        const row = await accountOf(userId);
        return { result: toMe(row), setCookies: answer.headers.getSetCookie() };
      } catch (err) {
        if (err instanceof AppError) throw err;
        const status = statusOf(err);
        if (status === 429) throw new AppError('rate_limited', TWO_FACTOR_LOCKED_MESSAGE);
        if (codeOf(err) === 'INVALID_TWO_FACTOR_COOKIE' || codeOf(err).startsWith('TOO_MANY_ATTEMPTS')) {
          throw new AppError('unauthenticated', SECOND_FACTOR_EXPIRED_MESSAGE);
        }
        if (status === 400 || status === 401) {
          await throttle.failedAddress(address);
          const field = 'code' in input ? 'code' : 'backupCode';
          throw new AppError('validation_failed', WRONG_CODE_MESSAGE, { [field]: WRONG_CODE_MESSAGE });
        }
        throw err;
      }
    },

    /** The token of the session the request came with (to mark "this device" and keep it). */
    async currentToken(headers: Headers): Promise<string | null> {
      const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
      return found?.session.token ?? null;
    },

    /** GET /api/auth/verify-email: better-auth checks the link and redirects to the app's landing page. */
    verifyEmailLink(headers: Headers, query: { token: string; callbackURL?: string }): Promise<Response> {
      return auth.api.verifyEmail({ query, headers, asResponse: true });
    },

    /** The account's signed-in devices, this one first. */
    async sessions(userId: string, currentToken: string | null): Promise<AccountSession[]> {
      await accountOf(userId);
      const rows = await repo.sessionsOf(userId);
      return rows
        .map((s) => ({
          id: s.id,
          device: deviceName(s.userAgent),
          ipAddress: s.ipAddress,
          createdAt: s.createdAt.toISOString(),
          lastActiveAt: s.updatedAt.toISOString(),
          current: s.token === currentToken,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
    },

    /** Ends one of the account's own sessions; another account's session id is a 404. */
    async endSession(userId: string, sessionId: string): Promise<void> {
      if (!(await repo.deleteSessionOf(userId, sessionId))) throw new AppError('not_found', 'Session not found');
      sessionsEnded(userId);
    },

    async endOtherSessions(userId: string, currentToken: string | null): Promise<number> {
      const ended = await repo.deleteSessionsOf(userId, currentToken);
      sessionsEnded(userId);
      return ended;
    },
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
