import { resolve } from 'node:path';
import type { Env } from '../config/env';
import { type Database, openPostgres, wrapPglite } from './client';
import { acquireDataDirLock } from './pglite-lock';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DATABASE_POOL_MAX'>>,
): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX);
  const dataDir = resolve(env.DATA_DIR, 'db');
  const release = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir });
    return await wrapPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}
