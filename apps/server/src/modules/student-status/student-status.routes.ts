import { STUDENT_STATUS_MESSAGES } from '@pulse/domain/student-status';
import {
  SendStudentLinkRequest,
  SendStudentLinkResponse,
  StudentStatus,
  VerifyStudentLinkRequest,
  VerifyStudentLinkResponse,
} from '@pulse/domain/student-status-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits, perSession } from '../../lib/route-pieces';
import { requireRole, requireViewer, viewerOf } from '../../plugins/viewer';
import type { StudentStatusService } from './student-status.service';

/** A creative's own student status (issue 36 item 4, decision 052). */
export const studentStatusRoutes: FastifyPluginAsyncZod<{ service: StudentStatusService }> = async (
  app,
  { service },
) => {
  const tags = ['student-status'];
  const creativesOnly = requireRole(['creator'], STUDENT_STATUS_MESSAGES.creativesOnly);

  app.get(
    '/api/student-status',
    {
      config: { viewer: creativesOnly, rateLimit: limits.read },
      schema: {
        tags,
        summary: "The creative's own student status: none, pending, verified (with the school) or expired",
        response: { 200: StudentStatus, ...errors(401, 403, 429) },
      },
    },
    async (request) => service.get(viewerOf(request).id),
  );

  app.post(
    '/api/student-status',
    {
      // Links sent are counted per account in the service (STUDENT_LINKS_PER_HOUR); this bounds the tries.
      config: { viewer: creativesOnly, rateLimit: perSession('student-status-send', 20) },
      schema: {
        tags,
        summary: 'Send a verification link to a school e-mail on the kept list of university domains',
        body: SendStudentLinkRequest,
        response: { 202: SendStudentLinkResponse, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.sendLink(viewerOf(request).id, request.body.schoolEmail)),
  );

  app.post(
    '/api/student-status/verify',
    {
      config: {
        viewer: requireViewer(STUDENT_STATUS_MESSAGES.signIn),
        rateLimit: perSession('student-status-verify', 20),
      },
      schema: {
        tags,
        summary: "Verify the signed-in creative's school e-mail with the token from the link",
        body: VerifyStudentLinkRequest,
        response: { 200: VerifyStudentLinkResponse, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => service.verify(viewerOf(request).id, request.body.token),
  );

  app.delete(
    '/api/student-status',
    {
      config: { viewer: creativesOnly, rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Remove the student status (the badge goes at once)',
        response: { 200: StudentStatus, ...errors(401, 403, 429) },
      },
    },
    async (request) => service.remove(viewerOf(request).id),
  );
};
