import {
  BrandDiscoverResponse,
  CARD_PORTFOLIO_IMAGES,
  CreatorSearchQuery,
  CreatorSearchResponse,
  InviteCreativesRequest,
  InviteCreativesResponse,
  MyInvitationsResponse,
} from '@pulse/domain/creator-search';
import { workCoverSvg } from '@pulse/domain/work-cover';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, IdParams, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { SearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (app, { service }) => {
  const tags = ['search'];

  app.get(
    '/api/creators/search',
    {
      // Like Discover and For You, no per-route limit: a read of public cards, measured by the bench.
      // 401 here; the partner check (403) stays in the service, which reads the account.
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Search approved creatives by text and the brand filters (partners only), a keyset page at a time',
        querystring: CreatorSearchQuery,
        response: { 200: CreatorSearchResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.search(viewerOf(request).id, request.query),
  );

  app.post(
    '/api/briefs/:id/invitations',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: "Invite All: invite creatives to the owner's open brief; each new invitee is notified",
        params: IdParams,
        body: InviteCreativesRequest,
        response: {
          200: InviteCreativesResponse,
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => service.invite(viewerOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/me/invitations',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'Briefs partners invited the caller to, newest first',
        response: { 200: MyInvitationsResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.myInvitations(viewerOf(request).id),
  );

  app.get(
    '/api/brand/discover',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "Discover Pairings: creatives ranked by the matching engine against the partner's briefs",
        response: { 200: BrandDiscoverResponse, ...errors(401, 403, 429) },
      },
    },
    async (request) => service.pairings(viewerOf(request).id),
  );

  app.get(
    '/api/creators/:id/works/:index',
    {
      config: { viewer: 'public' },
      schema: {
        tags,
        summary: "A generated cover for one of a creative's recent works (search card portfolio images)",
        params: IdParams.extend({
          index: z.coerce
            .number()
            .int()
            .min(0)
            .max(CARD_PORTFOLIO_IMAGES - 1),
        }),
        response: { 200: z.string(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const work = await service.work(request.params.id, request.params.index);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .send(workCoverSvg(work.title, work.seed));
    },
  );
};
