import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous } from 'better-auth/plugins';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema/auth';
import { newId } from '../lib/ids';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  /** Moves what a guest did to the account they sign up or sign in to. */
  onGuestLinked: (guestUserId: string, accountUserId: string) => Promise<void>;
}

export function createAuth(opts: AuthOptions) {
  return betterAuth({
    baseURL: opts.baseURL,
    basePath: '/api/auth',
    secret: opts.secret,
    database: drizzleAdapter(opts.db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    // Our own limiter covers sign-in (shared across instances through Redis); better-auth's stays off.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    // The cookie cache spares a database read per request for a minute; revocation takes at most that long.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, cookieCache: { enabled: true, maxAge: 60 } },
    advanced: {
      cookiePrefix: 'pulse',
      useSecureCookies: opts.secureCookies,
      database: { generateId: () => newId() },
    },
    plugins: [
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
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in (or guest) user's id, or null; read once per request. */
    sessionUser(): Promise<SessionUser | null>;
  }
}

/** How long a verified answer for one exact Cookie header is reused (see VerifiedSessions). */
const VERIFIED_SESSION_TTL_MS = 5_000;
const VERIFIED_SESSION_ENTRIES = 10_000;

/**
 * Verified sessions by the exact Cookie header they came with. better-auth checks two HMAC signatures on every
 * request even when its cookie cache answers, a tenth of the server's time on the money routes. An answer is
 * kept only when better-auth set no cookie with it (no refresh due), and for a few seconds on top of the
 * minute its own cookie cache already trusts, so a revoked session or a changed role shows at most that much
 * later. Another cookie (sign-in, sign-out, switching accounts) is another key.
 */
class VerifiedSessions {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();

  get(cookie: string, now: number): SessionUser | null {
    const hit = this.entries.get(cookie);
    if (!hit) return null;
    if (hit.until > now) return hit.user;
    this.entries.delete(cookie);
    return null;
  }

  set(cookie: string, user: SessionUser, now: number): void {
    // A Map keeps insertion order: the first key is the oldest.
    if (this.entries.size >= VERIFIED_SESSION_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(cookie, { user, until: now + VERIFIED_SESSION_TTL_MS });
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  const auth = createAuth(opts);
  app.decorate('auth', auth);
  const verified = new VerifiedSessions();
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  // A refreshed session cookie (the cache cookie after it ages out, or a renewed expiry) goes back to the
  // browser with whatever response the request ends in.
  const refreshed = new WeakMap<FastifyRequest, string[]>();
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const cookie = this.headers.cookie;
      const known = cookie ? verified.get(cookie, Date.now()) : null;
      pending = known
        ? Promise.resolve(known)
        : auth.api
            .getSession({ headers: toFetchHeaders(this.headers), returnHeaders: true })
            .then(({ headers, response }) => {
              const cookies = headers.getSetCookie();
              if (cookies.length > 0) refreshed.set(this, cookies);
              if (!response) return null;
              const user = {
                id: response.user.id,
                isAnonymous: Boolean((response.user as { isAnonymous?: boolean }).isAnonymous),
              };
              if (cookie && cookies.length === 0) verified.set(cookie, user, Date.now());
              return user;
            });
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
