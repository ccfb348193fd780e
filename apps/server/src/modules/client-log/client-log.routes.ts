import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '../../lib/route-pieces';

/** The web app reports paths it has no screen for, so unknown paths show up in the server log. */
export const clientLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/client-log/not-found',
    {
      config: { viewer: 'public', rateLimit: limits.write },
      schema: {
        tags: ['client-log'],
        summary: 'Record a path the web app could not route',
        body: z.object({ path: z.string().min(1).max(2000) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      request.log.warn({ path: request.body.path }, 'page not found');
      return reply.status(204).send(null);
    },
  );
};
