import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
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
  // PostgreSQL cuts names at 63 bytes: two long names sharing a start would be one statement to it.
  if (Buffer.byteLength(name) > 63) throw new Error(`Statement name over 63 bytes: ${name}`);
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    const prepared = db._.session.prepareQuery({ sql: query.sql, params: query.params }, undefined, name, false);
    const result = await prepared.execute(values);
    return (result as unknown as { rows: Row[] }).rows;
  };
}

/** A column's value as its placeholder in a named statement takes it: drizzle's own encoding (dates, json). */
export function encodedFor(column: AnyPgColumn, value: unknown): unknown {
  return value === null || value === undefined ? null : column.mapToDriverValue(value);
}

/** `placeholder` cast to `column`'s type, so PostgreSQL never has to guess it (json, arrays, timestamps). */
export function typedPlaceholder(name: string, column: AnyPgColumn): SQL {
  return sql`${sql.placeholder(name)}::${sql.raw(column.getSQLType())}`;
}

/**
 * A table's columns for a named statement's select or returning list, aliased to their property names
 * (after `prefix`, which keeps two tables of one join apart), with the mapper that turns such rows back into
 * the table's rows: timestamps become Dates and 53-bit bigints numbers, as drizzle's own queries give them.
 */
export function tableRows<T extends PgTable>(table: T, prefix = '') {
  const columns = Object.entries(getTableColumns(table));
  const dates = columns.filter(([, c]) => c.columnType === 'PgTimestamp').map(([key]) => key);
  const bigints = columns.filter(([, c]) => c.columnType === 'PgBigInt53').map(([key]) => key);
  return {
    columns: sql.join(
      columns.map(([key, column]) => sql`${column} as ${sql.identifier(prefix + key)}`),
      sql`, `,
    ),
    row(raw: Record<string, unknown>): T['$inferSelect'] {
      const row: Record<string, unknown> = {};
      for (const [key] of columns) row[key] = raw[prefix + key];
      for (const key of dates) if (row[key] != null) row[key] = new Date(row[key] as string | Date);
      for (const key of bigints) if (row[key] != null) row[key] = Number(row[key]);
      return row as T['$inferSelect'];
    },
  };
}
