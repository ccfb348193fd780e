import { CreativeProfileRequest, MyCreativeProfileResponse } from '@pulse/domain/creator-setup-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { CreativeProfilesService } from './creative-profiles.service';

export const creativeProfilesRoutes: FastifyPluginAsyncZod<{ service: CreativeProfilesService }> = async (
  app,
  { service },
) => {
  const tags = ['creators'];

  app.get(
    '/api/creative-profiles/me',
    {
      config: { viewer: 'optional' },
      schema: {
        tags,
        summary: "The caller's creator profile, latest creative application and review status",
        response: { 200: MyCreativeProfileResponse },
      },
    },
    async (request) => service.getMine(request.viewer?.id ?? null),
  );

  app.post(
    '/api/creative-profiles',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Complete the creator setup: role creator, the profile, and review pending',
        body: CreativeProfileRequest,
        response: { 200: MyCreativeProfileResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => service.save(viewerOf(request).id, request.body),
  );
};
