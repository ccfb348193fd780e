import { ProfileResponse, UpdateProfileRequest } from '@pulse/domain/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  const tags = ['profile'];

  app.get(
    '/api/profile',
    {
      schema: {
        tags,
        summary: "The caller's editable profile: shared fields and their role's section",
        response: { 200: ProfileResponse, ...errors(401) },
      },
    },
    async (request) => service.getProfile(request),
  );

  app.put(
    '/api/profile',
    {
      config: { rateLimit: limits.write },
      schema: {
        tags,
        summary: "Save the caller's profile; only their own role's section is applied",
        body: UpdateProfileRequest,
        response: { 200: ProfileResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => service.updateProfile(request, request.body),
  );
};
