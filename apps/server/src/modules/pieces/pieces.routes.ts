import { CosignResponse, FeedResponse, PieceResponse } from '@pulse/domain/cosign-limit';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PiecesService } from './pieces.service';

const WRITE_LIMIT = { max: 60, timeWindow: 60_000 };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The public feed of collaboration pieces and its co-sign toggle (issue 11, decision 017). */
export const piecesRoutes: FastifyPluginAsyncZod<{ service: PiecesService }> = async (app, { service }) => {
  const tags = ['feed'];

  app.get(
    '/api/pieces',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'The public feed: collaboration pieces, newest first, with the caller’s co-sign allowance',
        response: { 200: FeedResponse, 429: ErrorBody },
      },
    },
    async (request) => service.feed(request),
  );

  app.get(
    '/api/pieces/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'One collaboration piece',
        params: IdParams,
        response: { 200: PieceResponse, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.piece(request, request.params.id),
  );

  app.put(
    '/api/pieces/:id/cosign',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Co-sign a piece (anonymous visitors: 3 a day, counted on the server)',
        params: IdParams,
        response: { 200: CosignResponse, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => service.setCosign(request, reply, request.params.id, true),
  );

  app.delete(
    '/api/pieces/:id/cosign',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Take a co-sign back (the daily co-sign is not given back)',
        params: IdParams,
        response: { 200: CosignResponse, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => service.setCosign(request, reply, request.params.id, false),
  );
};
