import { PulseMapResponse } from '@pulse/domain/pulse-map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import type { PulseMapService } from './pulse-map.service';

/** GET /api/pulse-map (issue 11, decision 017). */
export const pulseMapRoutes: FastifyPluginAsyncZod<{ service: PulseMapService }> = async (app, { service }) => {
  app.get(
    '/api/pulse-map',
    {
      config: { rateLimit: limits.slowRead },
      schema: {
        tags: ['circles'],
        summary: "The caller's taste network: followed and co-signed creators placed by alignment",
        response: { 200: PulseMapResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.map(request),
  );
};
