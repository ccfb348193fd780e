import {
  CalibrationsResponse,
  DISCOVERY_SESSION_MESSAGE,
  FeedbackRequest,
  FeedbackResponse,
  ForYouResponse,
  RecalibrateResponse,
} from '@pulse/domain/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, perSession } from '../../lib/route-pieces';
import { requireViewer, viewerOf } from '../../plugins/viewer';
import type { FeedService } from './feed.service';

/** A fan co-signs or skips a card every second or two; this is generous for people and tight for scripts. */
const FEEDBACK_LIMIT = perSession('feedback', 60);
const RECALIBRATE_LIMIT = perSession('recalibrate', 30);
/** Every feed route is the fan's own (a guest's session counts). */
const viewer = requireViewer(DISCOVERY_SESSION_MESSAGE);

export const feedRoutes: FastifyPluginAsyncZod<{ service: FeedService }> = async (app, { service }) => {
  const tags = ['discovery'];

  app.get(
    '/api/feed/for-you',
    {
      config: { viewer },
      schema: {
        tags,
        summary: 'For You: at most 10 creatives ranked by the taste profile, the Taste DNA line and the insight',
        response: { 200: ForYouResponse, ...errors(401) },
      },
    },
    async (request) => service.forYou(viewerOf(request).id),
  );

  app.post(
    '/api/feedback',
    {
      config: { viewer, rateLimit: FEEDBACK_LIMIT },
      schema: {
        tags,
        summary: 'Co-sign, skip or dive deeper on a creative; stored as a taste calibration',
        body: FeedbackRequest,
        response: { 200: FeedbackResponse, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => service.feedback(viewerOf(request).id, request.body),
  );

  app.get(
    '/api/feedback',
    {
      config: { viewer },
      schema: {
        tags,
        summary: "The caller's latest 50 taste calibrations, newest first",
        response: { 200: CalibrationsResponse, ...errors(401) },
      },
    },
    async (request) => service.calibrations(viewerOf(request).id),
  );

  app.post(
    '/api/recalibrate',
    {
      config: { viewer, rateLimit: RECALIBRATE_LIMIT },
      schema: {
        tags,
        summary: 'Rebuild the taste profile from onboarding and every calibration; returns the insight',
        response: { 200: RecalibrateResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.recalibrate(viewerOf(request).id),
  );
};
