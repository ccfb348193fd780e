/**
 * Scale beats for the "Sounds like this" benchmark (issue 32 item 3, decision 057): beat g belongs to scale
 * creative g (made approved by scale.ts), with one ready audio file as its full file and preview, and a ready
 * analysis carrying a unit feature vector of FEATURE_VECTOR_LENGTH numbers drawn from hashes of g (each part at
 * its weight's length, as real vectors are), so the
 * similarity search has 100k real rows to score. Set-based inserts in batches, as the rest of the scale seed.
 * No bytes are stored: the bench never plays these files.
 */
import { FEATURE_VECTOR_LENGTH } from '@pulse/domain/audio-analysis';
import { BEAT_KEYS, BEAT_LICENSE_TYPES } from '@pulse/domain/beats';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { scaleCreatorIdSql } from './scale-ids';

export const SCALE_BEAT_PREFIX = 'scale-beat-';
/** As wide as the creatives' ids: one beat per creative at a million (scale-ids.ts). */
const ID_WIDTH = 7;
export const SCALE_MAX_BEATS = 10 ** ID_WIDTH - 1;
const BATCH = 10_000;

export function scaleBeatId(n: number): string {
  return `${SCALE_BEAT_PREFIX}${String(n).padStart(ID_WIDTH, '0')}`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** A non-negative int hash of the row number `g`, one stream per seed. */
function h(seed: number): SQL {
  return sql`(hashtextextended(g::text, ${sql.raw(String(seed))}) & 2147483647)`;
}

/**
 * Beat g was published (and analysed, and last edited) g minutes ago: a catalogue built over time, so a
 * server's first sync of its copy finds no change, as in production, rather than every row just written.
 */
const PUBLISHED = sql.raw(`now() - g * interval '1 minute'`);

const pad = (g: SQL) => sql`lpad((${g})::text, ${sql.raw(String(ID_WIDTH))}, '0')`;

function insertBatch(from: number, to: number, creators: number): SQL {
  const rows = sql`generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) as g`;
  const owner = scaleCreatorIdSql(sql`1 + (g - 1) % ${sql.raw(String(creators))}`);
  const media = sql`'scale-beat-media-' || ${pad(sql`g`)}`;
  // 31 numbers in -1..1 from hashes of g, then scaled to length 1.
  const raw = sql`array(select ((hashtextextended(g::text || ':' || i, 77) & 65535) / 32767.5 - 1)::real
                        from generate_series(1, ${sql.raw(String(FEATURE_VECTOR_LENGTH))}) as i order by i)`;
  const types = textArray(BEAT_LICENSE_TYPES);
  return sql`
    with media as (
      insert into media_files (id, owner_id, kind, mime_type, size_bytes, duration_seconds, storage_key,
                               original_name, status, processed_at, created_at)
      select ${media}, ${owner}, 'audio', 'audio/wav', 1000000, 60, 'scale/' || ${media} || '.wav',
             'beat.wav', 'ready', now(), now()
      from ${rows}
      on conflict do nothing
      returning id
    ), analyses as (
      insert into media_analyses (media_id, status, bpm, musical_key, loudness_lufs, vector, analysed_at, updated_at)
      select ${media}, 'ready', 70 + (${h(41)} % 90)::int, (${textArray(BEAT_KEYS)})[1 + (${h(42)} % 24)::int],
             -20 + (${h(43)} % 140) / 10.0,
             -- Each part scaled to the square root of its weight, as featureVector does (decision 056).
             (select array_agg(u.x * sqrt(case when u.o <= 14 then 0.4 else 0.3 end)
                               / sqrt(case when u.o <= 14 then t.timbre when u.o <= 26 then t.harmony else t.rhythm end)
                               order by u.o)::real[]
                from unnest(v.r) with ordinality as u(x, o)
                cross join (select sum(y * y) filter (where k <= 14) as timbre,
                                   sum(y * y) filter (where k between 15 and 26) as harmony,
                                   sum(y * y) filter (where k > 26) as rhythm
                            from unnest(v.r) with ordinality as w(y, k)) as t),
             ${PUBLISHED}, ${PUBLISHED}
      from ${rows} cross join lateral (select ${raw} as r) as v
      on conflict do nothing
      returning media_id
    )
    insert into beats (id, producer_id, media_id, preview_media_id, title, bpm, key, moods, license_types,
                       non_exclusive_price_cents, exclusive_price_cents, status, published_at, created_at, updated_at)
    select ${SCALE_BEAT_PREFIX} || ${pad(sql`g`)}, ${owner}, ${media}, ${media}, 'Scale Beat ' || g,
           70 + (${h(41)} % 90)::int, (${textArray(BEAT_KEYS)})[1 + (${h(42)} % 24)::int],
           array['Moody']::text[],
           array[(${types})[1 + (${h(44)} % 5)::int], (${types})[1 + ((${h(44)} + 1 + ${h(45)} % 4) % 5)::int]],
           (20 + (${h(46)} % 480)::int) * 100, (600 + (${h(47)} % 2400)::int) * 100,
           'published', ${PUBLISHED}, ${PUBLISHED}, ${PUBLISHED}
    from ${rows}
    where exists (select 1 from "user" u where u.id = ${owner})
    on conflict do nothing`;
}

export interface SeedScaleBeatsResult {
  insertedBeats: number;
  totalScaleBeats: number;
  ms: number;
}

/** Inserts scale beats 1..count that are not there yet, spread over scale creatives 1..creators; then ANALYZE. */
export async function seedScaleBeats(
  db: Db,
  creators: number,
  count: number,
  onBatch?: (done: number, total: number) => void,
): Promise<SeedScaleBeatsResult> {
  if (!Number.isInteger(count) || count < 0 || count > SCALE_MAX_BEATS) {
    throw new RangeError(`beats must be an integer from 0 to ${SCALE_MAX_BEATS}`);
  }
  const started = performance.now();
  let insertedBeats = 0;
  for (let from = 1; from <= count && creators > 0; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const result = (await tx.execute(insertBatch(from, to, creators))) as unknown as {
        rowCount?: number | null;
        affectedRows?: number;
      };
      insertedBeats += result.rowCount ?? result.affectedRows ?? 0;
    });
    onBatch?.(to, count);
  }
  await db.execute(sql`analyze beats, media_files, media_analyses`);
  const total = (await db.execute(
    sql`select count(*)::int as n from beats where id like ${`${SCALE_BEAT_PREFIX}%`}`,
  )) as unknown as { rows: { n: number }[] };
  return {
    insertedBeats,
    totalScaleBeats: Number(total.rows[0]?.n ?? 0),
    ms: Math.round(performance.now() - started),
  };
}
