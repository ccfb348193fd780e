/**
 * Taste events for the scale data set (issue 5: 1M taste events for 100k creatives): synthetic fans, each with
 * up to EVENTS_PER_FAN calibrations on scale creatives (with the creative's real name and tags, as the
 * feedback route stores them), their standing verdicts in creator_reactions, and a taste profile from a fan
 * quiz plus those calibrations. Set-based SQL in batches of fans; deterministic (hashes of the event and fan
 * numbers) and idempotent (fixed ids, ON CONFLICT DO NOTHING), like the creative seed in scale.ts.
 *
 * Planted tastes (issue 35 item 3, decision 069), so a ranking can be measured against them (scale-ranking.ts):
 * each fan has a hidden taste, two distinct vibes and one category of the creatives' vocabulary, and everything
 * the fan does is drawn from it with noise.
 *   - Quiz: a question whose derived vibes share more with the taste than the other answer's is answered that
 *     way 8 times in 10 (the other way 2 in 10); a question the taste says nothing about is a coin toss.
 *   - Which creative an event is on (decision 074; it follows the taste, as the product's tag filters, search and
 *     For You do): 4 in 10 on a creative carrying one of the fan's three planted tags (the tag drawn evenly, then
 *     a creative evenly among the scale creatives carrying it), 2 in 10 from a popularity curve
 *     (creative 1 + floor(N * u^2), u uniform: the first creatives are seen most), 4 in 10 uniformly.
 *   - What the fan does: dive deeper 15%; otherwise co-sign with probability
 *     min(0.9, 0.15 + 0.25 per planted tag the creative carries + 0.20 if the creative is in the top 1% of the
 *     popularity curve), else skip. So co-signs follow the taste, and some creatives are liked by everyone.
 * Decision 069 fixed the constants before its measurement; decision 074 replaced the exposure ones (taste-led
 * exposure, a gentler curve) before measuring with them. Neither is tuned to the ranking.
 */
import { FEEDBACK_WEIGHT, recommendationReason, TRENDING_REASON } from '@pulse/domain/ranking';
import { FAN_QUIZ_DERIVED_VIBES } from '@pulse/domain/taste-quiz';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { SCALE_ID_PREFIX, scaleCreatorIdSql } from './scale-ids';
import { CATEGORIES, VIBES } from './scale-vocabulary';

export const SCALE_FAN_PREFIX = 'scale-fan-';
export const EVENTS_PER_FAN = 100;
const FAN_ID_WIDTH = 6;
const EVENT_ID_WIDTH = 8;
export const SCALE_MAX_TASTE_EVENTS = (10 ** FAN_ID_WIDTH - 1) * EVENTS_PER_FAN;
/** 50,000 events per transaction: PGlite keeps a batch's work in its WASM heap. */
const FANS_PER_BATCH = 500;
/**
 * ANALYZE the growing tables every 20 batches (1M events). Without it, a seed into millions of events kept the
 * plans of its first batches, and one batch's reactions insert ran for minutes (decision 080).
 */
const BATCHES_PER_ANALYZE = 20;

const n = (value: number) => sql.raw(String(value));

/** The planted-taste model (see the header); per mille where SQL compares with a hash. */
export const TASTE = {
  /** Each question answered the taste's way this often, per mille, when the taste leans one way. */
  quizFollowsTaste: 800,
  /**
   * Share of events on a creative carrying one of the fan's planted tags, per mille (decision 074): the tag is
   * one of the three drawn evenly, the creative one of the tag's carriers drawn evenly.
   */
  tasteExposure: 400,
  /** Share of events whose creative comes from the popularity curve, per mille; the rest are uniform. */
  popularExposure: 200,
  /** The popularity curve's exponent: creative 1 + floor(N * u^k). */
  popularityExponent: 2,
  /** The top share of creatives, per mille of N, everyone likes more. */
  popularTopPerMille: 10,
  diveDeeper: 150,
  cosignBase: 150,
  cosignPerPlantedTag: 250,
  cosignPopular: 200,
  cosignMax: 900,
} as const;
const DISTINCT_CATEGORIES = [...new Set(CATEGORIES)];

/** How many of the scale creatives carry each tag: the taste-led exposure draws among them. */
export type TagCarriers = ReadonlyMap<string, number>;

/**
 * The model's chance that one event of a fan with this planted taste is a co-sign of scale creative i (1-based)
 * of `creators`, with that creative's tags: P(the event is on i) x P(not dive deeper) x P(co-sign). The same
 * constants insertEvents draws with; the evaluation ranks by it as a ceiling no ranking can know. `carriers`
 * counts each tag's carriers among the scale creatives; a planted tag nobody carries falls back to uniform, as
 * the SQL does.
 */
export function plantedCosignChance(
  i: number,
  creators: number,
  tags: readonly string[],
  taste: readonly string[],
  carriers: TagCarriers,
): number {
  const k = TASTE.popularityExponent;
  const popularShare = TASTE.popularExposure / 1000;
  const tasteShare = TASTE.tasteExposure / 1000;
  let exposure =
    (1 - popularShare - tasteShare) / creators +
    popularShare * ((i / creators) ** (1 / k) - ((i - 1) / creators) ** (1 / k));
  for (const t of taste) {
    const count = carriers.get(t) ?? 0;
    if (count === 0) exposure += tasteShare / taste.length / creators;
    else if (tags.includes(t)) exposure += tasteShare / taste.length / count;
  }
  const planted = taste.filter((t) => tags.includes(t)).length;
  const popular = i <= Math.max(1, Math.ceil((creators * TASTE.popularTopPerMille) / 1000));
  const cosign = Math.min(
    TASTE.cosignMax,
    TASTE.cosignBase + TASTE.cosignPerPlantedTag * planted + (popular ? TASTE.cosignPopular : 0),
  );
  return exposure * (1 - TASTE.diveDeeper / 1000) * (cosign / 1000);
}

/** `scale-fan-000042`: the id of fan f (1-based). */
export function scaleFanId(f: number): string {
  return `${SCALE_FAN_PREFIX}${String(f).padStart(FAN_ID_WIDTH, '0')}`;
}

function fanIdOf(g: SQL): SQL {
  return sql`${SCALE_FAN_PREFIX} || lpad(${g}::text, ${n(FAN_ID_WIDTH)}, '0')`;
}

/** A non-negative int hash of the event number `e`; seeds above 100 keep clear of scale.ts's streams. */
function eh(seed: number): SQL {
  return sql`(hashtextextended(e::text, ${n(seed)}) & 2147483647)`;
}

/** A non-negative int hash of the fan number `g`. */
function fh(seed: number): SQL {
  return sql`(hashtextextended(g::text, ${n(seed)}) & 2147483647)`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** A non-negative int hash of the fan number `f` (any expression), the planted taste's streams. */
function tasteHash(f: SQL, seed: number): SQL {
  return sql`(hashtextextended((${f})::text, ${n(seed)}) & 2147483647)`;
}

/**
 * Fan f's planted taste, a text[] of two distinct VIBES (a start and a step 1..16 modulo the prime 17) and one
 * category. Hidden: nothing stores it; the quiz and the events are drawn from it.
 */
export function plantedTaste(f: SQL): SQL {
  const first = sql`(${tasteHash(f, 110)} % 17)`;
  return sql`array[
    (${textArray(VIBES)})[1 + ${first}],
    (${textArray(VIBES)})[1 + (${first} + 1 + ${tasteHash(f, 111)} % 16) % 17],
    (${textArray(DISTINCT_CATEGORIES)})[1 + (${tasteHash(f, 112)} % ${n(DISTINCT_CATEGORIES.length)})::int]
  ]::text[]`;
}

/**
 * Fans from..to of this batch with their quiz answers and the spec's derived vibes, in quiz order. An answer
 * follows the planted taste when the taste shares more with one choice's derived vibes than the other's.
 */
function fanRows(from: number, to: number): SQL {
  type Answer = keyof typeof FAN_QUIZ_DERIVED_VIBES;
  const shared = (a: Answer) =>
    sql`(select count(*) from unnest(t.taste) as v where v = any(${textArray(FAN_QUIZ_DERIVED_VIBES[a])}))`;
  const choice = (seed: number, a: Answer, b: Answer) =>
    sql`(case when ${shared(a)} > ${shared(b)}
                then case when ${fh(seed)} % 1000 < ${n(TASTE.quizFollowsTaste)} then ${a} else ${b} end
              when ${shared(b)} > ${shared(a)}
                then case when ${fh(seed)} % 1000 < ${n(TASTE.quizFollowsTaste)} then ${b} else ${a} end
              else case when ${fh(seed)} % 2 = 0 then ${a} else ${b} end end)`;
  const vibes = (answer: SQL, a: Answer, b: Answer) =>
    sql`(case when ${answer} = ${a} then ${textArray(FAN_QUIZ_DERIVED_VIBES[a])} else ${textArray(FAN_QUIZ_DERIVED_VIBES[b])} end)`;
  return sql`(
    select q.*, ${vibes(sql`q.energy`, 'dance', 'chill')} || ${vibes(sql`q.production`, 'natural', 'digital')}
                || ${vibes(sql`q.focus`, 'beat', 'voice')} as vibes
    from (
      select g, ${fanIdOf(sql`g`)} as id,
             ${choice(101, 'dance', 'chill')}::text as energy,
             ${choice(102, 'natural', 'digital')}::text as production,
             ${choice(103, 'beat', 'voice')}::text as focus
      from generate_series(${n(from)}, ${n(to)}) as g
      cross join lateral (select ${plantedTaste(sql`g`)} as taste) t
    ) q
  )`;
}

/** Where a statement touches only this batch's fans (a primary-key range: ids are zero-padded). */
function fanRange(column: SQL, from: number, to: number): SQL {
  return sql`${column} between ${scaleFanId(from)} and ${scaleFanId(to)}
             and ${column} ~ ${`^${SCALE_FAN_PREFIX}[0-9]{${FAN_ID_WIDTH}}$`}`;
}

function insertFans(from: number, to: number): SQL {
  return sql`
    insert into "user" (id, name, email, email_verified, is_anonymous, role, created_at, updated_at)
    select ${fanIdOf(sql`g`)}, 'Scale Fan ' || g, ${fanIdOf(sql`g`)} || '@scale.pulse.invalid', true, false, 'fan',
           timestamptz '2025-06-01 00:00:00+00' + g * interval '1 minute',
           timestamptz '2025-06-01 00:00:00+00' + g * interval '1 minute'
    from generate_series(${n(from)}, ${n(to)}) as g
    where not exists (select 1 from "user" u where u.id = ${fanIdOf(sql`g`)})
    on conflict do nothing`;
}

/**
 * Events e = 1..events, EVENTS_PER_FAN per fan in order (fan (e - 1) / 100 + 1). Each picks a creative, by one
 * of the fan's planted tags, from the popularity curve or uniformly, stores its name and tags, and draws the
 * action from the fan's planted taste (see the header). Timestamps rise with e.
 */
function insertEvents(from: number, to: number, creators: number, events: number): SQL {
  const first = (from - 1) * EVENTS_PER_FAN + 1;
  const last = Math.min(events, to * EVENTS_PER_FAN);
  const u = sql`(${eh(107)}::float8 / 2147483648.0)`;
  const curve = sql`least(${n(creators)}, 1 + floor(${n(creators)} * power(${u}, ${n(TASTE.popularityExponent)}))::int)`;
  const uniform = sql`1 + (${eh(104)} % ${n(creators)})::int`;
  // One draw per event: below tasteExposure a planted tag's carrier (uniform when nobody carries the tag), then
  // the popularity curve, then uniform.
  const exposure = sql`${eh(106)} % 1000`;
  const creatorNumber = sql`(case when ${exposure} < ${n(TASTE.tasteExposure)} then coalesce(ca.n, ${uniform})
                                 when ${exposure} < ${n(TASTE.tasteExposure + TASTE.popularExposure)} then ${curve}
                                 else ${uniform} end)`;
  const popularTop = Math.max(1, Math.ceil((creators * TASTE.popularTopPerMille) / 1000));
  const plantedTags = sql`((x.taste[1] = any(p.vibe_tags))::int + (x.taste[2] = any(p.vibe_tags))::int
                           + (x.taste[3] = any(p.vibe_tags))::int)`;
  const cosignPerMille = sql`least(${n(TASTE.cosignMax)}, ${n(TASTE.cosignBase)} + ${n(TASTE.cosignPerPlantedTag)} * ${plantedTags}
                                   + case when x.creator_number <= ${n(popularTop)} then ${n(TASTE.cosignPopular)} else 0 end)`;
  const [before, after] = recommendationReason('\u0000').split('\u0000') as [string, string];
  return sql`
    insert into taste_events (id, user_id, creator_id, action, creator_name, reason, tags, created_at)
    select 'scale-event-' || lpad(x.e::text, ${n(EVENT_ID_WIDTH)}, '0'), x.fan_id, x.creator_id, a.action, u.name,
           case when a.action <> 'skip' and cardinality(p.vibe_tags) > 1
                then ${before}::text || p.vibe_tags[2] || ${after}::text else ${TRENDING_REASON}::text end,
           p.vibe_tags,
           timestamptz '2025-06-01 00:00:00+00' + x.e * interval '10 seconds'
    from (
      select c.*, ${scaleCreatorIdSql(sql`c.creator_number`)} as creator_id
      from (
        select d.e, d.fan_id, d.taste, d.dive, d.roll, ${creatorNumber} as creator_number
        from (
          select e, ${fanIdOf(sql`f.f`)} as fan_id, ${plantedTaste(sql`f.f`)} as taste,
                 ${eh(105)} % 1000 < ${n(TASTE.diveDeeper)} as dive, ${eh(108)} % 1000 as roll,
                 1 + (${eh(109)} % 3)::int as taste_index, ${eh(110)} as carrier_draw
          from generate_series(${n(first)}::bigint, ${n(last)}::bigint) as e
          cross join lateral (select (e - 1) / ${n(EVENTS_PER_FAN)} + 1 as f) f
        ) d
        left join scale_tag_counts co on co.tag = d.taste[d.taste_index]
        left join scale_tag_carriers ca on ca.tag = co.tag and ca.rn = 1 + (d.carrier_draw % co.carriers)::int
      ) c
    ) x
    join creator_profiles p on p.user_id = x.creator_id
    join "user" u on u.id = x.creator_id
    cross join lateral (
      select case when x.dive then 'dive_deeper' when x.roll < ${cosignPerMille} then 'cosign' else 'skip' end as action
    ) a
    on conflict do nothing`;
}

/**
 * Scale creatives 1..creators by tag, numbered within the tag, and each tag's count: what a taste-led event draws
 * its creative from. Built once per seed into two work tables (dropped at its end): read per batch, at a million
 * creatives it cost about 15 s of every 50,000 events.
 */
function buildCarriers(creators: number): SQL[] {
  return [
    sql`drop table if exists scale_tag_carriers, scale_tag_counts`,
    sql`create unlogged table scale_tag_carriers as
      select t.tag, row_number() over (partition by t.tag order by c.n)::int as rn,
             count(*) over (partition by t.tag)::int as carriers, c.n
      from (select substring(user_id from ${n(SCALE_ID_PREFIX.length + 1)})::int as n, vibe_tags
            from creator_profiles where user_id like ${`${SCALE_ID_PREFIX}%`}) c
      cross join lateral (select distinct unnest(c.vibe_tags) as tag) t
      where c.n between 1 and ${n(creators)}`,
    sql`create unique index on scale_tag_carriers (tag, rn)`,
    sql`create unlogged table scale_tag_counts as select distinct tag, carriers from scale_tag_carriers`,
    sql`analyze scale_tag_carriers, scale_tag_counts`,
  ];
}

/** The latest verdict per fan and creative, as the feedback route keeps it (dive deeper is no verdict). */
function insertReactions(from: number, to: number): SQL {
  return sql`
    insert into creator_reactions (user_id, creator_id, action, created_at)
    select distinct on (e.user_id, e.creator_id) e.user_id, e.creator_id, e.action, e.created_at
    from taste_events e
    where ${fanRange(sql`e.user_id`, from, to)} and e.action <> 'dive_deeper'
    order by e.user_id, e.creator_id, e.created_at desc, e.id desc
    on conflict do nothing`;
}

/**
 * The fan's quiz, its derived vibes and the tag weights the feed service would rebuild: +1 per derived vibe,
 * then per creative the latest verdict and the first dive deeper, each moving every distinct tag key once
 * (FEEDBACK_WEIGHT); zero weights dropped.
 */
function insertTasteProfiles(from: number, to: number): SQL {
  const weight = sql`case c.action when 'cosign' then ${n(FEEDBACK_WEIGHT.cosign)}::float8
                                   when 'skip' then ${n(FEEDBACK_WEIGHT.skip)}::float8
                                   else ${n(FEEDBACK_WEIGHT.dive_deeper)}::float8 end`;
  return sql`
    with fans as ${fanRows(from, to)},
    chosen as (
      (select distinct on (user_id, creator_id) user_id, id, action, tags from taste_events
       where ${fanRange(sql`user_id`, from, to)} and action <> 'dive_deeper'
       order by user_id, creator_id, created_at desc, id desc)
      union all
      (select distinct on (user_id, creator_id) user_id, id, action, tags from taste_events
       where ${fanRange(sql`user_id`, from, to)} and action = 'dive_deeper'
       order by user_id, creator_id, created_at, id)
    ),
    contributions as (
      select f.id as user_id, lower(trim(v)) as k, 1::float8 as w from fans f cross join unnest(f.vibes) as v
      union all
      select c.user_id, c.k, ${weight}
      from (select distinct ch.user_id, ch.id, ch.action, lower(trim(t)) as k
            from chosen ch cross join unnest(ch.tags) as t) c
      where c.k <> ''
    ),
    weights as (
      select user_id, jsonb_object_agg(k, w) as tag_weights
      from (select user_id, k, sum(w) as w from contributions group by user_id, k having abs(sum(w)) > 1e-9) s
      group by user_id
    )
    insert into taste_profiles (user_id, preferred_vibes, quiz_responses, tag_weights, updated_at)
    select f.id, f.vibes,
           jsonb_build_object('energy', f.energy, 'production', f.production, 'focus', f.focus),
           coalesce(w.tag_weights, '{}'::jsonb),
           timestamptz '2025-06-01 00:00:00+00'
    from fans f
    left join weights w on w.user_id = f.id
    where exists (select 1 from "user" u where u.id = f.id)
    on conflict do nothing`;
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

async function countOf(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The first fan whose batch may be unfinished: a batch commits whole, so every batch before the one holding the
 * highest scale fan already stored is complete. A grown or restarted seed resumes there instead of recomputing
 * every earlier batch's events only to have them conflict.
 */
async function resumeFrom(db: Db): Promise<number> {
  const highest = await countOf(
    db,
    sql`select coalesce(max(substring(id from ${n(SCALE_FAN_PREFIX.length + 1)})::int), 0) as n
        from "user" where ${fanRange(sql`id`, 1, 10 ** FAN_ID_WIDTH - 1)}`,
  );
  return highest <= 1 ? 1 : Math.floor((highest - 1) / FANS_PER_BATCH) * FANS_PER_BATCH + 1;
}

export interface SeedTasteResult {
  requested: number;
  fans: number;
  insertedFans: number;
  insertedEvents: number;
  insertedReactions: number;
  insertedTasteProfiles: number;
  /** Rows in taste_events and creator_reactions after the run (scale and everything else). */
  totalEvents: number;
  totalReactions: number;
  ms: number;
}

/**
 * Inserts taste events 1..events (EVENTS_PER_FAN per scale fan, the last fan takes the rest) over scale
 * creatives 1..creators, which must exist already; then ANALYZE.
 */
export async function seedTasteEvents(
  db: Db,
  creators: number,
  events: number,
  onBatch?: (done: number, total: number) => void,
): Promise<SeedTasteResult> {
  if (!Number.isInteger(events) || events < 0 || events > SCALE_MAX_TASTE_EVENTS) {
    throw new RangeError(`taste events must be an integer from 0 to ${SCALE_MAX_TASTE_EVENTS}`);
  }
  if (events > 0 && (!Number.isInteger(creators) || creators < 1)) {
    throw new RangeError('taste events need at least one scale creative');
  }
  const started = performance.now();
  const fans = Math.ceil(events / EVENTS_PER_FAN);
  const result = { insertedFans: 0, insertedEvents: 0, insertedReactions: 0, insertedTasteProfiles: 0 };
  if (fans > 0) for (const statement of buildCarriers(creators)) await db.execute(statement);
  try {
    let batches = 0;
    for (let from = fans > 0 ? await resumeFrom(db) : 1; from <= fans; from += FANS_PER_BATCH) {
      const to = Math.min(fans, from + FANS_PER_BATCH - 1);
      await db.transaction(async (tx) => {
        // As in scale.ts: JIT compiles these per-row expressions for no gain.
        await tx.execute(sql`set local jit = off`);
        result.insertedFans += affected(await tx.execute(insertFans(from, to)));
        result.insertedEvents += affected(await tx.execute(insertEvents(from, to, creators, events)));
        result.insertedReactions += affected(await tx.execute(insertReactions(from, to)));
        result.insertedTasteProfiles += affected(await tx.execute(insertTasteProfiles(from, to)));
      });
      onBatch?.(Math.min(events, to * EVENTS_PER_FAN), events);
      if (++batches % BATCHES_PER_ANALYZE === 0) await db.execute(sql`analyze "user", taste_events, creator_reactions`);
    }
  } finally {
    await db.execute(sql`drop table if exists scale_tag_carriers, scale_tag_counts`);
  }
  // PGlite has no autovacuum daemon: the planner needs fresh statistics for the per-fan lookups.
  await db.execute(sql`analyze "user", taste_events, creator_reactions, taste_profiles`);
  return {
    requested: events,
    fans,
    ...result,
    totalEvents: await countOf(db, sql`select count(*)::int as n from taste_events`),
    totalReactions: await countOf(db, sql`select count(*)::int as n from creator_reactions`),
    ms: Math.round(performance.now() - started),
  };
}
