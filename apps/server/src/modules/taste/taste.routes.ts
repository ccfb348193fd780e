import { SaveTasteRequest, TasteMatchesResponse, TasteProfile } from '@pulse/domain/taste';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-pieces';
import type { TasteService } from './taste.service';

export const tasteRoutes: FastifyPluginAsyncZod<{ service: TasteService }> = async (app, { service }) => {
  const tags = ['taste'];

  app.get(
    '/api/taste',
    {
      schema: {
        tags,
        summary: "The caller's taste profile (empty until onboarding saves a step)",
        response: { 200: TasteProfile, ...errors(401) },
      },
    },
    async (request) => service.getTaste(request),
  );

  app.post(
    '/api/taste',
    {
      schema: {
        tags,
        summary: 'Save one onboarding step of the taste: fan quiz, micro-calibration, anchor or liked creators',
        body: SaveTasteRequest,
        response: { 200: TasteProfile, ...errors(400, 401) },
      },
    },
    async (request) => service.saveTaste(request, request.body),
  );

  app.get(
    '/api/taste/matches',
    {
      schema: {
        tags,
        summary: 'The creatives the micro-calibration matched, as cards for swipe matching',
        response: { 200: TasteMatchesResponse, ...errors(401) },
      },
    },
    async (request) => service.getMatches(request),
  );
};
