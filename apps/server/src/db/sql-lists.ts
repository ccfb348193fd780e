import { type SQL, sql } from 'drizzle-orm';

/** Joins list items in one bound value: ids, tags and user ids never hold it (it is stripped all the same). */
const UNIT_SEPARATOR = '\u001f';

/**
 * A list of strings as a text[] bound as one value, however long (a driver would otherwise spread an array
 * into one placeholder per item, and a prepared statement's shape would change with the list's length).
 */
export function textList(values: readonly string[]): SQL {
  return sql`string_to_array(${joinTextList(values)}::text, chr(31))`;
}

/** The bound value behind `textList`, for prepared statements that take it as a placeholder. */
export function joinTextList(values: readonly string[]): string {
  return values.map((v) => v.replaceAll(UNIT_SEPARATOR, '')).join(UNIT_SEPARATOR);
}
