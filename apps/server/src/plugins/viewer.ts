import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import type { Role } from '@pulse/domain/roles-contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { SessionUser } from './auth';

/**
 * Who may call a route, declared on the route as `config.viewer` (issues 23 and 34): the one way to guard a
 * route. Every /api route declares it, or the app does not build; every /api/admin route requires the admin
 * role. The viewer is resolved once per request, so services take plain ids and can be called from a job, a
 * test or a script without a request.
 *
 *   config: { viewer: 'public' }                          anyone; no session is read (request.viewer is null)
 *   config: { viewer: 'deferred' }                        anyone; the service reads the session only if it must,
 *                                                         through `deferredViewerId` (a private file's owner)
 *   config: { viewer: 'optional' }                        request.viewer is the session user or null
 *   config: { viewer: 'required' }                        401 "Please sign in to continue." without a session
 *   config: { viewer: requireViewer(MESSAGE) }            the same 401 in the feature's own words
 *   config: { viewer: requireRole(['admin'], MESSAGE) }   and 403 MESSAGE unless the account has one of the roles
 *
 * It runs as a preHandler, after the schema has checked the input and after the route's rate limit, so bad input
 * is a 400 and too many requests a 429 before a missing session is a 401, as each service answered before.
 * Handlers read the viewer with `viewerOf` (required) or `request.viewer` (optional).
 */
export type Viewer = SessionUser;

export interface ViewerRule {
  /** The 401's message when there is no session (a guest's session counts as one). */
  unauthenticated: string;
  /** When set, the account's role must be one of these, or 403 with `forbidden`. */
  roles?: readonly Role[];
  forbidden?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    viewer?: 'public' | 'deferred' | 'optional' | 'required' | ViewerRule;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it, as declared (read by the test that checks every route). */
    routeGuards: readonly RouteGuard[];
  }
  interface FastifyRequest {
    /** The session user the route's `config.viewer` resolved (null when optional and signed out). */
    viewer: Viewer | null;
  }
}

export interface RouteGuard {
  method: string;
  url: string;
  viewer: NonNullable<FastifyContextConfig['viewer']>;
}

/** A required viewer, with the feature's own sign-in message. */
export function requireViewer(unauthenticated: string): ViewerRule {
  return { unauthenticated };
}

/** A required viewer whose account has one of `roles`. */
export function requireRole(
  roles: readonly Role[],
  forbidden: string,
  unauthenticated = SIGN_IN_REQUIRED_MESSAGE,
): ViewerRule {
  return { unauthenticated, roles, forbidden };
}

/** The viewer of a route declared with a required viewer. */
export function viewerOf(request: FastifyRequest): Viewer {
  // Only a route without `config.viewer` gets here without one: a declaration mistake, not the caller's.
  if (!request.viewer) throw new Error(`${request.routeOptions.url} reads a viewer it does not declare`);
  return request.viewer;
}

/**
 * For a `deferred` route: the caller's id, read from the session only when called, so an answer that needs no
 * viewer (a public file) never reads the session nor carries a refreshed session cookie.
 */
export function deferredViewerId(request: FastifyRequest): () => Promise<string | null> {
  return async () => (await request.sessionUser())?.id ?? null;
}

/**
 * A route under /api without a declared viewer, or an admin route open to other roles, is a mistake caught
 * when the app builds (and so by every test), not by a caller.
 */
function assertDeclared(url: string, declared: FastifyContextConfig['viewer']): void {
  // The OpenAPI pages are the docs plugin's (public, read no session).
  if (!url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return;
  if (!declared) throw new Error(`${url} declares no config.viewer: say who may call it`);
  if (url.startsWith('/api/admin/')) {
    const roles = typeof declared === 'object' ? declared.roles : undefined;
    if (roles?.length !== 1 || roles[0] !== 'admin') {
      throw new Error(`${url} is an admin route: declare config.viewer as requireRole(['admin'], message)`);
    }
  }
}

/** `roleOf`: the account's role, or undefined when the account is gone (the accounts repository reads it). */
export const viewerPlugin = fp(
  async (app: FastifyInstance, opts: { roleOf: (id: string) => Promise<Role | null | undefined> }) => {
    app.decorateRequest('viewer', null);
    const guards: RouteGuard[] = [];
    app.decorate('routeGuards', guards);

    async function resolve(request: FastifyRequest, declared: 'optional' | 'required' | ViewerRule) {
      const session = await request.sessionUser();
      if (declared === 'optional') {
        request.viewer = session;
        return;
      }
      const rule = declared === 'required' ? requireViewer(SIGN_IN_REQUIRED_MESSAGE) : declared;
      if (!session) throw new AppError('unauthenticated', rule.unauthenticated);
      if (rule.roles) {
        const role = await opts.roleOf(session.id);
        // An account deleted since its session was issued is as signed out as no session.
        if (role === undefined) throw new AppError('unauthenticated', rule.unauthenticated);
        if (!role || !rule.roles.includes(role)) throw new AppError('forbidden', rule.forbidden ?? '');
      }
      request.viewer = session;
    }

    // A route-level preHandler appended after the route's own (the rate limit's among them, which the rate-limit
    // plugin, registered first, adds the same way): every request counts toward a limit, signed in or not.
    app.addHook('onRoute', (route) => {
      const declared = route.config?.viewer;
      assertDeclared(route.url, declared);
      if (declared) {
        for (const method of [route.method].flat()) guards.push({ method, url: route.url, viewer: declared });
      }
      if (!declared || declared === 'public' || declared === 'deferred') return;
      const rule = declared;
      const own = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...own, async (request: FastifyRequest) => resolve(request, rule)];
    });
  },
);
