import { CreatorDashboardResponse, SendSignalRequest, SendSignalResponse, StudioResponse } from '@pulse/domain/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { StudioService } from './studio.service';

export const studioRoutes: FastifyPluginAsyncZod<{ service: StudioService }> = async (app, { service }) => {
  const tags = ['studio'];

  app.get(
    '/api/creator/dashboard',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: "The creative's dashboard: Active Snippets, Pending Earnings, their snippets and submissions",
        response: { 200: CreatorDashboardResponse, ...errors(401, 403) },
      },
    },
    async (request) => service.dashboard(viewerOf(request).id),
  );

  app.get(
    '/api/studio',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: "PulseStudio: the creative's Recent activity, Portfolio and Insights",
        response: { 200: StudioResponse, ...errors(401, 403) },
      },
    },
    async (request) => service.studio(viewerOf(request).id),
  );

  app.post(
    '/api/signal',
    {
      config: { viewer: 'required', rateLimit: limits.slowWrite },
      schema: {
        tags,
        summary: 'Send The Signal: store a short message from the profile',
        body: SendSignalRequest,
        response: { 201: SendSignalResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.sendSignal(viewerOf(request).id, request.body)),
  );
};
