import { MeResponse } from '@pulse/domain/accounts';
import { DemoAccountParams, DemoAccountsResponse } from '@pulse/domain/demo-accounts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import { toFetchHeaders } from '../../plugins/auth';
import type { DemoAccountsService } from './demo-accounts.service';

/** One-click sign-ins per address: a person tries a few sides in a minute; a script does not get a session mill. */
export const DEMO_SIGN_IN_LIMIT = {
  max: 10,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `demo-sign-in:${request.ip}`,
};

/**
 * The sign-in page's demo accounts (decision 053). Registered only while demo accounts exist (demo data on,
 * never in production): otherwise both paths answer the API's 404.
 */
export const demoAccountsRoutes: FastifyPluginAsyncZod<{ service: DemoAccountsService }> = async (app, { service }) => {
  const tags = ['accounts'];

  app.get(
    '/api/demo-accounts',
    {
      config: { viewer: 'public', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The demo accounts the sign-in page offers (404 without demo data, and always in production)',
        response: { 200: DemoAccountsResponse, ...errors(429) },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/api/demo-accounts/:key/sign-in',
    {
      config: { viewer: 'public', rateLimit: DEMO_SIGN_IN_LIMIT },
      schema: {
        tags,
        summary: 'Sign in as a demo account: a real session, its cookie set',
        params: DemoAccountParams,
        response: { 200: MeResponse, ...errors(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { result, setCookies } = await service.signIn(request.params.key, toFetchHeaders(request.headers));
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return { user: result };
    },
  );
};
