import { PublishedPieceResponse, PublishPieceRequest } from '@pulse/domain/piece-publishing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, Id, IdParams, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { PiecePublishingService } from './piece-publishing.service';

const DealParams = z.object({ dealId: Id });

/** Approved creatives publish their own pieces to the public feed and unpublish them (decision 017). */
export const piecePublishingRoutes: FastifyPluginAsyncZod<{ service: PiecePublishingService }> = async (
  app,
  { service },
) => {
  const tags = ['feed'];

  app.post(
    '/api/pieces',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Publish a piece from one of your own snippets (approved creatives)',
        body: PublishPieceRequest,
        response: { 201: PublishedPieceResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.publish(viewerOf(request).id, request.body)),
  );

  app.post(
    '/api/pieces/from-deal/:dealId',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Publish delivered deal work as a piece (a creative of the deal, with the partner’s consent)',
        params: DealParams,
        response: {
          201: PublishedPieceResponse,
          ...errors(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.publishFromDeal(viewerOf(request).id, request.params.dealId)),
  );

  app.delete(
    '/api/pieces/:id',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Unpublish one of your pieces',
        params: IdParams,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.unpublish(viewerOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
