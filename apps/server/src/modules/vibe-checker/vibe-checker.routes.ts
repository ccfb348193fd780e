import { VibeCheckerResponse } from '@pulse/domain/vibe-checker';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VibeCheckerService } from './vibe-checker.service';

export const vibeCheckerRoutes: FastifyPluginAsyncZod<{ service: VibeCheckerService }> = async (app, { service }) => {
  app.get(
    '/api/vibe-checker',
    {
      config: { viewer: 'optional' },
      schema: {
        tags: ['discovery'],
        summary: "Up to 4 suggested creatives scored from the caller's interests, and a teaser about one creative",
        response: { 200: VibeCheckerResponse },
      },
    },
    async (request, reply) => {
      // Suggestions follow the caller's taste and the teaser is random: never shared by caches.
      reply.header('cache-control', 'private, no-store');
      return service.suggest(request.viewer?.id ?? null);
    },
  );
};
