import { LicenseMatchResponse, MatchResponse, SubmitMatchRequest, SubmitMatchResponse } from '@pulse/domain/briefs';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SubmissionsService } from './submissions.service';

const WRITE_LIMIT = { max: 30, timeWindow: 60_000 };
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });

export const submissionsRoutes: FastifyPluginAsyncZod<{ service: SubmissionsService }> = async (app, { service }) => {
  const tags = ['submissions'];

  app.post(
    '/api/briefs/:id/submissions',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Submit Match: an approved creative submits one of their snippets to an open brief',
        params: IdParams,
        body: SubmitMatchRequest,
        response: {
          201: SubmitMatchResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.submit(request, request.params.id, request.body)),
  );

  app.post(
    '/api/submissions/:id/shortlist',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: "Shortlist a pending match (the brief's owner)",
        params: IdParams,
        response: { 200: MatchResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.shortlist(request, request.params.id),
  );

  app.post(
    '/api/submissions/:id/license',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Confirm License: license a pending or shortlisted match and open its deal (idempotent)',
        params: IdParams,
        response: { 200: LicenseMatchResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.license(request, request.params.id),
  );
};
