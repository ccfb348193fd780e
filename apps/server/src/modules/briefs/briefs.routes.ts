import {
  BriefDetailResponse,
  BriefResponse,
  BriefsResponse,
  MatchingBriefsResponse,
  MatchPreviewResponse,
  PostBriefRequest,
  WeeklyRecsRequest,
  WeeklyRecsResponse,
} from '@pulse/domain/briefs';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BriefsService } from './briefs.service';

const WRITE_LIMIT = { max: 30, timeWindow: 60_000 };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });

export const briefsRoutes: FastifyPluginAsyncZod<{ service: BriefsService }> = async (app, { service }) => {
  const tags = ['briefs'];

  app.post(
    '/api/briefs',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Post a licensing brief (open; a draft while the partner awaits approval)',
        body: PostBriefRequest,
        response: { 201: BriefResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.postBrief(request, request.body)),
  );

  app.get(
    '/api/briefs',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's briefs, drafts included, newest first",
        response: { 200: BriefsResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.listBriefs(request),
  );

  app.get(
    '/api/briefs/matching',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'Open briefs ranked for the calling creative, with their score, reason and submission',
        response: { 200: MatchingBriefsResponse, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.matchingBriefs(request),
  );

  app.get(
    '/api/briefs/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'A brief with its matches; only its owner sees it',
        params: IdParams,
        response: { 200: BriefDetailResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.getBrief(request, request.params.id),
  );

  app.get(
    '/api/briefs/:id/match-preview',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'AI Match Preview: the approved creatives who fit the brief best',
        params: IdParams,
        response: { 200: MatchPreviewResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.matchPreview(request, request.params.id),
  );

  app.post(
    '/api/briefs/:id/publish',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: "Publish the owner's draft (approved partners only)",
        params: IdParams,
        response: { 200: BriefResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => service.publishBrief(request, request.params.id),
  );

  app.post(
    '/api/briefs/:id/close',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: "Close the owner's brief",
        params: IdParams,
        response: { 200: BriefResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => service.closeBrief(request, request.params.id),
  );

  app.get(
    '/api/collaborator/weekly-recommendations',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'The answer to the weekly recommendations offer, or null',
        response: { 200: WeeklyRecsResponse, 401: ErrorBody },
      },
    },
    async (request) => service.getWeeklyRecs(request),
  );

  app.put(
    '/api/collaborator/weekly-recommendations',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Answer the weekly recommendations offer (Yes, Weekly Recs / Maybe Later)',
        body: WeeklyRecsRequest,
        response: { 200: WeeklyRecsResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => service.saveWeeklyRecs(request, request.body.choice),
  );
};
