import {
  CompleteSetupResponse,
  CreateSnippetRequest,
  MySnippetsResponse,
  SnippetResponse,
  UpdateSnippetRequest,
} from '@pulse/domain/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, UploadIdParams } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { SnippetsService } from './snippets.service';

export const snippetsRoutes: FastifyPluginAsyncZod<{ service: SnippetsService }> = async (app, { service }) => {
  const tags = ['snippets'];

  app.post(
    '/api/snippets',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Save Work: a snippet (or full track) from an uploaded file, with categories and rights',
        body: CreateSnippetRequest,
        response: {
          201: SnippetResponse,
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ snippet: await service.create(viewerOf(request).id, request.body) }),
  );

  app.get(
    '/api/snippets/mine',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: "The caller's snippets and tracks, newest first",
        response: { 200: MySnippetsResponse, ...errors(401, 403) },
      },
    },
    async (request) => ({ items: await service.listMine(viewerOf(request).id) }),
  );

  app.patch(
    '/api/snippets/:id',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Edit a snippet: title, categories, tags and (producers) rights',
        params: UploadIdParams,
        body: UpdateSnippetRequest,
        response: { 200: SnippetResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ snippet: await service.update(viewerOf(request).id, request.params.id, request.body) }),
  );

  app.delete(
    '/api/snippets/:id',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Delete a snippet and its file',
        params: UploadIdParams,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(viewerOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/creator-setup/complete',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Complete Setup & Go to Dashboard: role creator and setup_completed, once one upload exists',
        response: { 200: CompleteSetupResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.completeSetup(viewerOf(request).id),
  );
};
