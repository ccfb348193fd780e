import { ComposeSignalRequest, ComposeSignalResponse, SignalAudienceResponse } from '@pulse/domain/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, perSession } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { ComposeService } from './compose.service';

export const composeRoutes: FastifyPluginAsyncZod<{ service: ComposeService }> = async (app, { service }) => {
  const tags = ['signals'];

  app.get(
    '/api/signals/audience',
    {
      config: { viewer: 'required', rateLimit: perSession('signal-audience', 120) },
      schema: {
        tags,
        summary: 'Who a signal from `/compose` reaches (the caller’s followers), and whether they may send one',
        response: { 200: SignalAudienceResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.audience(viewerOf(request).id),
  );

  app.post(
    '/api/signals/compose',
    {
      config: { viewer: 'required', rateLimit: perSession('signal-compose', 10) },
      schema: {
        tags,
        summary: 'Compose Signal: a creative’s signal, with a notification to every follower',
        body: ComposeSignalRequest,
        response: { 201: ComposeSignalResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.compose(viewerOf(request).id, request.body)),
  );
};
