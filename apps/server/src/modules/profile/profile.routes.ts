import { ErrorBody } from '@pulse/domain/errors';
import { ProfileResponse, UpdateProfileRequest } from '@pulse/domain/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  const tags = ['profile'];

  app.get(
    '/api/profile',
    {
      schema: {
        tags,
        summary: "The caller's editable profile: shared fields and their role's section",
        response: { 200: ProfileResponse, 401: ErrorBody },
      },
    },
    async (request) => service.getProfile(request),
  );

  app.put(
    '/api/profile',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Save the caller's profile; only their own role's section is applied",
        body: UpdateProfileRequest,
        response: { 200: ProfileResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.updateProfile(request, request.body),
  );
};
