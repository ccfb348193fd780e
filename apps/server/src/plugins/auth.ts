import {
  CHANGE_EMAIL_SUBJECT,
  changeEmailBody,
  RESET_EMAIL_SUBJECT,
  RESET_LINK_SECONDS,
  resetEmailBody,
  TWO_FACTOR_FAILURES_BEFORE_LOCK,
  TWO_FACTOR_LOCK_SECONDS,
  VERIFY_EMAIL_SUBJECT,
  VERIFY_LINK_SECONDS,
  verifyEmailBody,
} from '@pulse/domain/account-security';
import { betterAuth } from 'better-auth';
import { anonymous, twoFactor } from 'better-auth/plugins';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { authDatabase } from './auth.repository';
import type { Mail } from './mail';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  /** Moves what a guest did to the account they sign up or sign in to. */
  onGuestLinked: (guestUserId: string, accountUserId: string) => Promise<void>;
  /** Recovery and verification e-mails (issue 36). */
  mail: Mail;
  /** After a reset: tell the owner, and lift a sign-in lock (decision 024: a reset works while one holds). */
  onPasswordReset: (user: { id: string; email: string }) => Promise<void>;
  /** The e-mail the account has now, to tell a change of address from a first verification. */
  currentEmailOf: (userId: string) => Promise<string | null>;
}

/** Where a verification link lands in the web app (it shows the outcome, or better-auth's `?error=`). */
export const EMAIL_VERIFIED_PATH = '/email-verified';
/** Where a reset link opens the new-password form. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** better-auth's verification link, sent to the app's landing page whatever the request asked for. */
function verificationLink(url: string, baseURL: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', new URL(EMAIL_VERIFIED_PATH, baseURL).toString());
  return link.toString();
}

export function createAuth(opts: AuthOptions, hooks: { userUpdated?: (userId: string) => void } = {}) {
  return betterAuth({
    baseURL: opts.baseURL,
    basePath: '/api/auth',
    secret: opts.secret,
    database: authDatabase(opts.db),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Recovery (issue 36 item 2): a single-use link for an hour; a reset signs out every session.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = new URL(RESET_PASSWORD_PATH, opts.baseURL);
        link.searchParams.set('token', token);
        await opts.mail.sendNow({
          to: user.email,
          subject: RESET_EMAIL_SUBJECT,
          text: resetEmailBody(link.toString()),
        });
      },
      onPasswordReset: async ({ user }) => opts.onPasswordReset(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        const link = verificationLink(url, opts.baseURL);
        // A change of address verifies the new one before it takes effect: the link goes to the new address.
        const changing = (await opts.currentEmailOf(user.id)) !== user.email;
        await opts.mail.sendNow(
          changing
            ? { to: user.email, subject: CHANGE_EMAIL_SUBJECT, text: changeEmailBody(link) }
            : { to: user.email, subject: VERIFY_EMAIL_SUBJECT, text: verifyEmailBody(link) },
        );
      },
    },
    user: { changeEmail: { enabled: true } },
    // A changed account (an e-mail changed, and so unverified again) is read afresh by the next request here.
    databaseHooks: { user: { update: { after: async (user) => hooks.userUpdated?.(user.id) } } },
    // Our own limiter covers sign-in (shared across instances through Redis); better-auth's stays off.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    // No cookie cache: a session signed out elsewhere (a reset, "sign out all devices", a suspension) must stop
    // working at once (issue 36, ASVS 7.4). VerifiedSessions below spares most of the database reads instead.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, cookieCache: { enabled: false } },
    advanced: {
      cookiePrefix: 'pulse',
      useSecureCookies: opts.secureCookies,
      database: { generateId: () => newId() },
    },
    plugins: [
      // TOTP from any authenticator app, with backup codes (issue 36 item 5). Wrong codes lock the second factor
      // as wrong passwords lock sign-in.
      twoFactor({
        issuer: 'Pulse',
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR_FAILURES_BEFORE_LOCK,
          durationSeconds: TWO_FACTOR_LOCK_SECONDS,
        },
      }),
      anonymous({
        emailDomainName: 'guest.pulse.invalid',
        generateName: () => 'Guest',
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await opts.onGuestLinked(anonymousUser.user.id, newUser.user.id);
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Node's header object as the Fetch `Headers` better-auth expects. */
export function toFetchHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

export interface SessionUser {
  id: string;
  isAnonymous: boolean;
  /**
   * As the session's read found it. Only a `true` is trusted without reading again (the account gates): an
   * address once verified stays so, while a `false` may be a few seconds old when the owner has just verified.
   */
  emailVerified?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Call after ending a user's sessions outside better-auth's own sign-out: no cached answer outlives them. */
    sessionsEnded(userId: string): void;
  }
  interface FastifyRequest {
    /** The signed-in (or guest) user's id, or null; read once per request. */
    sessionUser(): Promise<SessionUser | null>;
  }
}

/** better-auth's session cookie under our prefix (with "__Secure-" in front on https). */
const SESSION_COOKIE = 'pulse.session_token=';

/** How long a verified answer for one exact Cookie header is reused (see VerifiedSessions). */
const VERIFIED_SESSION_TTL_MS = 5_000;
const VERIFIED_SESSION_ENTRIES = 10_000;

/**
 * Verified sessions by the exact Cookie header they came with: a database read and two HMAC checks spared for a
 * few seconds. An answer is kept only when better-auth set no cookie with it (no refresh due). A session ended on
 * this instance (`sessionsEnded`) stops at once; on another instance of a fleet within VERIFIED_SESSION_TTL_MS.
 * Another cookie (sign-in, sign-out, switching accounts) is another key.
 */
class VerifiedSessions {
  private readonly entries = new Map<string, { user: SessionUser; at: number }>();
  /** When each user's sessions were last ended on this instance. */
  private readonly ended = new Map<string, number>();

  get(cookie: string, now: number): SessionUser | null {
    const hit = this.entries.get(cookie);
    if (!hit) return null;
    const ended = this.ended.get(hit.user.id);
    if (hit.at + VERIFIED_SESSION_TTL_MS > now && (ended === undefined || ended < hit.at)) return hit.user;
    this.entries.delete(cookie);
    return null;
  }

  set(cookie: string, user: SessionUser, now: number): void {
    // A Map keeps insertion order: the first key is the oldest.
    if (this.entries.size >= VERIFIED_SESSION_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(cookie, { user, at: now });
  }

  endedFor(userId: string, now: number): void {
    if (this.ended.size >= VERIFIED_SESSION_ENTRIES) this.ended.delete(this.ended.keys().next().value as string);
    this.ended.delete(userId);
    this.ended.set(userId, now);
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  const verified = new VerifiedSessions();
  const auth = createAuth(opts, { userUpdated: (userId) => verified.endedFor(userId, Date.now() + 1) });
  app.decorate('auth', auth);
  // Same-millisecond answers cached just before are dropped too (`ended < at` is strict).
  app.decorate('sessionsEnded', (userId: string) => verified.endedFor(userId, Date.now() + 1));
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  // A refreshed session cookie (the cache cookie after it ages out, or a renewed expiry) goes back to the
  // browser with whatever response the request ends in.
  const refreshed = new WeakMap<FastifyRequest, string[]>();
  /** better-auth's answer for the request's cookies; kept for the Cookie header when no refresh was due. */
  function readSession(request: FastifyRequest, cookie: string): Promise<SessionUser | null> {
    return auth.api
      .getSession({ headers: toFetchHeaders(request.headers), returnHeaders: true })
      .then(({ headers, response }) => {
        const cookies = headers.getSetCookie();
        if (cookies.length > 0) refreshed.set(request, cookies);
        if (!response) return null;
        const user = {
          id: response.user.id,
          isAnonymous: Boolean((response.user as { isAnonymous?: boolean }).isAnonymous),
          emailVerified: response.user.emailVerified,
        };
        if (cookies.length === 0) verified.set(cookie, user, Date.now());
        return user;
      });
  }
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const cookie = this.headers.cookie;
      const known = cookie ? verified.get(cookie, Date.now()) : null;
      if (known) pending = Promise.resolve(known);
      // No session cookie, no session: a visitor's request does not go through better-auth at all.
      else if (!cookie?.includes(SESSION_COOKIE)) pending = Promise.resolve(null);
      else pending = readSession(this, cookie);
      cache.set(this, pending);
    }
    return pending;
  });
  app.addHook('onSend', async (request, reply) => {
    const cookies = refreshed.get(request);
    if (!cookies) return;
    // A route that set session cookies itself (sign-in, sign-out, role) has the last word.
    const existing = reply.getHeader('set-cookie');
    const names = new Set(
      (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).map((c) => c.split('=')[0]),
    );
    const extra = cookies.filter((c) => !names.has(c.split('=')[0]));
    if (extra.length > 0)
      reply.header('set-cookie', [
        ...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []),
        ...extra,
      ]);
  });
});
