/**
 * Scale data set for benchmarks: N synthetic approved creatives with varied, plausible profiles, then
 * M taste events by synthetic fans (scale-taste.ts; default 10 per creative, so 1M for 100k), then D completed
 * deals with their briefs, timelines and ledger postings (scale-deals.ts; default 2 per creative, so 200k).
 *
 *   npm run seed:scale -- --creators 100000 [--taste-events 1000000] [--deals 200000] [--beats 100000]
 *
 * Opens the database the way server.ts does (PGlite in DATA_DIR/db, PostgreSQL when DATABASE_URL is set),
 * migrates, and inserts rows with set-based SQL (`insert ... select ... from generate_series`) in batches.
 * Values come from a hash of the row number, so they are the same on every run; fixed ids and
 * ON CONFLICT DO NOTHING make a rerun add nothing.
 */
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { loadEnv } from '../../config/env';
import type { Db } from '../client';
import { migrateDatabase } from '../migrate';
import { openDatabase } from '../open';
import { SCALE_MAX_BEATS, seedScaleBeats } from './scale-beats';
import { SCALE_MAX_DEALS, seedScaleDeals } from './scale-deals';
import {
  isScaleCreatorIdSql,
  SCALE_ID_PREFIX,
  SCALE_MAX_CREATORS,
  scaleCreatorId,
  scaleCreatorIdSql,
} from './scale-ids';
import { SCALE_MAX_TASTE_EVENTS, seedTasteEvents } from './scale-taste';
import { CATEGORIES, VIBES } from './scale-vocabulary';

export { SCALE_ID_PREFIX, SCALE_MAX_CREATORS, scaleCreatorId } from './scale-ids';

const BATCH = 10_000;

// Vocabulary (spec part 1: category lists, derived vibes, brief vibe tags, sample card fields).
// Per-role lists are flat arrays of equal-sized blocks, in ROLES order, so SQL can index role * size + k.
const ROLES = ['producer', 'videographer', 'designer', 'filmmaker'] as const;
const FIRST_NAMES = [
  'Maya',
  'Jordan',
  'Aisha',
  'Theo',
  'Sofia',
  'Kwame',
  'Lena',
  'Dev',
  'Imani',
  'Noah',
  'Priya',
  'Mateo',
  'Zara',
  'Eli',
  'Nia',
  'Kai',
  'Amara',
  'Luca',
  'Hana',
  'Omar',
  'Ines',
  'Jalen',
  'Mei',
  'Diego',
  'Ava',
  'Tariq',
  'Yara',
  'Finn',
  'Leila',
  'Rafael',
  'Chloe',
  'Malik',
];
const LAST_NAMES = [
  'Lin',
  'Reyes',
  'Bello',
  'Nakamura',
  'Marquez',
  'Asante',
  'Fischer',
  'Patel',
  'Brooks',
  'Kim',
  'Okafor',
  'Silva',
  'Haddad',
  'Novak',
  'Chen',
  'Alvarez',
  'Mensah',
  'Rossi',
  'Tanaka',
  'Khan',
  'Dubois',
  'Walker',
  'Nguyen',
  'Ortiz',
  'Sato',
  'Adeyemi',
  'Larsen',
  'Moreau',
  'Singh',
  'Cohen',
  'Baptiste',
];
const RACE_GENDERS = [
  'Asian American woman',
  'Latino man',
  'Black woman',
  'Japanese American man',
  'Mexican American woman',
  'Ghanaian American man',
  'White woman',
  'Indian American man',
  'Korean American man',
  'Nigerian American woman',
  'Brazilian American man',
  'Lebanese American woman',
  'White man',
  'Filipino American woman',
  'Black man',
  'Vietnamese American woman',
  'Puerto Rican man',
  'Chinese American woman',
  'Nonbinary creative',
];
const LOCATIONS = [
  'Los Angeles, CA',
  'Austin, TX',
  'Atlanta, GA',
  'Seattle, WA',
  'Chicago, IL',
  'New York, NY',
  'Providence, RI',
  'Berkeley, CA',
  'Nashville, TN',
  'Remote',
  'Miami, FL',
  'Boston, MA',
  'Philadelphia, PA',
  'Denver, CO',
  'Portland, OR',
  'New Orleans, LA',
  'Minneapolis, MN',
  'Detroit, MI',
  'Remote',
  'Ann Arbor, MI',
];
const LOOKS = [
  'Oversized knits, film camera always on hand',
  'Team jersey, backwards cap, gimbal in hand',
  'Bright head wraps, paint on her sneakers',
  'All black, silver rings, headphones around the neck',
  'Denim jacket covered in pins',
  'Vintage Walkman, bucket hat',
  'Monochrome, round glasses, sketchbook',
  'Hoodie, ring light, three phones',
  'Gold hoops, satin bomber',
  'Bleached hair, techwear',
  'Thrifted blazer, tote full of zines',
  'Paint-stained overalls',
  'Track jacket, film SLR on a strap',
];
// Four niches, four focuses, four snippet descriptions, six gear items per role (eight categories per role in
// scale-vocabulary.ts).
const NICHES = [
  'Lo-fi producer',
  'Hip-hop producer',
  'Electronic producer',
  'R&B producer and vocalist',
  'Sports videographer',
  'Event videographer',
  'Shortform creator',
  'Music video director',
  'Graphic designer',
  'Brand identity designer',
  'Motion and 3D designer',
  'Illustrator',
  'Documentary filmmaker',
  'Short film director',
  'Commercial filmmaker',
  'Experimental filmmaker',
];
const FOCUSES = [
  'Study beats with live keys',
  'Boom-bap with Afrobeats percussion',
  'Cinematic synthwave for trailers',
  'Layered harmonies over warm bass',
  'Game-day hype reels',
  'Campus event recaps cut to the beat',
  'Vertical product stories that loop',
  'Performance videos for local artists',
  'Bold type posters for campus events',
  'Minimal identities for student startups',
  'AR filters and animated merch drops',
  'Hand-drawn packaging and labels',
  'Short portraits of neighbourhood makers',
  'Three-minute character studies',
  'Spec ads with a story',
  'Found-footage collages',
];
const SNIPPET_DESCRIPTIONS = [
  'Dusty Rhodes chords over a lazy swing groove',
  'Chopped soul sample over talking drums',
  'Arpeggiated synths building into a wide drop',
  'Stacked vocal harmonies over a slow 808',
  'Slow-motion tunnel walk into a stadium roar',
  'Crowd surge at a rooftop show',
  'A sneaker unboxing cut to the beat',
  'Neon-lit dancer in a parking garage',
  'Three gig posters in neon risograph',
  'Logo grid and a type specimen for a coffee startup',
  'A chrome logo that melts into a face filter',
  'Label sketches for a hot sauce drop',
  'A tamale vendor at dawn, in one handheld take',
  'Two strangers share an umbrella',
  'A skateboard ad in one take',
  'Home videos re-cut into a dream',
];
const GEAR = [
  'Ableton Live',
  'Roland SP-404',
  'MPC Live II',
  'Logic Pro',
  'FL Studio',
  'Moog Subsequent 37',
  'Sony FX3',
  'DJI RS 3',
  'DaVinci Resolve',
  'iPhone 16 Pro',
  'CapCut',
  'DJI Mic 2',
  'Adobe Illustrator',
  'Procreate',
  'Figma',
  'Blender',
  'Cinema 4D',
  'Risograph',
  'Blackmagic Pocket 6K',
  'Rode NTG5',
  'Premiere Pro',
  'Canon C70',
  'Aputure 300d',
  'Final Cut Pro',
];
/** 19, a prime, for the same reason. */
const BRANDS = [
  'Spotify',
  'Nike',
  'Glossier',
  'Xbox',
  'Patagonia',
  'Timberland',
  'Apple',
  'Samsung',
  'Fenty Beauty',
  'Snapchat',
  'Adidas',
  'Red Bull',
  'Converse',
  'Adobe',
  'Etsy',
  'Chipotle',
  'Duolingo',
  'Notion',
  'Riot Games',
];
const WORK_TITLES = [
  'Late Library Loop',
  'Rainy Quad',
  'Homecoming Hype',
  'Senior Night',
  'Spring Fest Series',
  'Neon Transit',
  'Night Drive Cue',
  'Pilsen Mornings',
  'The Last Record Store',
  'Harlem Summer',
  'Crate Diggers Vol. 2',
  'Brew Lab Identity',
  'Orbit Pitch Deck',
  'Dorm Room Setup Tour',
  '60-Second Ramen',
  'Golden Hour Hooks',
  'Sunday Kitchen',
  'Chrome Drop Filter',
  'Campus Mascot 3D',
  'Finals Week Mix',
  'Open Mic Night',
  'Block Party',
  'Move-in Day',
];

if (
  NICHES.length !== ROLES.length * 4 ||
  FOCUSES.length !== ROLES.length * 4 ||
  SNIPPET_DESCRIPTIONS.length !== ROLES.length * 4 ||
  GEAR.length !== ROLES.length * 6 ||
  CATEGORIES.length !== ROLES.length * 8 ||
  VIBES.length !== 17 ||
  BRANDS.length !== 19
) {
  throw new Error('scale seed: vocabulary blocks have the wrong size');
}

/** A `text[]` literal from a constant list, as bound parameters. */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** A non-negative int hash of the row number `g`, one independent stream per seed. */
function h(seed: number): SQL {
  return sql`(hashtextextended(g::text, ${sql.raw(String(seed))}) & 2147483647)`;
}

/** `list[1 + hash % len]`: a deterministic pick from a constant list. */
function pick(list: readonly string[], seed: number): SQL {
  return sql`(${textArray(list)})[1 + (${h(seed)} % ${sql.raw(String(list.length))})::int]`;
}

const idOf = scaleCreatorIdSql;

/** Role index 0..3, weighted producer 35%, videographer 25%, designer 25%, filmmaker 15%. */
const roleIndex = sql`(case when ${h(1)} % 20 < 7 then 0 when ${h(1)} % 20 < 12 then 1 when ${h(1)} % 20 < 17 then 2 else 3 end)`;

function insertUsers(from: number, to: number): SQL {
  return sql`
    insert into "user" (id, name, email, email_verified, is_anonymous, role, creative_role, agency,
                        creator_status, created_at, updated_at)
    select ${idOf(sql`g`)},
           ${pick(FIRST_NAMES, 2)} || ' ' || ${pick(LAST_NAMES, 3)},
           'scale-' || g || '@scale.pulse.invalid',
           true, false, 'creator',
           (${textArray(ROLES)})[1 + ${roleIndex}],
           false, 'approved',
           timestamptz '2025-01-01 00:00:00+00' + g * interval '5 minutes',
           timestamptz '2025-01-01 00:00:00+00' + g * interval '5 minutes'
    from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) as g
    where not exists (select 1 from "user" u where u.id = ${idOf(sql`g`)})
    on conflict do nothing`;
}

/**
 * Profiles for the scale users of rows from..to (a primary-key range: ids are zero-padded), with `g` the row
 * number read back from the id so the hashes match the user insert. The role block comes from the user's
 * creative_role, so a producer gets producer niches, gear and an audio snippet. Vibe tags are one category
 * of the role plus 2..4 distinct VIBES: a start and a step (1..16) modulo the prime 17 never repeat.
 */
function insertProfiles(from: number, to: number): SQL {
  const r = sql`(array_position(${textArray(ROLES)}, u.creative_role) - 1)`;
  const block = (list: readonly string[], size: number, seed: number) =>
    sql`(${textArray(list)})[${r} * ${sql.raw(String(size))} + 1 + (${h(seed)} % ${sql.raw(String(size))})::int]`;
  // Co-signs, recent uploads and engagement are not written: the database counts them from rows as the
  // profile is inserted (decision 060), so the scale set has what its rows earn (co-signs from scale-taste).
  return sql`
    insert into creator_profiles (user_id, race_gender, age, location, niche, focus, look, snippet,
                                  authenticity_score, vibe_tags, gear, recent_work,
                                  collaboration_rate_cents, availability, preferred_brands, review_count,
                                  review_rating, created_at)
    select u.id,
           ${pick(RACE_GENDERS, 4)},
           18 + (${h(5)} % 10)::int,
           ${pick(LOCATIONS, 6)},
           ${block(NICHES, 4, 7)},
           ${block(FOCUSES, 4, 8)},
           ${pick(LOOKS, 9)},
           jsonb_build_object(
             'type', case u.creative_role
                       when 'producer' then 'audio'
                       when 'designer' then case when ${h(10)} % 5 = 0 then 'ar_demo' else 'image_carousel' end
                       else 'video' end,
             'durationSeconds', case u.creative_role
                                  when 'producer' then 5
                                  when 'designer' then 5 + (${h(10)} % 6)::int
                                  else 8 + (${h(10)} % 23)::int end,
             'previewUrl', null,
             'description', ${block(SNIPPET_DESCRIPTIONS, 4, 12)}),
           70 + (${h(14)} % 30)::int,
           array[${block(CATEGORIES, 8, 16)}] || array(
             select (${textArray(VIBES)})[1 + ((${h(17)} % 17) + i * (1 + ${h(18)} % 16)) % 17]
             from generate_series(0, 1 + (${h(19)} % 3)::int) as i order by i),
           array(
             select (${textArray(GEAR)})[${r} * 6 + 1 + ((${h(20)} % 6) + i) % 6]
             from generate_series(0, 1 + (${h(21)} % 2)::int) as i order by i),
           jsonb_build_array(
             jsonb_build_object('title', (${textArray(WORK_TITLES)})[1 + (${h(22)} % 23)::int],
                                'briefMatch', ${h(23)} % 3 <> 0),
             jsonb_build_object('title', (${textArray(WORK_TITLES)})[1 + ((${h(22)} + 1 + ${h(25)} % 22) % 23)::int],
                                'briefMatch', ${h(26)} % 2 = 0)),
           (600 + (${h(28)} % 39) * 50)::int * 100,
           case when ${h(29)} % 20 < 12 then 'available' when ${h(29)} % 20 < 17 then 'busy' else 'booked' end,
           array(
             select (${textArray(BRANDS)})[1 + ((${h(30)} % 19) + i * (1 + ${h(31)} % 18)) % 19]
             from generate_series(0, 2) as i order by i),
           -- The cached reputation Top rated sorts by (decision 035): a fifth unreviewed at the prior's mean,
           -- the rest 1..40 reviews rated 3.00..5.00, so the sort and the minimum-rating filter have a spread.
           case when ${h(32)} % 5 = 0 then 0 else 1 + (${h(33)} % 40)::int end,
           case when ${h(32)} % 5 = 0 then 400 else 300 + (${h(34)} % 201)::int end,
           u.created_at
    from "user" u
    cross join lateral (select substring(u.id from ${sql.raw(String(SCALE_ID_PREFIX.length + 1))})::int as g) as n
    where u.id between ${scaleCreatorId(from)} and ${scaleCreatorId(to)}
      and ${isScaleCreatorIdSql(sql`u.id`)}
      and not exists (select 1 from creator_profiles p where p.user_id = u.id)
    on conflict do nothing`;
}

/** Rows written by an insert, from either driver's result shape. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

async function countOf(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export interface SeedScaleResult {
  requested: number;
  insertedUsers: number;
  insertedProfiles: number;
  /** Scale creatives with a profile after the run. */
  scaleCreators: number;
  /** All rows in creator_profiles (scale, demo and real). */
  totalProfiles: number;
  ms: number;
}

/** Inserts scale creatives 1..creators that are not there yet, in set-based batches; then ANALYZE. */
export async function seedScale(
  db: Db,
  creators: number,
  onBatch?: (done: number, total: number) => void,
): Promise<SeedScaleResult> {
  if (!Number.isInteger(creators) || creators < 0 || creators > SCALE_MAX_CREATORS) {
    throw new RangeError(`creators must be an integer from 0 to ${SCALE_MAX_CREATORS}`);
  }
  const started = performance.now();
  let insertedUsers = 0;
  let insertedProfiles = 0;
  for (let from = 1; from <= creators; from += BATCH) {
    const to = Math.min(creators, from + BATCH - 1);
    await db.transaction(async (tx) => {
      // The per-row expressions make the planner's cost estimate large enough to trigger JIT compilation on
      // PostgreSQL, which costs about a second per batch and saves nothing here.
      await tx.execute(sql`set local jit = off`);
      insertedUsers += affected(await tx.execute(insertUsers(from, to)));
      insertedProfiles += affected(await tx.execute(insertProfiles(from, to)));
    });
    onBatch?.(to, creators);
  }
  // PGlite has no autovacuum daemon: without fresh statistics the planner guesses at row counts.
  await db.execute(sql`analyze "user", creator_profiles`);
  const scaleCreators = await countOf(
    db,
    sql`select count(*)::int as n from creator_profiles where user_id like ${`${SCALE_ID_PREFIX}%`}`,
  );
  const totalProfiles = await countOf(db, sql`select count(*)::int as n from creator_profiles`);
  return {
    requested: creators,
    insertedUsers,
    insertedProfiles,
    scaleCreators,
    totalProfiles,
    ms: Math.round(performance.now() - started),
  };
}

/** The value of `--name N` or `--name=N` at argv[i]; undefined when argv[i] is another argument. */
function optionValue(argv: string[], i: number, name: string): { value: string | undefined; next: number } | undefined {
  const arg = argv[i]!;
  if (arg === name) return { value: argv[i + 1], next: i + 1 };
  if (arg.startsWith(`${name}=`)) return { value: arg.slice(name.length + 1), next: i };
  return undefined;
}

function intOption(name: string, value: string | undefined, max: number): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 0 || n > max) throw new Error(`${name} needs an integer from 0 to ${max}`);
  return n;
}

function parseArgs(argv: string[]): { creators: number; tasteEvents: number; deals: number; beats: number } {
  let creators = 100_000;
  let tasteEvents: number | null = null;
  let deals: number | null = null;
  let beats: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(
        'Usage: npm run seed:scale -- [--creators N] [--taste-events M] [--deals D] [--beats B]   (defaults 100000, 10, 2 and 1 per creative)',
      );
      process.exit(0);
    }
    const creatorsOpt = optionValue(argv, i, '--creators');
    const eventsOpt = optionValue(argv, i, '--taste-events');
    const dealsOpt = optionValue(argv, i, '--deals');
    const beatsOpt = optionValue(argv, i, '--beats');
    if (beatsOpt) {
      beats = intOption('--beats', beatsOpt.value, SCALE_MAX_BEATS);
      i = beatsOpt.next;
    } else if (dealsOpt) {
      deals = intOption('--deals', dealsOpt.value, SCALE_MAX_DEALS);
      i = dealsOpt.next;
    } else if (creatorsOpt) {
      creators = intOption('--creators', creatorsOpt.value, SCALE_MAX_CREATORS);
      i = creatorsOpt.next;
    } else if (eventsOpt) {
      tasteEvents = intOption('--taste-events', eventsOpt.value, SCALE_MAX_TASTE_EVENTS);
      i = eventsOpt.next;
    } else throw new Error(`Unknown argument: ${arg}`);
  }
  tasteEvents ??= Math.min(SCALE_MAX_TASTE_EVENTS, creators * 10);
  if (tasteEvents > 0 && creators === 0) throw new Error('--taste-events needs at least one creative (--creators)');
  deals ??= Math.min(SCALE_MAX_DEALS, creators * 2);
  if (deals > 0 && creators === 0) throw new Error('--deals needs at least one creative (--creators)');
  // Beats carrying feature vectors for "Sounds like this" (decision 057): one per creative by default.
  beats ??= Math.min(SCALE_MAX_BEATS, creators);
  if (beats > 0 && creators === 0) throw new Error('--beats needs at least one creative (--creators)');
  return { creators, tasteEvents, deals, beats };
}

async function main() {
  const { creators, tasteEvents, deals, beats } = parseArgs(process.argv.slice(2));
  const env = loadEnv();
  const opened = performance.now();
  const database = await openDatabase(env);
  try {
    await migrateDatabase(database);
    const where = database.driver === 'pglite' ? `PGlite in ${env.DATA_DIR}/db` : 'PostgreSQL (DATABASE_URL)';
    console.log(`seed:scale: ${creators} creatives and ${tasteEvents} taste events into ${where}`);
    const tty = process.stdout.isTTY;
    // Off a terminal (the bench's log), a line per tenth with the time, so a stalled step shows where it stalled.
    let lastTenth = -1;
    const progress = (done: number, total: number) => {
      if (tty) return void process.stdout.write(`\r  ${done}/${total}`);
      const tenth = Math.floor((done * 10) / total);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      console.log(`  ${done}/${total} at ${((performance.now() - opened) / 1000).toFixed(0)} s`);
    };
    const result = await seedScale(database.db, creators, progress);
    if (tty) process.stdout.write('\n');
    console.log(
      `seed:scale: inserted ${result.insertedUsers} users and ${result.insertedProfiles} profiles in ` +
        `${(result.ms / 1000).toFixed(1)} s (${((performance.now() - opened) / 1000).toFixed(1)} s with open and migrate); ` +
        `now ${result.scaleCreators} scale creatives, ${result.totalProfiles} creator profiles in all`,
    );
    const taste = await seedTasteEvents(database.db, creators, tasteEvents, progress);
    if (tty && tasteEvents > 0) process.stdout.write('\n');
    console.log(
      `seed:scale: inserted ${taste.insertedFans} fans, ${taste.insertedEvents} taste events, ` +
        `${taste.insertedReactions} reactions and ${taste.insertedTasteProfiles} taste profiles in ` +
        `${(taste.ms / 1000).toFixed(1)} s; now ${taste.totalEvents} taste events, ${taste.totalReactions} reactions in all`,
    );
    const completed = await seedScaleDeals(database.db, creators, deals, progress);
    if (tty && deals > 0) process.stdout.write('\n');
    console.log(
      `seed:scale: inserted ${completed.insertedDeals} completed deals (brief, timeline, ledger) in ` +
        `${(completed.ms / 1000).toFixed(1)} s; now ${completed.totalScaleDeals} scale deals`,
    );
    const withVectors = await seedScaleBeats(database.db, creators, beats, progress);
    if (tty && beats > 0) process.stdout.write('\n');
    console.log(
      `seed:scale: inserted ${withVectors.insertedBeats} beats with feature vectors in ` +
        `${(withVectors.ms / 1000).toFixed(1)} s; now ${withVectors.totalScaleBeats} scale beats`,
    );
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
