import { SaveTasteRequest, TasteMatchesResponse, TasteProfile } from '@pulse/domain/taste';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-pieces';
import { requireViewer, viewerOf } from '../../plugins/viewer';
import { TASTE_SESSION_MESSAGE, type TasteService } from './taste.service';

/** Every taste route is the session's own (a guest's counts). */
const viewer = requireViewer(TASTE_SESSION_MESSAGE);

export const tasteRoutes: FastifyPluginAsyncZod<{ service: TasteService }> = async (app, { service }) => {
  const tags = ['taste'];

  app.get(
    '/api/taste',
    {
      config: { viewer },
      schema: {
        tags,
        summary: "The caller's taste profile (empty until onboarding saves a step)",
        response: { 200: TasteProfile, ...errors(401) },
      },
    },
    async (request) => service.getTaste(viewerOf(request).id),
  );

  app.post(
    '/api/taste',
    {
      config: { viewer },
      schema: {
        tags,
        summary: 'Save one onboarding step of the taste: fan quiz, micro-calibration, anchor or liked creators',
        body: SaveTasteRequest,
        response: { 200: TasteProfile, ...errors(400, 401) },
      },
    },
    async (request) => service.saveTaste(viewerOf(request).id, request.body),
  );

  app.get(
    '/api/taste/matches',
    {
      config: { viewer },
      schema: {
        tags,
        summary: 'The creatives the micro-calibration matched, as cards for swipe matching',
        response: { 200: TasteMatchesResponse, ...errors(401) },
      },
    },
    async (request) => service.getMatches(viewerOf(request).id),
  );
};
