import { type SQL, sql } from 'drizzle-orm';

/** Joins list items in one bound value: ids, tags and user ids never hold it (it is stripped all the same). */
const UNIT_SEPARATOR = '\u001f';

/**
 * A list of strings as a text[] from ONE bound value, however long: one parameter per value made queries slower
 * to build and to plan, changed a prepared statement's shape with the list's length, and this form works the
 * same on PGlite and node-postgres.
 */
export function textList(values: readonly string[]): SQL {
  return sql`string_to_array(${joinTextList(values)}::text, chr(31))`;
}

/** The bound value behind `textList`, for prepared statements that take it as a placeholder. */
export function joinTextList(values: readonly string[]): string {
  return values.map((v) => v.replaceAll(UNIT_SEPARATOR, '')).join(UNIT_SEPARATOR);
}

/** `textList` over a named placeholder: `execute({ [name]: joinTextList(values) })`. */
export function placeholderTextList(name: string): SQL {
  return sql`string_to_array(${sql.placeholder(name)}::text, chr(31))`;
}
