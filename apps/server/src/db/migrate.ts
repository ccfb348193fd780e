import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

// Beside this file in the sources (src/db/migrations); the production build (apps/server/build.mjs) copies the
// folder beside its bundle (dist/migrations), where the same relative URL points from dist/server.js.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies drizzle-kit's migrations; the same files serve PGlite and PostgreSQL. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: both migrators take their own driver's db type
    await migrate(database.db as any, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migrate(database.db as any, config);
  }
}

/** How many migrations the folder has and how many the database recorded: ready when they are equal. */
export async function migrationState(database: Database): Promise<{ expected: number; applied: number }> {
  const journal = JSON.parse(await readFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  let applied = 0;
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    applied = result.rows[0]?.n ?? 0;
  } catch {
    applied = 0; // no migrations table yet
  }
  return { expected: journal.entries.length, applied };
}
