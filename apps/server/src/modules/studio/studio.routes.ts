import { ErrorBody } from '@pulse/domain/errors';
import { CreatorDashboardResponse, SendSignalRequest, SendSignalResponse, StudioResponse } from '@pulse/domain/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StudioService } from './studio.service';

export const studioRoutes: FastifyPluginAsyncZod<{ service: StudioService }> = async (app, { service }) => {
  const tags = ['studio'];

  app.get(
    '/api/creator/dashboard',
    {
      schema: {
        tags,
        summary: "The creative's dashboard: Active Snippets, Pending Earnings, their snippets and submissions",
        response: { 200: CreatorDashboardResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.dashboard(request),
  );

  app.get(
    '/api/studio',
    {
      schema: {
        tags,
        summary: "PulseStudio: the creative's Recent activity, Portfolio and Insights",
        response: { 200: StudioResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.studio(request),
  );

  app.post(
    '/api/signal',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Send The Signal: store a short message from the profile',
        body: SendSignalRequest,
        response: { 201: SendSignalResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.sendSignal(request, request.body)),
  );
};
