import { ADMIN_ONLY_MESSAGE } from '@pulse/domain/applications';
import {
  PriceFloorsResponse,
  PriceGuidance,
  PriceGuidanceQuery,
  SetPriceFloorRequest,
} from '@pulse/domain/price-guidance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdParams, limits } from '../../lib/route-pieces';
import { requireRole, viewerOf } from '../../plugins/viewer';
import type { PricingService } from './pricing.service';

/** Price and timeline guidance from completed deals, and the admins' budget floors (decision 055). */
export const pricingRoutes: FastifyPluginAsyncZod<{ service: PricingService }> = async (app, { service }) => {
  const tags = ['pricing'];

  app.get(
    '/api/price-guidance',
    {
      // Like Discover and search, no per-route limit: one indexed read of a view, asked as a partner types and
      // measured by the bench.
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'What similar completed deals paid and took, for a brief being written',
        querystring: PriceGuidanceQuery,
        response: { 200: PriceGuidance, ...errors(400, 401) },
      },
    },
    async (request) => service.guidance(request.query),
  );

  app.get(
    '/api/briefs/:id/price-guidance',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The same figures for a posted brief, as a creative judging it sees them',
        params: IdParams,
        response: { 200: PriceGuidance, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => service.briefGuidance(viewerOf(request).id, request.params.id),
  );

  const admins = requireRole(['admin'], ADMIN_ONLY_MESSAGE);
  app.get(
    '/api/admin/price-floors',
    {
      config: { viewer: admins },
      schema: {
        tags,
        summary: 'Each category with its budget floor',
        response: { 200: PriceFloorsResponse, ...errors(401, 403) },
      },
    },
    async () => service.listFloors(),
  );
  app.put(
    '/api/admin/price-floors',
    {
      config: { viewer: admins, rateLimit: limits.write },
      schema: {
        tags,
        summary: "Set a category's budget floor (0 clears it)",
        body: SetPriceFloorRequest,
        response: { 200: PriceFloorsResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.setFloor(viewerOf(request).id, request.body),
  );
};
