import { CosignResponse, FeedResponse, PieceResponse } from '@pulse/domain/cosign-limit-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdParams, limits } from '../../lib/route-pieces';
import { type Caller, type PiecesService, type SetCookie, VISITOR_COOKIE } from './pieces.service';

/** Signed in or not, everyone reads and co-signs; the daily limit depends on who it is. */
const viewer = 'optional';

function callerOf(request: FastifyRequest): Caller {
  return { viewer: request.viewer, visitorCookie: request.cookies[VISITOR_COOKIE] };
}

function setCookieOn(reply: FastifyReply): SetCookie {
  return (name, value, options) => reply.setCookie(name, value, options);
}

/** The public feed of collaboration pieces and its co-sign toggle (issue 11, decision 017). */
export const piecesRoutes: FastifyPluginAsyncZod<{ service: PiecesService }> = async (app, { service }) => {
  const tags = ['feed'];

  app.get(
    '/api/pieces',
    {
      config: { viewer, rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The public feed: collaboration pieces, newest first, with the caller’s co-sign allowance',
        response: { 200: FeedResponse, ...errors(429) },
      },
    },
    async (request) => service.feed(callerOf(request)),
  );

  app.get(
    '/api/pieces/:id',
    {
      config: { viewer, rateLimit: limits.read },
      schema: {
        tags,
        summary: 'One collaboration piece',
        params: IdParams,
        response: { 200: PieceResponse, ...errors(404, 429) },
      },
    },
    async (request) => service.piece(callerOf(request), request.params.id),
  );

  app.put(
    '/api/pieces/:id/cosign',
    {
      config: { viewer, rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Co-sign a piece (anonymous visitors: 3 a day, counted on the server)',
        params: IdParams,
        response: { 200: CosignResponse, ...errors(404, 429) },
      },
    },
    async (request, reply) => service.setCosign(callerOf(request), setCookieOn(reply), request.params.id, true),
  );

  app.delete(
    '/api/pieces/:id/cosign',
    {
      config: { viewer, rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Take a co-sign back (the daily co-sign is not given back)',
        params: IdParams,
        response: { 200: CosignResponse, ...errors(404, 429) },
      },
    },
    async (request, reply) => service.setCosign(callerOf(request), setCookieOn(reply), request.params.id, false),
  );
};
