import { ErrorBody } from '@pulse/domain/errors';
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
import { perSessionKey } from '../../plugins/rate-limit';
import type { MessagingService } from './messaging.service';

const SEND_LIMIT = { max: 60, timeWindow: 60_000, keyGenerator: perSessionKey('messages') };
const WRITE_LIMIT = { max: 120, timeWindow: 60_000, keyGenerator: perSessionKey('messaging-write') };
const READ_LIMIT = { max: 600, timeWindow: 60_000, keyGenerator: perSessionKey('messaging-read') };
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });
const UserParams = z.object({ userId: z.string().trim().min(1).max(100) });

export const messagingRoutes: FastifyPluginAsyncZod<{ service: MessagingService }> = async (app, { service }) => {
  const tags = ['messaging'];

  app.post(
    '/api/threads',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        tags,
        summary: 'Message a creative: start (or reuse) the thread with the opening message',
        body: StartConversationRequest,
        response: {
          200: StartConversationResponse,
          201: StartConversationResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await service.startConversation(request, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/threads',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's threads (active or archived), most recent activity first",
        querystring: ThreadsQuery,
        response: { 200: ThreadsResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.listThreads(request, request.query.status),
  );

  app.get(
    '/api/threads/with/:userId',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's thread with a creative (or null), and whether they may write",
        params: UserParams,
        response: { 200: ConversationWithResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.conversationWith(request, request.params.userId),
  );

  app.get(
    '/api/threads/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'A thread with its newest messages; participants only',
        params: IdParams,
        response: { 200: ThreadResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.getThread(request, request.params.id),
  );

  app.get(
    '/api/threads/:id/messages',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'Older messages of a thread, before a message id; participants only',
        params: IdParams,
        querystring: MessagesQuery,
        response: { 200: MessagesPageResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.listMessages(request, request.params.id, request.query.before),
  );

  app.post(
    '/api/threads/:id/messages',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        tags,
        summary: 'Send a text, a project brief, or an answer (accept, decline, counter) to the offer on the table',
        params: IdParams,
        body: SendMessageRequest,
        response: {
          201: SendMessageResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.send(request, request.params.id, request.body)),
  );

  for (const [action, status] of [
    ['archive', 'archived'],
    ['unarchive', 'active'],
  ] as const) {
    app.post(
      `/api/threads/:id/${action}`,
      {
        config: { rateLimit: WRITE_LIMIT },
        schema: {
          tags,
          summary: action === 'archive' ? 'Archive a thread (active → archived)' : 'Unarchive a thread',
          params: IdParams,
          response: { 200: ThreadSummaryResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
        },
      },
      async (request) => service.setStatus(request, request.params.id, status),
    );
  }

  app.post(
    '/api/threads/:id/read',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: "Mark a thread read; answers the caller's unread total",
        params: IdParams,
        response: { 200: UnreadCountResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.markRead(request, request.params.id),
  );

  app.get(
    '/api/messages/unread-count',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'Unread messages in all of the caller’s threads (the top bar badge)',
        response: { 200: UnreadCountResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.unreadCount(request),
  );

  const notificationTags = ['notifications'];
  app.get(
    '/api/notifications',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: notificationTags,
        summary: 'The notification centre: newest first, with the unread count',
        response: { 200: NotificationsResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.listNotifications(request),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: notificationTags,
        summary: 'Mark one of the caller’s notifications read',
        params: IdParams,
        response: { 200: NotificationsResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.readNotification(request, request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: notificationTags,
        summary: 'Mark all of the caller’s notifications read',
        response: { 200: NotificationsResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.readAllNotifications(request),
  );
};
