import { buildApp } from './app';
import { resolveAuthSecret } from './config/auth-secret';
import { loadEnv } from './config/env';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open';
import { seedOnStart } from './db/seed/on-start';
import { underStartupLock } from './db/startup-lock';
import { createMediaStorage } from './modules/media/media-storage';
import { createShutdown } from './shutdown';

async function main() {
  const started = performance.now();
  const env = loadEnv();
  const database = await openDatabase(env);
  // Instances starting together on one PostgreSQL take turns; the second finds the work done (issue 20).
  await underStartupLock(database, () => migrateDatabase(database));
  const app = await buildApp({ env, database, authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR) });
  await underStartupLock(database, async () => {
    await seedOnStart({ env, db: database.db, auth: app.auth, log: app.log, storage: createMediaStorage(env) });
    // The job runner's start (pg-boss's schema, then a queue table per job) is DDL too: two instances doing
    // it at once on a fresh database deadlocked in the fleet test, so it takes its turn as well.
    await app.ready();
  });

  const shutdown = createShutdown(app, database, {
    drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  });
  // SIGTERM (an orchestrator, a deploy) drains first; Ctrl-C in a terminal closes at once.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    { driver: database.driver, readyMs: Math.round(performance.now() - started) },
    `Pulse is running at ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
