import { buildApp } from './app';
import { resolveAuthSecret } from './config/auth-secret';
import { loadEnv } from './config/env';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open';
import { ensureAdmin } from './db/seed/admin';
import { seedDemo } from './db/seed/demo';
import { underStartupLock } from './db/startup-lock';
import { createMediaStorage } from './modules/media/media-storage';

async function main() {
  const started = performance.now();
  const env = loadEnv();
  const database = await openDatabase(env);
  // Instances starting together on one PostgreSQL take turns; the second finds the work done (issue 20).
  await underStartupLock(database, () => migrateDatabase(database));
  const app = await buildApp({ env, database, authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR) });
  await underStartupLock(database, async () => {
    if (env.SEED_DEMO) {
      const { creators } = await seedDemo(database.db, { storage: createMediaStorage(env), log: app.log });
      app.log.info({ creators }, 'demo data ready');
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
      await ensureAdmin(database.db, app.auth, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
