import { ErrorBody } from '@pulse/domain/errors';
import { ComposeSignalRequest, ComposeSignalResponse, SignalAudienceResponse } from '@pulse/domain/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSessionKey } from '../../plugins/rate-limit';
import type { ComposeService } from './compose.service';

export const composeRoutes: FastifyPluginAsyncZod<{ service: ComposeService }> = async (app, { service }) => {
  const tags = ['signals'];

  app.get(
    '/api/signals/audience',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000, keyGenerator: perSessionKey('signal-audience') } },
      schema: {
        tags,
        summary: 'Who a signal from `/compose` reaches (the caller’s followers), and whether they may send one',
        response: { 200: SignalAudienceResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.audience(request),
  );

  app.post(
    '/api/signals/compose',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: perSessionKey('signal-compose') } },
      schema: {
        tags,
        summary: 'Compose Signal: a creative’s signal, with a notification to every follower',
        body: ComposeSignalRequest,
        response: { 201: ComposeSignalResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.compose(request, request.body)),
  );
};
