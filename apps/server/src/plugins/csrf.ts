import { CSRF_MESSAGE } from '@pulse/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-pulse-request';

export interface CsrfOptions {
  /** Full origins (scheme, host, port) allowed to change state: PUBLIC_URL's and TRUSTED_ORIGINS. */
  trustedOrigins: readonly string[];
  /** Without a configured PUBLIC_URL (development), the origin the request itself came to is trusted too. */
  trustRequestOrigin: boolean;
}

function sameOrigin(request: FastifyRequest, opts: CsrfOptions): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Browsers send Sec-Fetch-Site on every fetch; a cross-site one is refused even without Origin.
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return false;
  }
  // The whole origin: an http:// page may not act on an https:// site of the same host (issue 19 item 3).
  if (opts.trustedOrigins.includes(parsed)) return true;
  return opts.trustRequestOrigin && parsed === `${request.protocol}://${request.headers.host}`;
}

/**
 * DESIGN 4: a state-changing request must come from our own origin and carry either the JSON content
 * type or our custom header. HTML forms can send neither cross-site without a CORS preflight.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: CsrfOptions) => {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const type = request.headers['content-type'] ?? '';
    const jsonOrHeader = type.toLowerCase().startsWith('application/json') || request.headers[CSRF_HEADER] === '1';
    if (!jsonOrHeader || !sameOrigin(request, opts)) throw new AppError('csrf_rejected', CSRF_MESSAGE);
  });
});
