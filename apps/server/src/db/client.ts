import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL only: the URL the pool was opened with (the job runner opens its own small pool on it). */
  connectionString?: string;
  /** PGlite only: the instance itself (the job runner talks to it through an adapter; it is one connection). */
  pglite?: PGlite;
  /** PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** `max` connections (DATABASE_POOL_MAX in the app; tests and tools keep pg's default of 10). */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const { default: pgModule } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Pipelined: a client sends a statement without waiting for the one before it to be answered. Sequential
  // awaits behave as before; `pipelinedTransaction` uses it to send BEGIN and COMMIT beside its statements.
  const pool: pg.Pool = new pgModule.Pool({ connectionString: url, max, pipeline: true });
  // An idle connection the server ends (restart, admin termination, a dropped database) is an 'error' on the
  // pool; without a listener it would crash the process. The pool discards that client and opens a new one.
  let ending = false;
  pool.on('error', (err) => {
    if (!ending) console.warn(`PostgreSQL dropped an idle connection: ${err.message}`);
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    connectionString: url,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => {
      ending = true;
      return pool.end();
    },
  };
}

/** Wraps an open PGlite instance; `onClose` releases what the opener holds (the data-dir lock). */
export async function wrapPglite(client: PGlite, onClose: () => void = () => {}): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}
