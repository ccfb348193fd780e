import { VideoPreviewRequest, VideoPreviewResponse, VideoPreviewsResponse } from '@pulse/domain/video-previews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, Id, IdParams, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { VideoPreviewsService } from './video-previews.service';

export const videoPreviewsRoutes: FastifyPluginAsyncZod<{ service: VideoPreviewsService }> = async (
  app,
  { service },
) => {
  const tags = ['video-previews'];

  app.post(
    '/api/video-previews',
    {
      // Each request costs the partner a provider call: kept low.
      config: { viewer: 'required', rateLimit: limits.slowWrite },
      schema: {
        tags,
        summary: 'Ask the video provider for a collaboration preview with a creator (partners only)',
        body: VideoPreviewRequest,
        response: {
          201: VideoPreviewResponse,
          ...errors(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.request(viewerOf(request).id, request.body)),
  );

  app.get(
    '/api/video-previews',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The partner's own previews with one creator, newest first, and whether a provider is configured",
        querystring: z.object({ creatorId: Id }),
        response: { 200: VideoPreviewsResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => service.list(viewerOf(request).id, request.query.creatorId),
  );

  app.get(
    '/api/video-previews/:id',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "One of the caller's previews; anyone else's is a 404",
        params: IdParams,
        response: { 200: VideoPreviewResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.get(viewerOf(request).id, request.params.id),
  );
};
