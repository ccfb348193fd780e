/**
 * Brand-search values for the scale creatives (decision 015): niche, languages, region, diversity markers,
 * collaboration types, posting frequency and response score, from a hash of the id, so the same on every run.
 * scale.ts writes the card; this fills the search columns of scale creatives that have none yet (the
 * search_facets trigger follows).
 *
 *   node --import tsx apps/server/src/db/seed/scale-search.ts      (after npm run seed:scale)
 *
 * Opens the database the way server.ts does (PGlite in DATA_DIR/db, PostgreSQL when DATABASE_URL is set).
 */
import { pathToFileURL } from 'node:url';
import {
  COLLABORATION_TYPES,
  DIVERSITY_MARKERS,
  POSTING_FREQUENCIES,
  SEARCH_LANGUAGES,
  SEARCH_LOCATIONS,
  SEARCH_NICHES,
} from '@pulse/domain/creator-search';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../config/env';
import type { Db } from '../client';
import { migrateDatabase } from '../migrate';
import { openDatabase } from '../open';
import { SCALE_ID_PREFIX } from './scale-ids';

const BATCH = 10_000;

function textArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;
}

/** A non-negative hash of the row's id, one stream per seed. */
const h = (seed: number) => sql`(hashtextextended(p.user_id, ${sql.raw(String(seed))}) & 2147483647)`;
const pick = (list: readonly string[], seed: number) =>
  sql`(${textArray(list)})[1 + (${h(seed)} % ${sql.raw(String(list.length))})::int]`;

/** Each option of `list` kept with probability `keep`/`of`, in the list's order. */
const subset = (list: readonly string[], seed: number, keep: number, of: number) =>
  sql`array(select m from unnest(${textArray(list)}) with ordinality as x(m, i)
             where (hashtextextended(p.user_id, ${sql.raw(String(seed))} + i::int) & 2147483647) % ${sql.raw(String(of))} < ${sql.raw(String(keep))}
             order by i)`;

// North America weighs most, as the launch cohort does; English is the first language of most.
const REGIONS = ['North America', 'North America', 'North America', ...SEARCH_LOCATIONS.slice(1)];
const FIRST_LANGUAGES = ['English', 'English', 'English', ...SEARCH_LANGUAGES.slice(1)];

export async function seedScaleSearch(db: Db): Promise<{ updated: number; ms: number }> {
  const started = performance.now();
  let updated = 0;
  for (;;) {
    const result = (await db.execute(sql`
      update creator_profiles p set
        field = ${pick(SEARCH_NICHES, 101)},
        languages = case when ${h(102)} % 3 = 0
          then array['English', ${pick(SEARCH_LANGUAGES.slice(1), 103)}]
          else array[${pick(FIRST_LANGUAGES, 104)}] end,
        region = ${pick(REGIONS, 105)},
        diversity_markers = ${subset(DIVERSITY_MARKERS, 106, 1, 3)},
        collaboration_types = ${subset(COLLABORATION_TYPES, 111, 2, 5)},
        posting_frequency = ${pick(POSTING_FREQUENCIES, 117)},
        -- Bench data only: the response figures the filter reads, written as the cache like the ratings in
        -- scale.ts (a fifth have none yet), since the scale set has no conversations to count them from. A
        -- row of theirs that changes later recounts them from rows (decision 060).
        response_rate = case when ${h(118)} % 5 = 0 then null else 40 + (${h(119)} % 61)::int end,
        response_minutes = case when ${h(118)} % 5 = 0 then null else 5 + (${h(120)} % 2000)::int end,
        response_threads = case when ${h(118)} % 5 = 0 then 0 else 1 + (${h(121)} % 30)::int end
      where p.user_id in (
        select user_id from creator_profiles
        where user_id like ${`${SCALE_ID_PREFIX}%`} and field is null
        limit ${BATCH})`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    const n = result.rowCount ?? result.affectedRows ?? 0;
    updated += n;
    if (n < BATCH) break;
  }
  await db.execute(sql`analyze creator_profiles`);
  return { updated, ms: Math.round(performance.now() - started) };
}

async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await migrateDatabase(database);
    const { updated, ms } = await seedScaleSearch(database.db);
    console.log(`seed:scale-search: search values for ${updated} scale creatives in ${(ms / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
