import {
  AdminApplicationsQuery,
  AdminApplicationsResponse,
  ApplicationDecisionResponse,
  RejectApplicationRequest,
} from '@pulse/domain/applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, RawIdParams } from '../../lib/route-pieces';
import type { AdminService } from './admin.service';

const decisionResponses = {
  200: ApplicationDecisionResponse,
  ...errors(400, 401, 403, 404, 409),
};

/** The review queue (DESIGN 5.1): admins only, checked in the service. */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  const tags = ['admin'];
  // Who may ask is settled before the body is read; the service checks again for every call.
  app.addHook('onRequest', async (request) => {
    await service.requireAdmin(request);
  });

  app.get(
    '/api/admin/applications',
    {
      schema: {
        tags,
        summary: 'Pending creative and partner applications, oldest first, with the counters',
        querystring: AdminApplicationsQuery,
        response: { 200: AdminApplicationsResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.listPending(request, request.query.limit),
  );

  app.post(
    '/api/admin/applications/:id/approve',
    {
      schema: { tags, summary: 'Approve a pending application', params: RawIdParams, response: decisionResponses },
    },
    async (request) => service.approve(request, request.params.id),
  );

  app.post(
    '/api/admin/applications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending application with a reason',
        params: RawIdParams,
        body: RejectApplicationRequest,
        response: decisionResponses,
      },
    },
    async (request) => service.reject(request, request.params.id, request.body.reason),
  );
};
