import { ADMIN_ONLY_MESSAGE } from '@pulse/domain/applications';
import { HeldUploadResponse, HeldUploadsResponse, MyHoldsResponse } from '@pulse/domain/content-holds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits, RawIdParams } from '../../lib/route-pieces';
import { requireRole, viewerOf } from '../../plugins/viewer';
import type { HoldsService } from './holds.service';

const tags = ['holds'];

/** The admins' queue of held uploads (decision 058): both recordings, release or reject. */
export const heldUploadsAdminRoutes: FastifyPluginAsyncZod<{ service: HoldsService }> = async (app, { service }) => {
  const admins = requireRole(['admin'], ADMIN_ONLY_MESSAGE);

  app.get(
    '/api/admin/held-uploads',
    {
      config: { viewer: admins, rateLimit: limits.read },
      schema: {
        tags,
        summary:
          'Uploads held because their audio matches another account’s work: pending first, then the latest decided',
        response: { 200: HeldUploadsResponse, ...errors(401, 403) },
      },
    },
    async (request) => service.queue(viewerOf(request).id),
  );

  for (const action of ['release', 'reject'] as const) {
    app.post(
      `/api/admin/held-uploads/:id/${action}`,
      {
        config: { viewer: admins, rateLimit: limits.write },
        schema: {
          tags,
          summary:
            action === 'release' ? 'Release a held beat: it is published' : 'Reject a held beat: it stays unpublished',
          params: RawIdParams,
          response: { 200: HeldUploadResponse, ...errors(401, 403, 404, 409) },
        },
      },
      async (request) => service[action](viewerOf(request).id, request.params.id),
    );
  }
};

/** The uploader's own holds: what their beat screens show. */
export const myHoldsRoutes: FastifyPluginAsyncZod<{ service: HoldsService }> = async (app, { service }) => {
  app.get(
    '/api/me/held-uploads',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'Your uploads held for review, and how each review ended',
        response: { 200: MyHoldsResponse, ...errors(401) },
      },
    },
    async (request) => service.mine(viewerOf(request).id),
  );
};
