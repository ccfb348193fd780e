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
import { errors, IdParams, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { LouService } from './lou.service';

export const louRoutes: FastifyPluginAsyncZod<{ service: LouService }> = async (app, { service }) => {
  const tags = ['lou'];

  app.post(
    '/api/lou/responses',
    {
      config: { viewer: 'required', rateLimit: limits.submit },
      schema: {
        tags,
        summary: 'Save a conversation with Lou (save-responses); returns convo_id',
        body: SaveLouConversationRequest,
        response: { 201: SaveLouConversationResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.saveConversation(viewerOf(request).id, request.body)),
  );

  app.get(
    '/api/lou/conversations/:id',
    {
      config: { viewer: 'required', rateLimit: limits.slowRead },
      schema: {
        tags,
        summary: 'A saved conversation: its speaker or an admin reads it',
        params: IdParams,
        response: { 200: LouConversationResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => ({ conversation: await service.getConversation(viewerOf(request).id, request.params.id) }),
  );

  app.post(
    '/api/lou/briefs',
    {
      config: { viewer: 'required', rateLimit: limits.submit },
      schema: {
        tags,
        summary: 'Save the brief Lou drafted as the partner’s draft project brief',
        body: SaveLouBriefRequest,
        response: { 201: LouBriefResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ brief: await service.saveBrief(viewerOf(request).id, request.body) }),
  );

  app.get(
    '/api/lou/briefs/:id',
    {
      config: { viewer: 'required', rateLimit: limits.slowRead },
      schema: {
        tags,
        summary: 'A draft brief from chat; only its owner reads it',
        params: IdParams,
        response: { 200: LouBriefResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => ({ brief: await service.getBrief(viewerOf(request).id, request.params.id) }),
  );

  app.get(
    '/api/lou/config',
    {
      config: { viewer: 'public' },
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
      // One phrasing per Lou reply: a brisk chat stays well under it. A session keeps the paid model from being
      // an open proxy.
      config: { viewer: 'required', rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Rephrase a rule-based reply with the language model (falls back to the reply itself)',
        body: PhraseLouReplyRequest,
        response: { 200: PhraseLouReplyResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => service.phrase(request.body, request.log),
  );
};
