import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors';

/**
 * The built pages a page's HTML starts from: `browser` starts the app at once (index.html, for a page the
 * browser renders); `server` starts it after the page has loaded (page.html, for a page the server rendered;
 * decision 042). The landing has one of its own for both (landing.html, decision 040).
 */
export interface PageTemplates {
  browser: string;
  server: string;
}

/** Turns a built page into one page's HTML (its head tags and a text fallback; decision 033). */
export type RenderPage = (request: FastifyRequest, templates: PageTemplates) => Promise<string>;

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

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * Puts the build's stylesheet into the page itself: a stylesheet the page must fetch first holds back its first
 * paint by a round trip, and the server-rendered markup (decision 039) is ready to paint without any script. A
 * disabled link to the same file stays, so the app's loader, which adds a lazy screen's stylesheet unless the
 * page has a link to it, does not fetch it again; a disabled stylesheet is never fetched.
 */
export async function inlineStylesheets(html: string, dist: string): Promise<string> {
  const found = [...html.matchAll(STYLESHEET)];
  // A sheet that cannot be read stays a link: the page is slower to paint, not unstyled.
  const sheets = await Promise.all(found.map(([, href = '']) => readFile(join(dist, href), 'utf8').catch(() => null)));
  let index = 0;
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = sheets[index++];
    if (css == null) return link;
    return `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
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
      template = { mtimeMs, html: await inlineStylesheets(await readFile(path, 'utf8'), dist ?? '') };
      templates.set(path, template);
    }
    return template.html;
  }
  // A build without the landing's or the rendered pages' own first script uses the app's.
  const built = (name: string) => (dist && existsSync(join(dist, name)) ? join(dist, name) : null);
  const index = dist ? join(dist, 'index.html') : '';
  const landing = built('landing.html');
  const rendered = built('page.html') ?? index;
  async function templatesFor(path: string): Promise<PageTemplates> {
    if (path === '/' && landing) {
      const html = await readTemplate(landing);
      return { browser: html, server: html };
    }
    const [browser, server] = await Promise.all([readTemplate(index), readTemplate(rendered)]);
    return { browser, server };
  }
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build's Brotli and gzip copies (decision 044); the compression plugin leaves an encoded answer alone.
      preCompressed: true,
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
  // Pages are a route of their own (not the not-found handler), so the compression plugin, which works per
  // route, compresses their HTML like any other answer.
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || !dist) return sendApiNotFound(reply);
    const templates = await templatesFor(path);
    let page = templates.browser;
    if (opts.renderPage) {
      try {
        page = await opts.renderPage(request, templates);
      } catch (err) {
        // The app still starts from the bare template; only the preview tags are missing.
        request.log.warn({ err }, 'page head could not be rendered');
      }
    }
    if (opts.testMode) page = markTestMode(page);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  }
  // Not part of the API: left out of its OpenAPI document.
  if (dist) app.get('/*', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(async (_request, reply) => sendApiNotFound(reply));
});
