import {
  ConversationWithResponse,
  MessagesPageResponse,
  MessagesQuery,
  NotificationsResponse,
  SendMessageRequest,
  SendMessageResponse,
  StartConversationRequest,
  StartConversationResponse,
  ThreadResponse,
  ThreadSummaryResponse,
  ThreadsQuery,
  ThreadsResponse,
  UnreadCountResponse,
} from '@pulse/domain/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, Id, IdParams, perSession } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { MessagingService } from './messaging.service';

const SEND_LIMIT = perSession('messages', 60);
const MESSAGING_WRITE_LIMIT = perSession('messaging-write', 120);
const MESSAGING_READ_LIMIT = perSession('messaging-read', 600);
const UserParams = z.object({ userId: Id });

export const messagingRoutes: FastifyPluginAsyncZod<{ service: MessagingService }> = async (app, { service }) => {
  const tags = ['messaging'];

  app.post(
    '/api/threads',
    {
      config: { viewer: 'required', rateLimit: SEND_LIMIT },
      schema: {
        tags,
        summary: 'Message a creative: start (or reuse) the thread with the opening message',
        body: StartConversationRequest,
        response: {
          200: StartConversationResponse,
          201: StartConversationResponse,
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await service.startConversation(viewerOf(request).id, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/threads',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's threads (active or archived), most recent activity first",
        querystring: ThreadsQuery,
        response: { 200: ThreadsResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => service.listThreads(viewerOf(request).id, request.query.status),
  );

  app.get(
    '/api/threads/with/:userId',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's thread with a creative (or null), and whether they may write",
        params: UserParams,
        response: { 200: ConversationWithResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.conversationWith(viewerOf(request).id, request.params.userId),
  );

  app.get(
    '/api/threads/:id',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_READ_LIMIT },
      schema: {
        tags,
        summary: 'A thread with its newest messages; participants only',
        params: IdParams,
        response: { 200: ThreadResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.getThread(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/threads/:id/messages',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_READ_LIMIT },
      schema: {
        tags,
        summary: 'Older messages of a thread, before a message id; participants only',
        params: IdParams,
        querystring: MessagesQuery,
        response: { 200: MessagesPageResponse, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => service.listMessages(viewerOf(request).id, request.params.id, request.query.before),
  );

  app.post(
    '/api/threads/:id/messages',
    {
      config: { viewer: 'required', rateLimit: SEND_LIMIT },
      schema: {
        tags,
        summary: 'Send a text, a project brief, or an answer (accept, decline, counter) to the offer on the table',
        params: IdParams,
        body: SendMessageRequest,
        response: {
          201: SendMessageResponse,
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.send(viewerOf(request).id, request.params.id, request.body)),
  );

  for (const [action, status] of [
    ['archive', 'archived'],
    ['unarchive', 'active'],
  ] as const) {
    app.post(
      `/api/threads/:id/${action}`,
      {
        config: { viewer: 'required', rateLimit: MESSAGING_WRITE_LIMIT },
        schema: {
          tags,
          summary: action === 'archive' ? 'Archive a thread (active → archived)' : 'Unarchive a thread',
          params: IdParams,
          response: { 200: ThreadSummaryResponse, ...errors(401, 404, 429) },
        },
      },
      async (request) => service.setStatus(viewerOf(request).id, request.params.id, status),
    );
  }

  app.post(
    '/api/threads/:id/read',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_WRITE_LIMIT },
      schema: {
        tags,
        summary: "Mark a thread read; answers the caller's unread total",
        params: IdParams,
        response: { 200: UnreadCountResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.markRead(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/messages/unread-count',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_READ_LIMIT },
      schema: {
        tags,
        summary: 'Unread messages in all of the caller’s threads (the top bar badge)',
        response: { 200: UnreadCountResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.unreadCount(viewerOf(request).id),
  );

  const notificationTags = ['notifications'];
  app.get(
    '/api/notifications',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_READ_LIMIT },
      schema: {
        tags: notificationTags,
        summary: 'The notification centre: newest first, with the unread count',
        response: { 200: NotificationsResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.listNotifications(viewerOf(request).id),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_WRITE_LIMIT },
      schema: {
        tags: notificationTags,
        summary: 'Mark one of the caller’s notifications read',
        params: IdParams,
        response: { 200: NotificationsResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.readNotification(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { viewer: 'required', rateLimit: MESSAGING_WRITE_LIMIT },
      schema: {
        tags: notificationTags,
        summary: 'Mark all of the caller’s notifications read',
        response: { 200: NotificationsResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.readAllNotifications(viewerOf(request).id),
  );
};
