import { CONTACT_TOPICS, ContactRequest, ContactResponse } from '@pulse/domain/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, perMinute } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { ContactService } from './contact.service';

const ContactMessage = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  createdAt: z.string(),
});

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

  app.get(
    '/api/contact/messages',
    {
      // 401 here; the admin check stays in the service, which reads the account.
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Contact messages, newest first (admins)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ items: z.array(ContactMessage) }), ...errors(401, 403) },
      },
    },
    async (request) => ({ items: await service.listForAdmin(viewerOf(request).id, request.query.limit) }),
  );
};
