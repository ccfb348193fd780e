import {
  DiscoverCreativesQuery,
  DiscoverCreativesResponse,
  DiscoverTagsResponse,
} from '@pulse/domain/creators-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-pieces';
import type { DiscoveryService } from './discovery.service';

export const discoveryRoutes: FastifyPluginAsyncZod<{ service: DiscoveryService }> = async (app, { service }) => {
  app.get(
    '/api/discover/creatives',
    {
      // A signed-in viewer never sees someone they blocked or who blocked them (decision 050).
      config: { viewer: 'optional' },
      schema: {
        tags: ['discovery'],
        summary: 'Approved creatives, a page at a time, filtered by Discover category and any of the tags',
        querystring: DiscoverCreativesQuery,
        response: { 200: DiscoverCreativesResponse, ...errors(400) },
      },
    },
    async (request) => service.listCreatives(request.query, request.viewer?.id ?? null),
  );

  app.get(
    '/api/discover/tags',
    {
      config: { viewer: 'public' },
      schema: {
        tags: ['discovery'],
        summary: 'The most used vibe tags among approved creatives (the explore chips)',
        response: { 200: DiscoverTagsResponse },
      },
    },
    async () => ({ tags: await service.topTags() }),
  );
};
