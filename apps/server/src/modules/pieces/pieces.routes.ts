import { CosignResponse, FeedResponse, PieceResponse } from '@pulse/domain/cosign-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdParams, limits } from '../../lib/route-pieces';
import type { PiecesService } from './pieces.service';

/** The public feed of collaboration pieces and its co-sign toggle (issue 11, decision 017). */
export const piecesRoutes: FastifyPluginAsyncZod<{ service: PiecesService }> = async (app, { service }) => {
  const tags = ['feed'];

  app.get(
    '/api/pieces',
    {
      config: { rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The public feed: collaboration pieces, newest first, with the caller’s co-sign allowance',
        response: { 200: FeedResponse, ...errors(429) },
      },
    },
    async (request) => service.feed(request),
  );

  app.get(
    '/api/pieces/:id',
    {
      config: { rateLimit: limits.read },
      schema: {
        tags,
        summary: 'One collaboration piece',
        params: IdParams,
        response: { 200: PieceResponse, ...errors(404, 429) },
      },
    },
    async (request) => service.piece(request, request.params.id),
  );

  app.put(
    '/api/pieces/:id/cosign',
    {
      config: { rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Co-sign a piece (anonymous visitors: 3 a day, counted on the server)',
        params: IdParams,
        response: { 200: CosignResponse, ...errors(404, 429) },
      },
    },
    async (request, reply) => service.setCosign(request, reply, request.params.id, true),
  );

  app.delete(
    '/api/pieces/:id/cosign',
    {
      config: { rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Take a co-sign back (the daily co-sign is not given back)',
        params: IdParams,
        response: { 200: CosignResponse, ...errors(404, 429) },
      },
    },
    async (request, reply) => service.setCosign(request, reply, request.params.id, false),
  );
};
