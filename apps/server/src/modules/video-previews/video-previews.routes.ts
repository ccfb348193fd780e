import { ErrorBody } from '@pulse/domain/errors';
import { VideoPreviewRequest, VideoPreviewResponse, VideoPreviewsResponse } from '@pulse/domain/video-previews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VideoPreviewsService } from './video-previews.service';

/** Each request costs the partner a provider call: kept low. */
const WRITE_LIMIT = { max: 10, timeWindow: 60_000 };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };

export const videoPreviewsRoutes: FastifyPluginAsyncZod<{ service: VideoPreviewsService }> = async (
  app,
  { service },
) => {
  const tags = ['video-previews'];

  app.post(
    '/api/video-previews',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Ask the video provider for a collaboration preview with a creator (partners only)',
        body: VideoPreviewRequest,
        response: {
          201: VideoPreviewResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.request(request, request.body)),
  );

  app.get(
    '/api/video-previews',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The partner's own previews with one creator, newest first, and whether a provider is configured",
        querystring: z.object({ creatorId: z.string().trim().min(1).max(100) }),
        response: { 200: VideoPreviewsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.list(request, request.query.creatorId),
  );

  app.get(
    '/api/video-previews/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "One of the caller's previews; anyone else's is a 404",
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: VideoPreviewResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.get(request, request.params.id),
  );
};
