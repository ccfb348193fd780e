import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss needs from a database it does not open itself (its `db` option). */
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the app's embedded PGlite (decision 020). PGlite is one connection, so pg-boss cannot have a
 * pool of its own: its statements run on the same instance, which queues them with the app's own queries.
 * pg-boss sends multi-statement scripts (schema creation, `BEGIN; ...; COMMIT`) without parameters: those
 * go through `exec`, which runs the whole text in one go, and the last statement's result is the answer.
 */
export function pgliteJobDb(pglite: PGlite): JobDb {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    },
  };
}
