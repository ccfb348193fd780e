import { PROFILE_SESSION_MESSAGE, ProfileResponse, UpdateProfileRequest } from '@pulse/domain/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import { requireViewer, viewerOf } from '../../plugins/viewer';
import type { ProfileService } from './profile.service';

/** The profile is the session's own (a guest's counts). */
const viewer = requireViewer(PROFILE_SESSION_MESSAGE);

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  const tags = ['profile'];

  app.get(
    '/api/profile',
    {
      config: { viewer },
      schema: {
        tags,
        summary: "The caller's editable profile: shared fields and their role's section",
        response: { 200: ProfileResponse, ...errors(401) },
      },
    },
    async (request) => service.getProfile(viewerOf(request).id),
  );

  app.put(
    '/api/profile',
    {
      config: { viewer, rateLimit: limits.write },
      schema: {
        tags,
        summary: "Save the caller's profile; only their own role's section is applied",
        body: UpdateProfileRequest,
        response: { 200: ProfileResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => service.updateProfile(viewerOf(request).id, request.body),
  );
};
