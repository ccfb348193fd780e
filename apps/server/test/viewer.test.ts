import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import type { Role } from '@pulse/domain/roles-contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '../src/plugins/auth';
import { errorsPlugin } from '../src/plugins/errors';
import { rateLimitPlugin } from '../src/plugins/rate-limit';
import { requireRole, requireViewer, viewerOf, viewerPlugin } from '../src/plugins/viewer';

/**
 * The viewer is resolved once, from the route's declaration (issue 23 item 2): a small app with a stand-in for
 * the auth plugin's session (the `x-user` header) and the accounts' roles.
 */
const roles = new Map<string, Role | null>([
  ['fan-1', 'fan'],
  ['admin-1', 'admin'],
  ['roleless', null],
]);
let app: FastifyInstance;
let roleReads = 0;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.decorateRequest('sessionUser', function (this: { headers: Record<string, unknown> }) {
    const id = this.headers['x-user'];
    return Promise.resolve(typeof id === 'string' ? ({ id, isAnonymous: false } satisfies SessionUser) : null);
  });
  await app.register(rateLimitPlugin, {});
  await app.register(viewerPlugin, {
    roleOf: async (id: string) => {
      roleReads++;
      return roles.has(id) ? roles.get(id) : undefined;
    },
  });
  const body = { body: z.object({ n: z.number() }) };
  app.get('/optional', { config: { viewer: 'optional' } }, async (request) => ({ viewer: request.viewer?.id ?? null }));
  app.get('/required', { config: { viewer: 'required' } }, async (request) => ({ viewer: viewerOf(request).id }));
  app.post('/worded', { config: { viewer: requireViewer('Sign in to save.') }, schema: body }, async (request) => ({
    viewer: viewerOf(request).id,
  }));
  app.get('/admin', { config: { viewer: requireRole(['admin'], 'Admins only.') } }, async (request) => ({
    viewer: viewerOf(request).id,
  }));
  app.get('/limited', { config: { viewer: 'required', rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  app.get('/undeclared', async (request) => ({ viewer: viewerOf(request).id }));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, user?: string) => app.inject({ method: 'GET', url, headers: user ? { 'x-user': user } : {} });

describe('config.viewer', () => {
  it('optional: the session user or null, never a 401', async () => {
    expect((await get('/optional')).json()).toEqual({ viewer: null });
    expect((await get('/optional', 'fan-1')).json()).toEqual({ viewer: 'fan-1' });
  });

  it("required: 401 with the spec's sign-in message, or the feature's own words", async () => {
    const signedOut = await get('/required');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toMatchObject({ code: 'unauthenticated', message: SIGN_IN_REQUIRED_MESSAGE });
    expect((await get('/required', 'fan-1')).json()).toEqual({ viewer: 'fan-1' });
    const worded = await app.inject({ method: 'POST', url: '/worded', payload: { n: 1 } });
    expect(worded.statusCode).toBe(401);
    expect(worded.json().error.message).toBe('Sign in to save.');
  });

  it('checks the input before the session: bad input is a 400 whoever asks', async () => {
    const res = await app.inject({ method: 'POST', url: '/worded', payload: { n: 'one' } });
    expect(res.statusCode).toBe(400);
  });

  it('a role: 403 for another role or none, 401 for a deleted account, and the role is read only where declared', async () => {
    roleReads = 0;
    await get('/required', 'fan-1');
    expect(roleReads).toBe(0);
    expect((await get('/admin', 'admin-1')).json()).toEqual({ viewer: 'admin-1' });
    for (const user of ['fan-1', 'roleless']) {
      const res = await get('/admin', user);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', message: 'Admins only.' });
    }
    const gone = await get('/admin', 'deleted-account');
    expect(gone.statusCode).toBe(401);
    expect((await get('/admin')).statusCode).toBe(401);
  });

  it('the rate limit counts signed-out requests too: the 429 comes before the 401', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('/limited')).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('a handler that reads a viewer its route does not declare is a server error, not a guess', async () => {
    const res = await get('/undeclared', 'fan-1');
    expect(res.statusCode).toBe(500);
  });
});
