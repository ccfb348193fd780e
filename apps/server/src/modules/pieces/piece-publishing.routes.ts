import { ErrorBody } from '@pulse/domain/errors';
import { PublishedPieceResponse, PublishPieceRequest } from '@pulse/domain/piece-publishing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PiecePublishingService } from './piece-publishing.service';

const WRITE_LIMIT = { max: 30, timeWindow: 60_000 };
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });
const DealParams = z.object({ dealId: z.string().trim().min(1).max(100) });

/** Approved creatives publish their own pieces to the public feed and unpublish them (decision 017). */
export const piecePublishingRoutes: FastifyPluginAsyncZod<{ service: PiecePublishingService }> = async (
  app,
  { service },
) => {
  const tags = ['feed'];

  app.post(
    '/api/pieces',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Publish a piece from one of your own snippets (approved creatives)',
        body: PublishPieceRequest,
        response: { 201: PublishedPieceResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await service.publish(request, request.body)),
  );

  app.post(
    '/api/pieces/from-deal/:dealId',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Publish delivered deal work as a piece (a creative of the deal, with the partner’s consent)',
        params: DealParams,
        response: {
          201: PublishedPieceResponse,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await service.publishFromDeal(request, request.params.dealId)),
  );

  app.delete(
    '/api/pieces/:id',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Unpublish one of your pieces',
        params: IdParams,
        response: { 204: z.null(), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await service.unpublish(request, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
