import { LicenseMatchResponse, MatchResponse, SubmitMatchRequest, SubmitMatchResponse } from '@pulse/domain/briefs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdParams, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { SubmissionsService } from './submissions.service';

export const submissionsRoutes: FastifyPluginAsyncZod<{ service: SubmissionsService }> = async (app, { service }) => {
  const tags = ['submissions'];

  app.post(
    '/api/briefs/:id/submissions',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Submit Match: an approved creative submits one of their snippets to an open brief',
        params: IdParams,
        body: SubmitMatchRequest,
        response: {
          201: SubmitMatchResponse,
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.submit(viewerOf(request).id, request.params.id, request.body)),
  );

  app.post(
    '/api/submissions/:id/shortlist',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: "Shortlist a pending match (the brief's owner)",
        params: IdParams,
        response: { 200: MatchResponse, ...errors(401, 404, 409, 429) },
      },
    },
    async (request) => service.shortlist(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/submissions/:id/license',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Confirm License: license a pending or shortlisted match and open its deal (idempotent)',
        params: IdParams,
        response: { 200: LicenseMatchResponse, ...errors(401, 404, 409, 429) },
      },
    },
    async (request) => service.license(viewerOf(request).id, request.params.id),
  );
};
