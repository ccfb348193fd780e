import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-API GET gets
 * index.html so the client router can decide (and report an unknown path itself).
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { webDist: string | null }) => {
  const dist = opts.webDist && existsSync(join(opts.webDist, 'index.html')) ? opts.webDist : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  } else {
    app.log.warn('web app not built: only the API is served (npm run build)');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !dist ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendApiNotFound(reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
  });
});
