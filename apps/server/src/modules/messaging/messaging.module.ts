import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { composeRoutes } from './compose.routes';
import { createComposeService } from './compose.service';
import { eventsRoutes } from './events.routes';
import { createMessagingRepository } from './messaging.repository';
import { messagingRoutes } from './messaging.routes';
import { createMessagingService } from './messaging.service';
import { createRealtimeHub, listenForEvents, type RealtimeHub } from './realtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Server-Sent Events streams open on this instance. */
    realtime: RealtimeHub;
  }
}

/**
 * Messaging, notifications and real time (issue 9): the routes and the event streams woken by NOTIFY, over
 * Server-Sent Events. The e-mail outbox and its jobs are plugins/mail.ts.
 */
export const messagingModule = fp(
  async (app: FastifyInstance, opts: { database: Database; publicUrl: string }) => {
    const { database } = opts;
    const repo = createMessagingRepository(database.db);
    const hub = createRealtimeHub({ db: database.db, log: app.log });
    app.decorate('realtime', hub);

    await app.register(messagingRoutes, { service: createMessagingService({ repo, publicUrl: opts.publicUrl }) });
    await app.register(eventsRoutes, { hub, db: database.db });
    await app.register(composeRoutes, { service: createComposeService({ repo }) });

    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await listenForEvents(
        database,
        (userIds) => (userIds === 'all' ? hub.wakeAll() : hub.wake(userIds)),
        app.log,
      );
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
      await hub.drain();
    });
  },
  { name: 'messaging' },
);
