import { ErrorBody } from '@pulse/domain/errors';
import {
  LouBriefResponse,
  LouConfigResponse,
  LouConversationResponse,
  PhraseLouReplyRequest,
  PhraseLouReplyResponse,
  SaveLouBriefRequest,
  SaveLouConversationRequest,
  SaveLouConversationResponse,
} from '@pulse/domain/lou/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LouService } from './lou.service';

/** Per address and minute: a chat saves a few times per conversation; scripts hit the wall. */
const SAVE_LIMIT = { max: 20, timeWindow: 60_000 };
/** One phrasing per Lou reply: a brisk chat stays well under it. */
const PHRASE_LIMIT = { max: 60, timeWindow: 60_000 };
const READ_LIMIT = { max: 120, timeWindow: 60_000 };

const IdParams = z.object({ id: z.string().trim().min(1).max(100) });

export const louRoutes: FastifyPluginAsyncZod<{ service: LouService }> = async (app, { service }) => {
  const tags = ['lou'];

  app.post(
    '/api/lou/responses',
    {
      config: { rateLimit: SAVE_LIMIT },
      schema: {
        tags,
        summary: 'Save a conversation with Lou (save-responses); returns convo_id',
        body: SaveLouConversationRequest,
        response: { 201: SaveLouConversationResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.saveConversation(request, request.body)),
  );

  app.get(
    '/api/lou/conversations/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'A saved conversation: its speaker or an admin reads it',
        params: IdParams,
        response: { 200: LouConversationResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ({ conversation: await service.getConversation(request, request.params.id) }),
  );

  app.post(
    '/api/lou/briefs',
    {
      config: { rateLimit: SAVE_LIMIT },
      schema: {
        tags,
        summary: 'Save the brief Lou drafted as the partner’s draft project brief',
        body: SaveLouBriefRequest,
        response: { 201: LouBriefResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send({ brief: await service.saveBrief(request, request.body) }),
  );

  app.get(
    '/api/lou/briefs/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'A draft brief from chat; only its owner reads it',
        params: IdParams,
        response: { 200: LouBriefResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ({ brief: await service.getBrief(request, request.params.id) }),
  );

  app.get(
    '/api/lou/config',
    {
      schema: {
        tags,
        summary: 'Whether Lou may phrase replies with a language model',
        response: { 200: LouConfigResponse },
      },
    },
    async () => service.config(),
  );

  app.post(
    '/api/lou/phrase',
    {
      config: { rateLimit: PHRASE_LIMIT },
      schema: {
        tags,
        summary: 'Rephrase a rule-based reply with the language model (falls back to the reply itself)',
        body: PhraseLouReplyRequest,
        response: { 200: PhraseLouReplyResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.phrase(request, request.body),
  );
};
