import {
  AdminApplicationsQuery,
  AdminApplicationsResponse,
  ApplicationDecisionResponse,
  RejectApplicationRequest,
} from '@pulse/domain/applications';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminService } from './admin.service';

const Params = z.object({ id: z.string().min(1).max(100) });
const decisionResponses = {
  200: ApplicationDecisionResponse,
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
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
        response: { 200: AdminApplicationsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.listPending(request, request.query.limit),
  );

  app.post(
    '/api/admin/applications/:id/approve',
    {
      schema: { tags, summary: 'Approve a pending application', params: Params, response: decisionResponses },
    },
    async (request) => service.approve(request, request.params.id),
  );

  app.post(
    '/api/admin/applications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending application with a reason',
        params: Params,
        body: RejectApplicationRequest,
        response: decisionResponses,
      },
    },
    async (request) => service.reject(request, request.params.id, request.body.reason),
  );
};
