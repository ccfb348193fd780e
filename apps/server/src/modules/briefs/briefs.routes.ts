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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdParams, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { BriefsService } from './briefs.service';

export const briefsRoutes: FastifyPluginAsyncZod<{ service: BriefsService }> = async (app, { service }) => {
  const tags = ['briefs'];

  app.post(
    '/api/briefs',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Post a licensing brief (open; a draft while the partner awaits approval)',
        body: PostBriefRequest,
        response: { 201: BriefResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.postBrief(viewerOf(request).id, request.body)),
  );

  app.get(
    '/api/briefs',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The caller's briefs, drafts included, newest first",
        response: { 200: BriefsResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.listBriefs(viewerOf(request).id),
  );

  app.get(
    '/api/briefs/matching',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'Open briefs ranked for the calling creative, with their score, reason and submission',
        response: { 200: MatchingBriefsResponse, ...errors(401, 403, 429) },
      },
    },
    async (request) => service.matchingBriefs(viewerOf(request).id),
  );

  app.get(
    '/api/briefs/:id',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'A brief with its matches; only its owner sees it',
        params: IdParams,
        response: { 200: BriefDetailResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.getBrief(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/briefs/:id/match-preview',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'AI Match Preview: the approved creatives who fit the brief best',
        params: IdParams,
        response: { 200: MatchPreviewResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.matchPreview(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/briefs/:id/publish',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: "Publish the owner's draft (approved partners only)",
        params: IdParams,
        response: { 200: BriefResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => service.publishBrief(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/briefs/:id/close',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: "Close the owner's brief",
        params: IdParams,
        response: { 200: BriefResponse, ...errors(401, 404, 409) },
      },
    },
    async (request) => service.closeBrief(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/collaborator/weekly-recommendations',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The answer to the weekly recommendations offer, or null',
        response: { 200: WeeklyRecsResponse, ...errors(401) },
      },
    },
    async (request) => service.getWeeklyRecs(viewerOf(request).id),
  );

  app.put(
    '/api/collaborator/weekly-recommendations',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Answer the weekly recommendations offer (Yes, Weekly Recs / Maybe Later)',
        body: WeeklyRecsRequest,
        response: { 200: WeeklyRecsResponse, ...errors(400, 401) },
      },
    },
    async (request) => service.saveWeeklyRecs(viewerOf(request).id, request.body.choice),
  );
};
