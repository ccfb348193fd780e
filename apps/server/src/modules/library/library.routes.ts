import {
  FollowingResponse,
  LibraryState,
  SaveCreatorRequest,
  SavedList,
  SavedListsResponse,
} from '@pulse/domain/library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, perSession } from '../../lib/route-pieces';
import type { LibraryService } from './library.service';

const CreatorParams = z.object({ creatorId: z.string().min(1).max(200) });
const ListItemParams = CreatorParams.extend({ listId: z.string().min(1).max(200) });
const LIBRARY_WRITE_LIMIT = perSession('library', 120);

export const libraryRoutes: FastifyPluginAsyncZod<{ service: LibraryService }> = async (app, { service }) => {
  const tags = ['library'];
  const writeErrors = errors(400, 401, 404, 429);

  app.get(
    '/api/me/library',
    {
      schema: {
        tags,
        summary: 'Ids of the creatives the caller saved, follows, co-signed and skipped',
        response: { 200: LibraryState, ...errors(401) },
      },
    },
    async (request) => service.state(request),
  );

  app.get(
    '/api/me/saved',
    {
      schema: {
        tags,
        summary: "The caller's saved lists with their creatives",
        response: { 200: SavedListsResponse, ...errors(401) },
      },
    },
    async (request) => service.lists(request),
  );

  app.post(
    '/api/me/saved',
    {
      config: { rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Save a creative to a named list (default Discoveries)',
        body: SaveCreatorRequest,
        response: { 200: SavedList, ...writeErrors },
      },
    },
    async (request) => service.save(request, request.body),
  );

  app.delete(
    '/api/me/saved/creators/:creatorId',
    {
      config: { rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Remove a creative from every list',
        params: CreatorParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.unsave(request, request.params.creatorId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/me/saved/:listId/creators/:creatorId',
    {
      config: { rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Remove a creative from one list',
        params: ListItemParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.unsaveFromList(request, request.params.listId, request.params.creatorId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/following',
    {
      schema: {
        tags,
        summary: 'The creatives the caller follows, latest first',
        response: { 200: FollowingResponse, ...errors(401) },
      },
    },
    async (request) => service.following(request),
  );

  app.put(
    '/api/me/following/:creatorId',
    {
      config: { rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Follow a creative',
        params: CreatorParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.follow(request, request.params.creatorId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/me/following/:creatorId',
    {
      config: { rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Unfollow a creative',
        params: CreatorParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.unfollow(request, request.params.creatorId);
      return reply.code(204).send(null);
    },
  );
};
