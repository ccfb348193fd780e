import {
  CreatePlaylistRequest,
  PLAYLIST_SESSION_MESSAGE,
  PlaylistBookmarkKind,
  PlaylistDetail,
  PlaylistsResponse,
  UpdatePlaylistRequest,
} from '@pulse/domain/playlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, IdParams, limits } from '../../lib/route-pieces';
import { requireViewer, viewerOf } from '../../plugins/viewer';
import type { PlaylistsService } from './playlists.service';

const BookmarkParams = IdParams.extend({ kind: PlaylistBookmarkKind });
/** Anyone reads a public playlist; making, changing and bookmarking one needs a session (a guest's counts). */
const viewer = requireViewer(PLAYLIST_SESSION_MESSAGE);

/** Playlists of creators' work (issue 11 item 5, decision 017). */
export const playlistsRoutes: FastifyPluginAsyncZod<{ service: PlaylistsService }> = async (app, { service }) => {
  const tags = ['playlists'];
  const playlistErrors = errors(400, 401, 403, 404, 429);

  app.get(
    '/api/playlists/mine',
    {
      config: { viewer, rateLimit: limits.read },
      schema: {
        tags,
        summary: "The caller's playlists and the ones they saved or favourited",
        response: { 200: PlaylistsResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.mine(viewerOf(request).id),
  );

  app.post(
    '/api/playlists',
    {
      config: { viewer, rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: "Create a playlist from one of the caller's saved lists (private unless asked otherwise)",
        body: CreatePlaylistRequest,
        response: { 201: PlaylistDetail, ...playlistErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(viewerOf(request).id, request.body)),
  );

  app.get(
    '/api/playlists/:id',
    {
      config: { viewer: 'optional', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'A playlist with its items and Similar Vibes (a private one only to its owner)',
        params: IdParams,
        response: { 200: PlaylistDetail, ...errors(404, 429) },
      },
    },
    async (request) => service.get(request.viewer?.id ?? null, request.params.id),
  );

  app.patch(
    '/api/playlists/:id',
    {
      config: { viewer, rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Rename a playlist or change its visibility (owner only)',
        params: IdParams,
        body: UpdatePlaylistRequest,
        response: { 200: PlaylistDetail, ...playlistErrors },
      },
    },
    async (request) => service.update(viewerOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/playlists/:id',
    {
      config: { viewer, rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Delete a playlist (owner only)',
        params: IdParams,
        response: { 204: z.null(), ...playlistErrors },
      },
    },
    async (request, reply) => {
      await service.remove(viewerOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/playlists/:id/bookmarks/:kind',
    {
      config: { viewer, rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Save the playlist or add it to Favorites',
        params: BookmarkParams,
        response: { 200: PlaylistDetail, ...playlistErrors },
      },
    },
    async (request) => service.bookmark(viewerOf(request).id, request.params.id, request.params.kind, true),
  );

  app.delete(
    '/api/playlists/:id/bookmarks/:kind',
    {
      config: { viewer, rateLimit: limits.quickWrite },
      schema: {
        tags,
        summary: 'Unsave the playlist or remove it from Favorites',
        params: BookmarkParams,
        response: { 200: PlaylistDetail, ...playlistErrors },
      },
    },
    async (request) => service.bookmark(viewerOf(request).id, request.params.id, request.params.kind, false),
  );
};
