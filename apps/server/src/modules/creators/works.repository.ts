import type { Work, WorkMedia } from '@pulse/domain/media-contracts';
import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { mediaFiles, mediaVariants, snippets } from '../../db/schema/media';
import { textList } from '../../db/sql-lists';
import { type MediaFileRow, type MediaVariantRow, toWorkMedia } from '../media/work-media';

/**
 * The work wherever a creative appears (issue 17 item 2), read inside the statement that already reads the card,
 * the page, the piece or the deal: a media file with its variants as one JSON value, so no list pays a query per
 * item nor a second round trip. `toWorkMedia` (media module) turns it into the API's `WorkMedia`.
 */

/** One media file and its variants as `to_json` gives them: the columns' SQL names, timestamps as text. */
export interface RawMedia {
  file: Record<string, unknown>;
  variants: Record<string, unknown>[];
}

/** A snippet with its media, as `leadWorkSql` and `worksOf` read it. */
export interface RawWork {
  id: string;
  title: string;
  tags: string[];
  media: RawMedia;
}

/** The current (unaliased) media_files row with its variants, as one JSON object (`RawMedia`). */
export function mediaObjectSql(): SQL<RawMedia> {
  return sql<RawMedia>`json_build_object('file', to_json(${mediaFiles}), 'variants',
      coalesce((select json_agg(mv) from ${mediaVariants} mv where mv.media_id = ${mediaFiles.id}), '[]'::json))`;
}

/** The media file `mediaId` names with its variants (null when there is none), as a JSON scalar subquery. */
export function mediaJsonSql(mediaId: SQL | AnyPgColumn): SQL<RawMedia | null> {
  return sql<RawMedia | null>`(select ${mediaObjectSql()} from ${mediaFiles} where ${mediaFiles.id} = ${mediaId})`;
}

/**
 * A creative's lead work: the newest snippet whose media is ready (short snippets before full tracks), as JSON,
 * or null. Correlated to `creatorId`: a card list evaluates it once per card it returns, through
 * snippets_creator_idx, the media's primary key and the variants' primary key.
 */
export function leadWorkSql(creatorId: SQL | AnyPgColumn): SQL<RawWork | null> {
  return sql<RawWork | null>`(select json_build_object('id', s.id, 'title', s.title, 'tags', s.tags,
      'media', ${mediaJsonSql(sql`s.media_id`)})
    from ${snippets} s join ${mediaFiles} m on m.id = s.media_id and m.status = 'ready'
    where s.creator_id = ${creatorId}
    order by (s.kind = 'snippet') desc, s.created_at desc, s.id desc
    limit 1)`;
}

/** Per table: property name, SQL name, and whether it is a timestamp (read once, used for every row). */
const jsonColumns = new Map<PgTable, [key: string, name: string, isDate: boolean][]>();

/** A table's row from `to_json` of it: SQL names back to property names, timestamps back to Dates. */
function rowFromJson<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  let columns = jsonColumns.get(table);
  if (!columns) {
    columns = (Object.entries(getTableColumns(table)) as [string, Column][]).map(([key, column]) => [
      key,
      column.name,
      column.columnType === 'PgTimestamp',
    ]);
    jsonColumns.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, name, isDate] of columns) {
    const value = raw[name];
    row[key] = value != null && isDate ? new Date(value as string) : (value ?? null);
  }
  return row as T['$inferSelect'];
}

/** The variants of the media file `mediaId` names, as a JSON array (empty when none). */
export function variantsJsonSql(mediaId: SQL | AnyPgColumn): SQL<Record<string, unknown>[]> {
  return sql<
    Record<string, unknown>[]
  >`coalesce((select json_agg(mv) from ${mediaVariants} mv where mv.media_id = ${mediaId}), '[]'::json)`;
}

/** A media row and its variants (as `variantsJsonSql` reads them) as the API's `WorkMedia`. */
export function workMediaOfRow(file: MediaFileRow, rawVariants: readonly Record<string, unknown>[]): WorkMedia {
  return toWorkMedia(
    file,
    rawVariants.map((v) => rowFromJson(mediaVariants, v) as MediaVariantRow),
  );
}

export function workMediaOf(raw: RawMedia | null | undefined): WorkMedia | null {
  if (!raw) return null;
  const file = rowFromJson(mediaFiles, raw.file) as MediaFileRow;
  const variants = raw.variants.map((v) => rowFromJson(mediaVariants, v) as MediaVariantRow);
  return toWorkMedia(file, variants);
}

export function workOf(raw: RawWork | null | undefined): Work | null {
  const media = workMediaOf(raw?.media);
  if (!raw || !media) return null;
  return { id: raw.id, title: raw.title, tags: raw.tags ?? [], media };
}

export function createWorksRepository(db: Db) {
  return {
    /**
     * The lead work of each of these creatives, for a list whose own query sorts many rows before its limit
     * (search, pairings): one statement for the page, so the lead work is never read for rows the sort drops.
     */
    async leadWorks(creatorIds: readonly string[]): Promise<Map<string, Work>> {
      const ids = [...new Set(creatorIds)];
      if (ids.length === 0) return new Map();
      const result = await db.execute(sql`
        select c.id as "creatorId", ${leadWorkSql(sql`c.id`)} as work
        from unnest(${textList(ids)}) as c(id)`);
      const out = new Map<string, Work>();
      for (const row of (result as unknown as { rows: { creatorId: string; work: RawWork | null }[] }).rows) {
        const work = workOf(row.work);
        if (work) out.set(row.creatorId, work);
      }
      return out;
    },

    /** Every snippet of the creative whose media is ready, newest first (the profile's Portfolio and Work). */
    async worksOf(creatorId: string): Promise<Work[]> {
      const result = await db.execute(sql`
        select json_build_object('id', s.id, 'title', s.title, 'tags', s.tags,
          'media', ${mediaJsonSql(sql`s.media_id`)}) as work
        from ${snippets} s join ${mediaFiles} m on m.id = s.media_id and m.status = 'ready'
        where s.creator_id = ${creatorId}
        order by s.created_at desc, s.id desc`);
      return (result as unknown as { rows: { work: RawWork }[] }).rows.flatMap((r) => workOf(r.work) ?? []);
    },
  };
}
export type WorksRepository = ReturnType<typeof createWorksRepository>;
