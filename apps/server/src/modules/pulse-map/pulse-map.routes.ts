import { PulseMapResponse } from '@pulse/domain/pulse-map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import { requireViewer, viewerOf } from '../../plugins/viewer';
import type { PulseMapService } from './pulse-map.service';

export const PULSE_MAP_SESSION_MESSAGE = 'Choose a role to see your Pulse Map.';

/** GET /api/pulse-map (issue 11, decision 017). */
export const pulseMapRoutes: FastifyPluginAsyncZod<{ service: PulseMapService }> = async (app, { service }) => {
  app.get(
    '/api/pulse-map',
    {
      config: { viewer: requireViewer(PULSE_MAP_SESSION_MESSAGE), rateLimit: limits.slowRead },
      schema: {
        tags: ['circles'],
        summary: "The caller's taste network: followed and co-signed creators placed by alignment",
        response: { 200: PulseMapResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.map(viewerOf(request).id),
  );
};
