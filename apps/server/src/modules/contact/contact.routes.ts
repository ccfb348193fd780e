import { ADMIN_ONLY_MESSAGE } from '@pulse/domain/applications';
import {
  ContactInboxResponse,
  ContactMessage,
  ContactReplyRequest,
  ContactRequest,
  ContactResponse,
} from '@pulse/domain/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, IdParams, limits, perMinute } from '../../lib/route-pieces';
import { requireRole, viewerOf } from '../../plugins/viewer';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  const tags = ['contact'];
  app.post(
    '/api/contact',
    {
      // A signed-in sender's message carries their account.
      config: { viewer: 'optional', rateLimit: perMinute(5) },
      schema: {
        tags,
        summary: 'Send a message to the Pulse team',
        body: ContactRequest,
        response: { 201: ContactResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.submit(request.viewer?.id ?? null, request.body)),
  );

  const admin = requireRole(['admin'], ADMIN_ONLY_MESSAGE);
  app.get(
    '/api/admin/contact-messages',
    {
      config: { viewer: admin, rateLimit: limits.read },
      schema: {
        tags: ['admin', ...tags],
        summary: 'Contact messages, open ones first (admins only)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: ContactInboxResponse, ...errors(401, 403, 429) },
      },
    },
    async (request) => service.inbox(request.query.limit),
  );

  app.post(
    '/api/admin/contact-messages/:id/reply',
    {
      config: { viewer: admin, rateLimit: limits.submit },
      schema: {
        tags: ['admin', ...tags],
        summary: 'Answer a contact message by e-mail to its sender, once (admins only)',
        params: IdParams,
        body: ContactReplyRequest,
        response: { 200: z.object({ message: ContactMessage }), ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => service.reply(viewerOf(request).id, request.params.id, request.body.reply),
  );
};
