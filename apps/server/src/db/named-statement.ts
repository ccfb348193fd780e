import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A hot statement of fixed shape, built once per process and run by name: drizzle does not rebuild it on
 * every call, and PostgreSQL parses it once per connection and may keep its plan (the money paths spent
 * more time building and planning their reads than running them). Runs in whatever transaction `db` is.
 * PGlite ignores the name and runs it as an ordinary statement.
 *
 * `build` uses `sql.placeholder(name)` for every value. Rows come back as the driver gives them, unmapped:
 * alias columns to the keys you want, and prefer json for anything but text, numbers and booleans (the
 * node-postgres driver hands timestamps over as text).
 */
export function namedStatement<Row>(name: string, build: () => SQL) {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    const prepared = db._.session.prepareQuery({ sql: query.sql, params: query.params }, undefined, name, false);
    const result = await prepared.execute(values);
    return (result as unknown as { rows: Row[] }).rows;
  };
}
