import { SHARE_PREVIEW_SESSION_MESSAGE, SharePreviewResponse } from '@pulse/domain/share';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, limits } from '../../lib/route-pieces';
import { sendApiNotFound } from '../../plugins/errors';
import { requireViewer, viewerOf } from '../../plugins/viewer';
import type { MediaStorage } from '../media/media-storage';
import { STATIC_PUBLIC_PATHS } from './page-meta';
import { SHARE_KINDS, type ShareService } from './share.service';
import { robotsTxt, sitemapXml } from './sitemap';

const tags = ['share'];
const FILE = /^(.+)\.png$/;

/** Link previews and search (issue 21, decision 033): share cards, the sitemap and robots.txt. */
export const shareRoutes: FastifyPluginAsyncZod<{
  service: ShareService;
  storage: MediaStorage;
  publicOrigin: string;
}> = async (app, { service, storage, publicOrigin }) => {
  async function sendCard(
    request: { headers: Record<string, string | string[] | undefined>; query: { v?: string } },
    reply: FastifyReply,
    card: { key: string; storageKey: string } | null,
  ): Promise<FastifyReply> {
    if (!card) {
      sendApiNotFound(reply);
      return reply;
    }
    const etag = `"${card.key}"`;
    // The page links the card with ?v=<key>: that address never changes its bytes; a bare one may.
    const pinned = request.query.v !== undefined && card.key.startsWith(request.query.v) && request.query.v.length >= 8;
    reply
      .header('etag', etag)
      .header('cache-control', pinned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const stat = await storage.stat(card.storageKey);
    if (stat) reply.header('content-length', stat.sizeBytes);
    return reply.type('image/png').send(storage.read(card.storageKey));
  }

  const CardQuery = z.object({ v: z.string().max(64).optional() });

  app.get(
    '/api/og/site.png',
    {
      config: { viewer: 'public' },
      compress: false,
      schema: { tags, summary: "Pulse's own share card (1200x630 PNG)", querystring: CardQuery },
    },
    async (request, reply) => sendCard(request, reply, await service.card('site', '')),
  );

  app.get(
    '/api/og/:kind/:file',
    {
      compress: false,
      // Drawing a card costs tens of milliseconds of CPU the first time; after that it is read from storage.
      config: { viewer: 'public', rateLimit: limits.slowRead },
      schema: {
        tags,
        summary: 'The share card of a public creative, piece, playlist, beat or circle: 1200x630 PNG, drawn once',
        params: z.object({ kind: z.enum(SHARE_KINDS), file: z.string().regex(FILE).max(200) }),
        querystring: CardQuery,
        response: { ...errors(404) },
      },
    },
    async (request, reply) => {
      const id = FILE.exec(request.params.file)?.[1] ?? '';
      return sendCard(request, reply, await service.card(request.params.kind, id));
    },
  );

  app.get(
    '/api/me/share-preview',
    {
      config: { viewer: requireViewer(SHARE_PREVIEW_SESSION_MESSAGE) },
      schema: {
        tags,
        summary: "How a link to the signed-in creative's page looks when shared (title, description, card)",
        response: { 200: SharePreviewResponse, ...errors(401) },
      },
    },
    (request) => service.preview(viewerOf(request).id),
  );

  app.get('/sitemap.xml', { schema: { tags, summary: 'Public pages for search engines' } }, async (_request, reply) => {
    const entries = await service.sitemap(STATIC_PUBLIC_PATHS);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicOrigin, entries));
  });

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'Keeps private screens and the API out of search' } },
    (_r, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robotsTxt(publicOrigin)),
  );
};
