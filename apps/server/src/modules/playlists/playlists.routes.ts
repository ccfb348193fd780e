import { ErrorBody } from '@pulse/domain/errors';
import {
  CreatePlaylistRequest,
  PlaylistBookmarkKind,
  PlaylistDetail,
  PlaylistsResponse,
  UpdatePlaylistRequest,
} from '@pulse/domain/playlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlaylistsService } from './playlists.service';

const WRITE_LIMIT = { max: 60, timeWindow: 60_000 };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });
const BookmarkParams = IdParams.extend({ kind: PlaylistBookmarkKind });

/** Playlists of creators' work (issue 11 item 5, decision 017). */
export const playlistsRoutes: FastifyPluginAsyncZod<{ service: PlaylistsService }> = async (app, { service }) => {
  const tags = ['playlists'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

  app.get(
    '/api/playlists/mine',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's playlists and the ones they saved or favourited",
        response: { 200: PlaylistsResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.mine(request),
  );

  app.post(
    '/api/playlists',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: "Create a playlist from one of the caller's saved lists (private unless asked otherwise)",
        body: CreatePlaylistRequest,
        response: { 201: PlaylistDetail, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request, request.body)),
  );

  app.get(
    '/api/playlists/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'A playlist with its items and Similar Vibes (a private one only to its owner)',
        params: IdParams,
        response: { 200: PlaylistDetail, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.get(request, request.params.id),
  );

  app.patch(
    '/api/playlists/:id',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Rename a playlist or change its visibility (owner only)',
        params: IdParams,
        body: UpdatePlaylistRequest,
        response: { 200: PlaylistDetail, ...errors },
      },
    },
    async (request) => service.update(request, request.params.id, request.body),
  );

  app.delete(
    '/api/playlists/:id',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Delete a playlist (owner only)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/playlists/:id/bookmarks/:kind',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Save the playlist or add it to Favorites',
        params: BookmarkParams,
        response: { 200: PlaylistDetail, ...errors },
      },
    },
    async (request) => service.bookmark(request, request.params.id, request.params.kind, true),
  );

  app.delete(
    '/api/playlists/:id/bookmarks/:kind',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Unsave the playlist or remove it from Favorites',
        params: BookmarkParams,
        response: { 200: PlaylistDetail, ...errors },
      },
    },
    async (request) => service.bookmark(request, request.params.id, request.params.kind, false),
  );
};
