import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import {
  AdminReportsResponse,
  BlockRequest,
  BlockResponse,
  BlocksResponse,
  BlockUserParams,
  ModerateReportRequest,
  ModerateReportResponse,
  ModerationParams,
  PostReportRequest,
  PostReportResponse,
} from '@pulse/domain/safety-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, limits, perSession } from '../../lib/route-pieces';
import { requireRole, requireViewer, viewerOf } from '../../plugins/viewer';
import type { SafetyService } from './safety.service';

/** A person reports now and then; a script filing reports by the hundred is held here. */
const REPORT_LIMIT = perSession('reports', 10);
const BLOCK_LIMIT = perSession('blocks', 30);
const MODERATION_LIMIT = perSession('moderation', 60);

/** Blocks, reports and the admin's reports queue (issue 36 item 6, decision 050). */
export const safetyRoutes: FastifyPluginAsyncZod<{ service: SafetyService }> = async (app, { service }) => {
  const admins = requireRole(['admin'], SAFETY_MESSAGES.adminOnly);
  const tags = ['safety'];
  const blocker = requireViewer(SAFETY_MESSAGES.signInToBlock);

  app.get(
    '/api/blocks',
    {
      config: { viewer: blocker, rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The people the caller blocked, newest first',
        response: { 200: BlocksResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.listBlocks(viewerOf(request).id),
  );

  app.post(
    '/api/blocks',
    {
      config: { viewer: blocker, rateLimit: BLOCK_LIMIT },
      schema: {
        tags,
        summary: 'Block someone: no messages, offers or invites either way, and hidden from each other (accounts)',
        body: BlockRequest,
        response: { 201: BlockResponse, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.block(viewerOf(request).id, request.body.userId)),
  );

  app.delete(
    '/api/blocks/:userId',
    {
      config: { viewer: blocker, rateLimit: BLOCK_LIMIT },
      schema: {
        tags,
        summary: 'Unblock someone the caller blocked (nothing to lift is fine too)',
        params: BlockUserParams,
        response: { 204: z.null(), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await service.unblock(viewerOf(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/reports',
    {
      config: { viewer: requireViewer(SAFETY_MESSAGES.signInToReport), rateLimit: REPORT_LIMIT },
      schema: {
        tags,
        summary: 'Report a profile, a message, a piece, a brief or a review the caller can see, with a reason',
        body: PostReportRequest,
        response: { 201: PostReportResponse, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.report(viewerOf(request).id, request.body)),
  );

  const adminTags = ['admin', 'safety'];
  app.get(
    '/api/admin/reports',
    {
      config: { viewer: admins, rateLimit: limits.read },
      schema: {
        tags: adminTags,
        summary: 'Open reports, oldest first, with what each is about and the account behind it (admins only)',
        response: { 200: AdminReportsResponse, ...errors(401, 403, 429) },
      },
    },
    async (request) => service.listOpen(viewerOf(request).id),
  );

  app.post(
    '/api/admin/reports/:id/:action',
    {
      config: { viewer: admins, rateLimit: MODERATION_LIMIT },
      schema: {
        tags: adminTags,
        summary:
          'Dismiss the report, hide the content, warn the account or suspend it (admins only; a note for all but dismiss)',
        params: ModerationParams,
        body: ModerateReportRequest,
        response: { 200: ModerateReportResponse, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      service.moderate(viewerOf(request).id, request.params.id, request.params.action, request.body.note),
  );
};
