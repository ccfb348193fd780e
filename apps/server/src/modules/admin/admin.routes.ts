import {
  AdminApplicationsQuery,
  AdminApplicationsResponse,
  ApplicationDecisionResponse,
  RejectApplicationRequest,
} from '@pulse/domain/applications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, RawIdParams } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { AdminService } from './admin.service';

const decisionResponses = {
  200: ApplicationDecisionResponse,
  ...errors(400, 401, 403, 404, 409),
};

/**
 * The onRequest hook of the admin routes: who may ask is settled before the body is read, so a non-admin's bad
 * input is a 401 or 403, never a 400. `config.viewer` resolves later (a preHandler, after validation), so this
 * hook reads the session itself; the service checks the admin again for every call, with the id the route passes.
 */
export function adminsOnly(service: AdminService) {
  return async (request: FastifyRequest) => {
    const session = await request.sessionUser();
    await service.requireAdmin(session?.id ?? null);
  };
}

/** The review queue (DESIGN 5.1): admins only, checked by the hook and in the service. */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  const tags = ['admin'];
  app.addHook('onRequest', adminsOnly(service));

  app.get(
    '/api/admin/applications',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Pending creative and partner applications, oldest first, with the counters',
        querystring: AdminApplicationsQuery,
        response: { 200: AdminApplicationsResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.listPending(viewerOf(request).id, request.query.limit),
  );

  app.post(
    '/api/admin/applications/:id/approve',
    {
      config: { viewer: 'required' },
      schema: { tags, summary: 'Approve a pending application', params: RawIdParams, response: decisionResponses },
    },
    async (request) => service.approve(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/admin/applications/:id/reject',
    {
      config: { viewer: 'required' },
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
