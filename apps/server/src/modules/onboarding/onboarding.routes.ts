import {
  CREATIVE_ONBOARDING_ROLES,
  CreativeDraft,
  CreativeDraftResponse,
  saveCreativeDraftRequest,
} from '@pulse/domain/creative-onboarding';
import {
  ROLE_PREFERENCE_KINDS,
  RolePreferencesResponse,
  SAVE_ROLE_PREFERENCES_REQUESTS,
} from '@pulse/domain/role-quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { OnboardingService } from './onboarding.service';

/**
 * One route per quiz kind and per creative role, so each body is checked by its own schema (the
 * specialties a producer may pick differ from a filmmaker's) and OpenAPI lists them exactly.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{ service: OnboardingService }> = async (app, { service }) => {
  const tags = ['onboarding'];

  for (const kind of ROLE_PREFERENCE_KINDS) {
    const path = `/api/onboarding/preferences/${kind}`;
    app.get(
      path,
      {
        config: { viewer: 'required' },
        schema: {
          tags,
          summary: `Your ${kind} quiz answers (empty until the first answer)`,
          response: { 200: RolePreferencesResponse, ...errors(401) },
        },
      },
      async (request) => service.getPreferences(viewerOf(request).id, kind),
    );

    app.put(
      path,
      {
        config: { viewer: 'required' },
        schema: {
          tags,
          summary: `Save ${kind} quiz answers (merged into the stored ones); completed on the last step`,
          body: SAVE_ROLE_PREFERENCES_REQUESTS[kind],
          response: { 200: RolePreferencesResponse, ...errors(400, 401) },
        },
      },
      async (request) => service.savePreferences(viewerOf(request).id, kind, request.body),
    );
  }

  for (const role of CREATIVE_ONBOARDING_ROLES) {
    const path = `/api/onboarding/drafts/${role}`;
    app.get(
      path,
      {
        config: { viewer: 'required' },
        schema: {
          tags,
          summary: `Your ${role} creative onboarding draft, or null`,
          response: { 200: CreativeDraftResponse, ...errors(401) },
        },
      },
      async (request) => ({ draft: await service.getDraft(viewerOf(request).id, role) }),
    );

    app.put(
      path,
      {
        config: { viewer: 'required' },
        schema: {
          tags,
          summary: `Save your ${role} creative onboarding draft (replaces it)`,
          body: saveCreativeDraftRequest(role),
          response: { 200: z.object({ draft: CreativeDraft }), ...errors(400, 401) },
        },
      },
      async (request) => ({ draft: await service.saveDraft(viewerOf(request).id, role, request.body) }),
    );

    app.delete(
      path,
      {
        config: { viewer: 'required' },
        schema: {
          tags,
          summary: `Discard your ${role} creative onboarding draft`,
          response: { 204: z.null(), ...errors(401) },
        },
      },
      async (request, reply) => {
        await service.deleteDraft(viewerOf(request).id, role);
        return reply.status(204).send(null);
      },
    );
  }
};
