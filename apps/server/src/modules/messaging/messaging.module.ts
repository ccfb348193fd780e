import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { composeRoutes } from './compose.routes';
import { createComposeService } from './compose.service';
import { registerOutboxJobs } from './email-outbox';
import { eventsRoutes } from './events.routes';
import { createSmtpMailer, logOnlyTransport, type SmtpMailer } from './mailer';
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
 * Messaging, notifications and real time (issue 9): the routes, the event streams woken by NOTIFY, and the
 * e-mail outbox jobs (not under NODE_ENV=test, where tests drive the outbox).
 */
export const messagingModule = fp(
  async (app: FastifyInstance, opts: { database: Database; env: Env; publicUrl: string }) => {
    const { database, env } = opts;
    const repo = createMessagingRepository(database.db);
    const hub = createRealtimeHub({ db: database.db, log: app.log });
    app.decorate('realtime', hub);

    await app.register(messagingRoutes, { service: createMessagingService({ repo, publicUrl: opts.publicUrl }) });
    await app.register(eventsRoutes, { hub, db: database.db });
    await app.register(composeRoutes, { service: createComposeService({ repo }) });

    // E-mail (tests drive the outbox themselves): nodemailer when SMTP_URL is set, else marked skipped.
    const mailer: SmtpMailer | null = env.NODE_ENV !== 'test' && env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : null;
    if (env.NODE_ENV !== 'test') {
      registerOutboxJobs(app.jobs, {
        db: database.db,
        transport: mailer ? mailer.send : logOnlyTransport(app.log),
        from: env.SMTP_FROM,
      });
    }

    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await listenForEvents(
        database,
        (userIds) => (userIds === 'all' ? hub.wakeAll() : hub.wake(userIds)),
        app.log,
      );
    });
    app.addHook('onClose', async () => {
      mailer?.close();
      await stopListening?.();
      await hub.drain();
    });
  },
  { name: 'messaging' },
);
