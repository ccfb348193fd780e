import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/**
 * A write of fixed shape, for a statement that carries several (a tip: its ledger entries, the tip, the tab's
 * total, the stored reply and the notification). Writes with one `shape` always build the same SQL, so a
 * statement made only of such writes is built once per process and run by name (`shapedStatement`); beside a
 * plain write it is built like one (`inlineWrite`).
 */
export interface ShapedWrite {
  readonly shape: string;
  /** The write over `value(key)` for each value: placeholders when named, bound values when inline. */
  readonly build: (value: (key: string) => SQL) => SQLWrapper;
  /** The values by key, already as the driver takes them (`encodedFor`). */
  readonly values: Readonly<Record<string, unknown>>;
}

/** A write for a statement of several: a shaped one, or any drizzle query not yet run. */
export type Write = ShapedWrite | SQLWrapper;

export function isShaped(write: Write): write is ShapedWrite {
  return typeof (write as ShapedWrite).shape === 'string' && typeof (write as ShapedWrite).build === 'function';
}

/** A shaped write with its values bound, for a statement that is built each time anyway. */
export function inlineWrite(write: Write): SQL {
  if (!isShaped(write)) return write.getSQL();
  return write.build((key) => sql`${write.values[key]}`).getSQL();
}

const shapedStatements = new Map<string, ReturnType<typeof namedStatement>>();

/**
 * Runs `writes` (all shaped) inside the statement `around` makes of them, built once per process for their
 * shapes and the statement's `kind`, and run by name. `around` gets each write's SQL over prefixed placeholders
 * and a placeholder maker for its own values (`own`).
 */
export async function shapedStatement(
  db: Db,
  kind: string,
  writes: readonly ShapedWrite[],
  around: (parts: SQL[], own: (key: string) => SQL) => SQL,
  own: Record<string, unknown>,
): Promise<void> {
  const key = `${kind}:${writes.map((w) => w.shape).join(',')}`;
  let run = shapedStatements.get(key);
  if (!run) {
    const name = `shaped_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
    // Built now, so the statement keeps the SQL and not the writes' closures (nor the transaction they saw).
    const statement = around(
      writes.map((w, i) => w.build((k) => sql`${sql.placeholder(`w${i}_${k}`)}`).getSQL()),
      (k) => sql`${sql.placeholder(`own_${k}`)}`,
    );
    run = namedStatement(name, () => statement);
    shapedStatements.set(key, run);
  }
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(own)) values[`own_${k}`] = v;
  writes.forEach((w, i) => {
    for (const [k, v] of Object.entries(w.values)) values[`w${i}_${k}`] = v;
  });
  await run(db, values);
}

/** One shaped write as a statement of its own, run by name. */
export function runShaped(db: Db, write: ShapedWrite): Promise<void> {
  return shapedStatement(db, 'alone', [write], ([part]) => part!, {});
}

/**
 * Rows of one key set inserted into `table`, as a shaped write: the shape is the table, the keys and the
 * number of rows.
 */
export function shapedInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Record<string, unknown>[],
): ShapedWrite {
  // A key left undefined takes the column's default, as in drizzle's own insert.
  const keys = Object.keys(rows[0] ?? {}).filter((key) => rows[0]![key] !== undefined);
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const key of keys) values[`r${i}_${key}`] = encodedFor(columns[key]!, row[key]);
  });
  return {
    shape: `insert ${getTableName(table)} (${keys.join(',')}) x${rows.length}`,
    build: (value) =>
      db
        .insert(table)
        .values(rows.map((_, i) => Object.fromEntries(keys.map((key) => [key, value(`r${i}_${key}`)]))) as never),
    values,
  };
}
