import {
  ADMIN_ONLY_MESSAGE,
  AdminApplicationsQuery,
  AdminApplicationsResponse,
  ApplicationDecisionResponse,
  RejectApplicationRequest,
} from '@pulse/domain/applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, RawIdParams } from '../../lib/route-pieces';
import { requireRole, viewerOf } from '../../plugins/viewer';
import type { AdminService } from './admin.service';

const decisionResponses = {
  200: ApplicationDecisionResponse,
  ...errors(400, 401, 403, 404, 409),
};

/** The review queue (DESIGN 5.1): admins only, as every /api/admin route declares. */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  const tags = ['admin'];
  const admins = requireRole(['admin'], ADMIN_ONLY_MESSAGE);

  app.get(
    '/api/admin/applications',
    {
      config: { viewer: admins },
      schema: {
        tags,
        summary: 'Pending creative and partner applications, oldest first, with the counters',
        querystring: AdminApplicationsQuery,
        response: { 200: AdminApplicationsResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.listPending(request.query.limit),
  );

  app.post(
    '/api/admin/applications/:id/approve',
    {
      config: { viewer: admins },
      schema: { tags, summary: 'Approve a pending application', params: RawIdParams, response: decisionResponses },
    },
    async (request) => service.approve(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/admin/applications/:id/reject',
    {
      config: { viewer: admins },
      schema: {
        tags,
        summary: 'Reject a pending application with a reason',
        params: RawIdParams,
        body: RejectApplicationRequest,
        response: decisionResponses,
      },
    },
    async (request) => service.reject(viewerOf(request).id, request.params.id, request.body.reason),
  );
};
