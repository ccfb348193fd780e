import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's response headers (CSP, HSTS, frame and sniffing rules), worked out once from `options` and set on
 * every response. The fastify wrapper ran helmet's whole middleware on every request, parsing the policy
 * again each time: about 5% of a busy server's thread. The headers depend on nothing but the options (no
 * nonces, no per-request directives), so one pass at start gives every response the same.
 */
export function securityHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return [...headers];
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    // On the raw response, as helmet set them: streams and files that bypass the reply get them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
