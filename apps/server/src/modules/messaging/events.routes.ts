import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errors } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import {
  announcePresence,
  clearPresence,
  HEARTBEAT_MS,
  latestEventId,
  type RealtimeEventRow,
  type RealtimeHub,
  touchPresence,
} from './realtime';

/** Last-Event-ID as sent back by EventSource: the decimal id of the last event the tab received. */
export function parseEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The last words of a stream on an instance that shuts down: reconnect after 1 s (elsewhere). */
export const RECONNECT_EVENT = 'retry: 1000\nevent: reconnect\ndata: {}\n\n';

/** One event in the text/event-stream format. */
export function formatEvent(row: Pick<RealtimeEventRow, 'id' | 'type' | 'payload'>): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.payload)}\n\n`;
}

/**
 * GET /api/events: the caller's Server-Sent Events stream (new messages, read receipts, thread changes,
 * notifications, presence). It resumes after Last-Event-ID (the header EventSource sends on reconnect, or
 * `?lastEventId=`), replaying what was missed from realtime_events, in order and once; without one it
 * starts at the caller's newest event.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ hub: RealtimeHub; db: Db }> = async (app, { hub, db }) => {
  const open = new Set<ServerResponse>();
  /** Presence writes still running; the database must outlive them. */
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  // Shutting down (issue 20): each tab is told to come back in a second, which the load balancer sends to
  // another instance, and resumes there from its Last-Event-ID; an open stream would also hold the close up.
  app.addHook('preClose', async () => {
    for (const res of open) res.end(RECONNECT_EVENT);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.get(
    '/api/events',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['realtime'],
        summary: 'Server-Sent Events for the caller, resumable with Last-Event-ID',
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
        response: { 200: z.string().describe('text/event-stream'), ...errors(401) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const header = request.headers['last-event-id'];
      const asked = parseEventId((Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId);
      const [mine, newest] = await Promise.all([latestEventId(db, viewer.id), latestEventId(db)]);
      // An id from the future (a stale tab of a reset database) would skip events: start from now instead.
      const lastId = asked !== null && asked <= newest ? asked : mine;

      reply.hijack();
      const res = reply.raw;
      const security = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined),
      ) as Record<string, string>;
      res.writeHead(200, {
        ...security,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      open.add(res);

      const stream = hub.subscribe(viewer.id, lastId, (rows) => {
        res.write(rows.map(formatEvent).join(''));
      });
      const refreshPresence = async () => {
        if (await touchPresence(db, viewer.id)) await announcePresence(db, viewer.id, true);
      };
      track(refreshPresence().catch((err) => request.log.warn({ err }, 'presence update failed')));
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        // A safety net besides NOTIFY: re-read, and keep presence fresh.
        void stream.wake();
        track(refreshPresence().catch((err) => request.log.warn({ err }, 'presence update failed')));
      }, HEARTBEAT_MS);
      heartbeat.unref();

      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        open.delete(res);
        if (stream.close()) {
          track(
            clearPresence(db, viewer.id)
              .then(() => announcePresence(db, viewer.id, false))
              .catch((err) => request.log.debug({ err }, 'presence clear failed')),
          );
        }
      };
      request.raw.on('close', close);
      res.on('close', close);
      res.on('error', close);
    },
  );
};
