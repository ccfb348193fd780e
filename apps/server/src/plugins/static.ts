import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors';

/** Turns the built index.html into one page's HTML (its head tags and a text fallback; decision 033). */
export type RenderPage = (request: FastifyRequest, template: string) => Promise<string>;

interface StaticOptions {
  webDist: string | null;
  renderPage?: RenderPage;
  /** A production deployment on the sandbox provider: the page says so from its first paint (issue 19). */
  testMode?: boolean;
}

/**
 * Marks the document for the test-mode banner, which the shell then draws in its first render: a banner that
 * waited for an API answer pushed the page down once it came (a layout shift of 0.058 on every page).
 */
export function markTestMode(html: string): string {
  return html.replace(/<html\b/i, '<html data-test-mode=""');
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-API GET gets
 * index.html so the client router can decide (and report an unknown path itself).
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: StaticOptions) => {
  const dist = opts.webDist && existsSync(join(opts.webDist, 'index.html')) ? opts.webDist : null;
  // A template is read again only when a new build replaced it.
  const templates = new Map<string, { mtimeMs: number; html: string }>();
  async function readTemplate(path: string): Promise<string> {
    const { mtimeMs } = await stat(path);
    let template = templates.get(path);
    if (template?.mtimeMs !== mtimeMs) {
      template = { mtimeMs, html: await readFile(path, 'utf8') };
      templates.set(path, template);
    }
    return template.html;
  }
  // The landing has its own small first script (issue 21 item 3); a build without it uses the app's.
  const landing = dist && existsSync(join(dist, 'landing.html')) ? join(dist, 'landing.html') : null;
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
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !dist ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendApiNotFound(reply);
    }
    const html = await readTemplate(path === '/' && landing ? landing : join(dist, 'index.html'));
    let page = html;
    if (opts.renderPage) {
      try {
        page = await opts.renderPage(request, html);
      } catch (err) {
        // The app still starts from the bare template; only the preview tags are missing.
        request.log.warn({ err }, 'page head could not be rendered');
      }
    }
    if (opts.testMode) page = markTestMode(page);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
});
