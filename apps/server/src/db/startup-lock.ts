import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** One arbitrary 64-bit key for "this database is being set up": migrations, the demo seed, the admin. */
const STARTUP_LOCK_KEY = 7_406_221_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so instances started at the same moment on one
 * database set it up one after another: the second waits, then finds the migrations applied and the seed's
 * rows there (both are idempotent). The lock is a transaction-level lock on a connection of its own; the work
 * runs on the pool's other connections. PGlite is one process with one connection: nothing to coordinate.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.driver === 'pglite') return work();
  let result: T | undefined;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    result = await work();
  });
  return result as T;
}
