import { CSRF_MESSAGE } from '@pulse/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-pulse-request';

function sameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Browsers send Sec-Fetch-Site on every fetch; a cross-site one is refused even without Origin.
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * DESIGN 4: a state-changing request must come from our own origin and carry either the JSON content
 * type or our custom header. HTML forms can send neither cross-site without a CORS preflight.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { publicOrigin?: string }) => {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const type = request.headers['content-type'] ?? '';
    const jsonOrHeader = type.toLowerCase().startsWith('application/json') || request.headers[CSRF_HEADER] === '1';
    if (!jsonOrHeader || !sameOrigin(request, opts.publicOrigin)) throw new AppError('csrf_rejected', CSRF_MESSAGE);
  });
});
