import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutboxQueries, type OutboxRow } from './email-outbox.repository';

/** The newest messages the page lists. */
const MAILBOX_LIMIT = 100;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The body as HTML: escaped, with every http(s) address a link a newcomer can follow. */
function withLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (r) => `<article>
  <header><h2>${escapeHtml(r.subject)}</h2><p>To <b>${escapeHtml(r.toAddress)}</b> · ${r.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${escapeHtml(r.status)}</p></header>
  <pre>${withLinks(r.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · Pulse (development)</title>
<style>
body{margin:0;background:#0b0b10;color:#ececf1;font:15px/1.5 system-ui,sans-serif}
main{max-width:48rem;margin:0 auto;padding:24px 20px}
h1{font-size:1.6rem;margin:0 0 4px}.lead{color:#a1a1b5;margin:0 0 20px}
article{background:#16161f;border:1px solid #2a2a38;border-radius:14px;padding:16px 18px;margin:0 0 14px}
h2{font-size:1.05rem;margin:0}header p{color:#a1a1b5;margin:2px 0 10px;font-size:.85rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}a{color:#ff4fa3}
</style></head>
<body><main><h1>Mailbox</h1>
<p class="lead">Development only: without <code>SMTP_URL</code>, every e-mail Pulse sends is kept here instead of leaving this machine. Newest first.</p>
${items || '<p class="lead">No e-mail yet. Sign up or ask for a password reset, then reload.</p>'}
</main></body></html>`;
}

/**
 * The local mailbox (issue 36 item 1): with no SMTP_URL outside production, the outbox's rows are the mail,
 * listed at /dev/mailbox with their links (as Rails' and Laravel's development mailboxes do), and as JSON at
 * /api/dev/mailbox for the end-to-end tests. Registered only then: production refuses to start without SMTP.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const outbox = emailOutboxQueries(db);
  const newest = (to?: string) => outbox.newest(MAILBOX_LIMIT, to);

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(await newest())),
  );

  app.get<{ Querystring: { to?: string } }>(
    '/api/dev/mailbox',
    { config: { viewer: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const to = typeof request.query.to === 'string' ? request.query.to.trim().toLowerCase() : undefined;
      const rows = await newest(to || undefined);
      return reply.header('cache-control', 'no-store').send({
        messages: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: r.body,
          createdAt: r.createdAt.toISOString(),
        })),
      });
    },
  );
};
