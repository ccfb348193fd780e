import { DISCOVERY_SESSION_MESSAGE } from '@pulse/domain/feedback';
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
import { requireViewer, viewerOf } from '../../plugins/viewer';
import type { LibraryService } from './library.service';

const CreatorParams = z.object({ creatorId: z.string().min(1).max(200) });
const ListItemParams = CreatorParams.extend({ listId: z.string().min(1).max(200) });
const LIBRARY_WRITE_LIMIT = perSession('library', 120);
/** Every list and follow is the caller's own (a guest's session counts). */
const viewer = requireViewer(DISCOVERY_SESSION_MESSAGE);

export const libraryRoutes: FastifyPluginAsyncZod<{ service: LibraryService }> = async (app, { service }) => {
  const tags = ['library'];
  const writeErrors = errors(400, 401, 404, 429);

  app.get(
    '/api/me/library',
    {
      config: { viewer },
      schema: {
        tags,
        summary: 'Ids of the creatives the caller saved, follows, co-signed and skipped',
        response: { 200: LibraryState, ...errors(401) },
      },
    },
    async (request) => service.state(viewerOf(request).id),
  );

  app.get(
    '/api/me/saved',
    {
      config: { viewer },
      schema: {
        tags,
        summary: "The caller's saved lists with their creatives",
        response: { 200: SavedListsResponse, ...errors(401) },
      },
    },
    async (request) => service.lists(viewerOf(request).id),
  );

  app.post(
    '/api/me/saved',
    {
      config: { viewer, rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Save a creative to a named list (default Discoveries)',
        body: SaveCreatorRequest,
        response: { 200: SavedList, ...writeErrors },
      },
    },
    async (request) => service.save(viewerOf(request).id, request.body),
  );

  app.delete(
    '/api/me/saved/creators/:creatorId',
    {
      config: { viewer, rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Remove a creative from every list',
        params: CreatorParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.unsave(viewerOf(request).id, request.params.creatorId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/me/saved/:listId/creators/:creatorId',
    {
      config: { viewer, rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Remove a creative from one list',
        params: ListItemParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.unsaveFromList(viewerOf(request).id, request.params.listId, request.params.creatorId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/following',
    {
      config: { viewer },
      schema: {
        tags,
        summary: 'The creatives the caller follows, latest first',
        response: { 200: FollowingResponse, ...errors(401) },
      },
    },
    async (request) => service.following(viewerOf(request).id),
  );

  app.put(
    '/api/me/following/:creatorId',
    {
      config: { viewer, rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Follow a creative',
        params: CreatorParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.follow(viewerOf(request).id, request.params.creatorId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/me/following/:creatorId',
    {
      config: { viewer, rateLimit: LIBRARY_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Unfollow a creative',
        params: CreatorParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.unfollow(viewerOf(request).id, request.params.creatorId);
      return reply.code(204).send(null);
    },
  );
};
