import { DiscoverCreativesQuery, DiscoverCreativesResponse } from '@pulse/domain/creators';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DiscoveryService } from './discovery.service';

export const discoveryRoutes: FastifyPluginAsyncZod<{ service: DiscoveryService }> = async (app, { service }) => {
  app.get(
    '/api/discover/creatives',
    {
      schema: {
        tags: ['discovery'],
        summary: 'Approved creatives, a page at a time',
        querystring: DiscoverCreativesQuery,
        response: { 200: DiscoverCreativesResponse, 400: ErrorBody },
      },
    },
    async (request) => service.listCreatives(request.query.limit, request.query.cursor),
  );
};
