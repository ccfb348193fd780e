import { type SQL, sql } from 'drizzle-orm';

/**
 * The scale creatives' ids, `scale-creator-0000042` for row 42: zero-padded so they sort in row order (keyset
 * pagination is by id), seven digits so the growth curve reaches a million (issue 35 item 1). Every scale seed
 * that names a creative by row number builds the id here.
 */
export const SCALE_ID_PREFIX = 'scale-creator-';
export const SCALE_ID_WIDTH = 7;
export const SCALE_MAX_CREATORS = 10 ** SCALE_ID_WIDTH - 1;

/** The id of row n (1-based). */
export function scaleCreatorId(n: number): string {
  return `${SCALE_ID_PREFIX}${String(n).padStart(SCALE_ID_WIDTH, '0')}`;
}

/** The same id in SQL, from an integer expression of the row number. */
export function scaleCreatorIdSql(rowNumber: SQL): SQL {
  return sql`${SCALE_ID_PREFIX} || lpad((${rowNumber})::text, ${sql.raw(String(SCALE_ID_WIDTH))}, '0')`;
}

/** Whether a column holds a scale creative's id (and not another account's that shares the prefix). */
export function isScaleCreatorIdSql(column: SQL): SQL {
  return sql`${column} ~ ${`^${SCALE_ID_PREFIX}[0-9]{${SCALE_ID_WIDTH}}$`}`;
}
