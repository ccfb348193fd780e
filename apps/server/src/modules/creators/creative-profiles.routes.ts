import { CreativeProfileRequest, MyCreativeProfileResponse } from '@pulse/domain/creator-setup';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreativeProfilesService } from './creative-profiles.service';

export const creativeProfilesRoutes: FastifyPluginAsyncZod<{ service: CreativeProfilesService }> = async (
  app,
  { service },
) => {
  const tags = ['creators'];

  app.get(
    '/api/creative-profiles/me',
    {
      schema: {
        tags,
        summary: "The caller's creator profile, latest creative application and review status",
        response: { 200: MyCreativeProfileResponse },
      },
    },
    async (request) => service.getMine(request),
  );

  app.post(
    '/api/creative-profiles',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Complete the creator setup: role creator, the profile, and review pending',
        body: CreativeProfileRequest,
        response: { 200: MyCreativeProfileResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.save(request, request.body),
  );
};
