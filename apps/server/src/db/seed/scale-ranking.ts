/**
 * For You measured offline on the scale set (issue 35 item 3, decision 069). The scale fans have planted tastes
 * (scale-taste.ts); for a sample of them this holds out each fan's last N first-time co-signs, puts the fan back
 * in the state before the first of them, and asks two rankings for 10 creatives:
 *
 *   For You     the feed service's forYou, the code the endpoint runs, over the fan's rolled-back data;
 *   popularity  the feed repository's most-co-signed list (For You's own popularity candidates), without the
 *               creatives the fan co-signed or skipped;
 *   taste × popularity  (decision 074, step e; measured, not the endpoint's order) For You's own candidates by
 *               the log of their expected co-signs from this fan: ln(1 + co-signs) + their tags' log odds.
 *
 * Each is scored against the held-out creatives with precision@10 and NDCG@10 (@pulse/domain/ranking-metrics),
 * beside a ceiling no ranking can know: the 10 creatives the seed's own model gives the highest chance of the
 * fan's next co-sign (plantedCosignChance: the fan's planted taste, and how often each creative is shown).
 * "Before those events" is made real, per fan, inside a transaction that is rolled back: the fan's taste events
 * from the cut on are deleted, their reactions put back to the verdicts before the cut (the database recounts
 * the co-sign counts), and the stored weights rebuilt the way feedback rebuilds them. Nothing is kept.
 *
 *   node --import tsx apps/server/src/db/seed/scale-ranking.ts [--fans 1000] [--held-out 5]   (after seed:scale)
 *
 * Opens the database the way server.ts does (PGlite in DATA_DIR/db, PostgreSQL when DATABASE_URL is set).
 */
import { pathToFileURL } from 'node:url';
import { candidateTagKeys, FOR_YOU_LIMIT } from '@pulse/domain/ranking';
import {
  type MeanEstimate,
  meanEstimate,
  ndcgAtK,
  precisionAtK,
  recallAtK,
  relativeLift,
} from '@pulse/domain/ranking-metrics';
import { expectedCosignScore, tagLogOdds } from '@pulse/domain/ranking-weights';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadEnv } from '../../config/env';
import { createFeedRepository, type TasteEventRow } from '../../modules/feed/feed.repository';
import { createFeedService, POPULAR_CANDIDATES, TAG_CANDIDATES } from '../../modules/feed/feed.service';
import { rebuildWeights } from '../../modules/feed/taste-weights';
import type { Db } from '../client';
import { migrateDatabase } from '../migrate';
import { openDatabase } from '../open';
import { creatorProfiles } from '../schema/creators';
import { creatorReactions, tasteEvents } from '../schema/discovery';
import { SCALE_ID_PREFIX } from './scale-ids';
import { plantedCosignChance, plantedTaste, SCALE_FAN_PREFIX, scaleFanId, type TagCarriers } from './scale-taste';

const K = FOR_YOU_LIMIT;

export interface HoldOut {
  /** The events before the cut: the state the rankings see. */
  before: TasteEventRow[];
  /** The events from the cut on, removed for the evaluation. */
  after: TasteEventRow[];
  /** The held-out creatives: the fan's last `n` co-signs of creatives they had no verdict on before. */
  relevant: Set<string>;
}

/**
 * Splits a fan's events (oldest first) before their last `n` first-time co-signs; null when the fan has fewer.
 * A co-sign of a creative the fan had already co-signed or skipped is no discovery and is not held out.
 */
export function holdOutLastCosigns(oldestFirst: readonly TasteEventRow[], n: number): HoldOut | null {
  const firstVerdict = new Map<string, number>();
  oldestFirst.forEach((e, i) => {
    if (e.action !== 'dive_deeper' && !firstVerdict.has(e.creatorId)) firstVerdict.set(e.creatorId, i);
  });
  const held: number[] = [];
  for (let i = oldestFirst.length - 1; i >= 0 && held.length < n; i--) {
    const e = oldestFirst[i]!;
    if (e.action === 'cosign' && firstVerdict.get(e.creatorId) === i) held.push(i);
  }
  if (held.length < n) return null;
  const cut = Math.min(...held);
  return {
    before: oldestFirst.slice(0, cut),
    after: oldestFirst.slice(cut),
    relevant: new Set(held.map((i) => oldestFirst[i]!.creatorId)),
  };
}

export interface FanRankings {
  fanId: string;
  relevant: Set<string>;
  forYou: string[];
  popular: string[];
  /**
   * Decision 074 step e, measured but not the endpoint's order: For You's own candidates ordered by the log of
   * their expected co-signs from this fan, ln(1 + co-signs) + the sum of their tags' log odds (tagLogOdds).
   */
  expected: string[];
  /** The model's top 10 for the fan's planted taste, without the same exclusions. */
  ceiling: string[];
}

/** The scale creatives, for the ceiling: number (1-based), id and tags. */
export interface ScaleCatalogue {
  creators: number;
  items: { n: number; id: string; tags: string[] }[];
  /** How many creatives carry each tag (the taste-led exposure draws among them). */
  carriers: TagCarriers;
}

export async function scaleCatalogue(db: Db): Promise<ScaleCatalogue> {
  const result = (await db.execute(
    sql`select user_id as id, vibe_tags as tags from creator_profiles where user_id like ${`${SCALE_ID_PREFIX}%`}`,
  )) as unknown as { rows: { id: string; tags: string[] }[] };
  const items = result.rows
    .map((r) => ({ n: Number(r.id.slice(SCALE_ID_PREFIX.length)), id: r.id, tags: r.tags }))
    .sort((a, b) => a.n - b.n);
  const carriers = new Map<string, number>();
  for (const item of items) for (const tag of new Set(item.tags)) carriers.set(tag, (carriers.get(tag) ?? 0) + 1);
  return { creators: items.length, items, carriers };
}

/** The model's top 10 for this taste: every creative's chance, the excluded ones left out. */
function ceilingOf(catalogue: ScaleCatalogue, taste: readonly string[], excluded: ReadonlySet<string>): string[] {
  const best: { id: string; chance: number }[] = [];
  for (const c of catalogue.items) {
    if (excluded.has(c.id)) continue;
    const chance = plantedCosignChance(c.n, catalogue.creators, c.tags, taste, catalogue.carriers);
    if (best.length === K && chance <= best[K - 1]!.chance) continue;
    best.push({ id: c.id, chance });
    best.sort((a, b) => b.chance - a.chance || a.id.localeCompare(b.id));
    if (best.length > K) best.pop();
  }
  return best.map((c) => c.id);
}

class Rollback extends Error {
  constructor(readonly result: FanRankings) {
    super('rollback');
  }
}

/** Both top-10 lists for one fan in the state before their held-out co-signs; null when the fan has too few. */
export async function rankingsBeforeHoldOut(
  db: Db,
  fanId: string,
  heldOut: number,
  catalogue: ScaleCatalogue,
): Promise<FanRankings | null> {
  try {
    await db.transaction(async (tx) => {
      const repo = createFeedRepository(tx as unknown as Db);
      const split = holdOutLastCosigns(await repo.eventsOldestFirst(fanId), heldOut);
      if (!split) return;
      await tx.delete(tasteEvents).where(
        inArray(
          tasteEvents.id,
          split.after.map((e) => e.id),
        ),
      );
      // Reactions as the feedback route left them at the cut: the latest verdict before it, or none.
      const latestBefore = new Map<string, TasteEventRow>();
      for (const e of split.before) if (e.action !== 'dive_deeper') latestBefore.set(e.creatorId, e);
      const touched = [...new Set(split.after.filter((e) => e.action !== 'dive_deeper').map((e) => e.creatorId))];
      const gone = touched.filter((c) => !latestBefore.has(c));
      if (gone.length > 0) {
        await tx
          .delete(creatorReactions)
          .where(and(eq(creatorReactions.userId, fanId), inArray(creatorReactions.creatorId, gone)));
      }
      for (const creatorId of touched.filter((c) => latestBefore.has(c))) {
        const e = latestBefore.get(creatorId)!;
        await repo.setReaction(fanId, creatorId, e.action as 'cosign' | 'skip');
      }
      await repo.saveTagWeights(fanId, rebuildWeights(await repo.findTaste(fanId), split.before));

      const forYou = await createFeedService({ repo }).forYou(fanId);
      const { reacted, blocked, preferredVibes, tagWeights } = await repo.forYouFan(fanId, 1);
      const { popular } = await repo.candidatePool([...reacted, ...blocked], [], 0, K);
      const pool = await repo.candidatePool(
        [...reacted, ...blocked],
        candidateTagKeys(tagWeights, preferredVibes),
        TAG_CANDIDATES,
        POPULAR_CANDIDATES,
      );
      const candidates = [...pool.byTags, ...pool.popular];
      const counts = candidates.length
        ? await tx
            .select({ id: creatorProfiles.userId, cosigns: creatorProfiles.cosigns })
            .from(creatorProfiles)
            .where(
              inArray(
                creatorProfiles.userId,
                candidates.map((c) => c.id),
              ),
            )
        : [];
      const cosignsOf = new Map(counts.map((c) => [c.id, c.cosigns]));
      const odds = tagLogOdds(split.before);
      const expected = [...new Map(candidates.map((c) => [c.id, c])).values()]
        .map((c) => ({ id: c.id, score: expectedCosignScore(cosignsOf.get(c.id) ?? 0, c.tags, odds) }))
        .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
        .slice(0, K)
        .map((c) => c.id);
      const fanNumber = Number(fanId.slice(SCALE_FAN_PREFIX.length));
      const taste = (await tx.execute(sql`select ${plantedTaste(sql`${fanNumber}::int`)} as taste`)) as unknown as {
        rows: { taste: string[] }[];
      };
      throw new Rollback({
        fanId,
        relevant: split.relevant,
        forYou: forYou.items.map((c) => c.id),
        popular: popular.map((c) => c.id),
        expected,
        ceiling: ceilingOf(catalogue, taste.rows[0]?.taste ?? [], new Set([...reacted, ...blocked])),
      });
    });
  } catch (err) {
    if (err instanceof Rollback) return err.result;
    throw err;
  }
  return null;
}

export interface RankingScores {
  precision: MeanEstimate;
  ndcg: MeanEstimate;
  recall: MeanEstimate;
  /** Share of fans with at least one held-out creative in the top 10. */
  hitRate: MeanEstimate;
}

export interface RankingEvaluation {
  scaleFans: number;
  sampled: number;
  /** Sampled fans with enough co-signs to hold out. */
  evaluated: number;
  heldOut: number;
  k: number;
  forYou: RankingScores;
  popular: RankingScores;
  expected: RankingScores;
  ceiling: RankingScores;
  /** Per-fan For You minus popularity, averaged: the paired difference and its interval. */
  precisionDifference: MeanEstimate;
  ndcgDifference: MeanEstimate;
  ms: number;
}

function scores(lists: readonly string[][], relevant: readonly Set<string>[]): RankingScores {
  const each = (f: (ranked: readonly string[], rel: ReadonlySet<string>, k: number) => number) =>
    meanEstimate(lists.map((ranked, i) => f(ranked, relevant[i]!, K)));
  return {
    precision: each(precisionAtK),
    ndcg: each(ndcgAtK),
    recall: each(recallAtK),
    hitRate: each((ranked, rel, k) => (precisionAtK(ranked, rel, k) > 0 ? 1 : 0)),
  };
}

/** Evaluates `fans` scale fans spread evenly over all of them (every fan when there are fewer). */
export async function evaluateRanking(
  db: Db,
  options: { fans: number; heldOut: number },
  onFan?: (done: number, total: number) => void,
): Promise<RankingEvaluation> {
  const started = performance.now();
  const result = (await db.execute(
    sql`select count(*)::int as n from taste_profiles where user_id like ${`${SCALE_FAN_PREFIX}%`}`,
  )) as unknown as { rows: { n: number }[] };
  const scaleFans = Number(result.rows[0]?.n ?? 0);
  const sampled = Math.min(options.fans, scaleFans);
  const catalogue = await scaleCatalogue(db);
  const rankings: FanRankings[] = [];
  for (let i = 0; i < sampled; i++) {
    const fan = 1 + Math.floor((i * scaleFans) / sampled);
    const r = await rankingsBeforeHoldOut(db, scaleFanId(fan), options.heldOut, catalogue);
    if (r) rankings.push(r);
    onFan?.(i + 1, sampled);
  }
  const relevant = rankings.map((r) => r.relevant);
  const diff = (f: (ranked: readonly string[], rel: ReadonlySet<string>, k: number) => number) =>
    meanEstimate(rankings.map((r) => f(r.forYou, r.relevant, K) - f(r.popular, r.relevant, K)));
  return {
    scaleFans,
    sampled,
    evaluated: rankings.length,
    heldOut: options.heldOut,
    k: K,
    forYou: scores(
      rankings.map((r) => r.forYou),
      relevant,
    ),
    popular: scores(
      rankings.map((r) => r.popular),
      relevant,
    ),
    expected: scores(
      rankings.map((r) => r.expected),
      relevant,
    ),
    ceiling: scores(
      rankings.map((r) => r.ceiling),
      relevant,
    ),
    precisionDifference: diff(precisionAtK),
    ndcgDifference: diff(ndcgAtK),
    ms: Math.round(performance.now() - started),
  };
}

const fmt = (e: MeanEstimate) => `${e.mean.toFixed(4)} ± ${e.halfWidth95.toFixed(4)}`;
const pct = (lift: number | null) => (lift === null ? 'n/a' : `${lift >= 0 ? '+' : ''}${(lift * 100).toFixed(0)}%`);

/** The table the bench prints. */
export function rankingTable(r: RankingEvaluation): string {
  const header = ['ranking', `precision@${r.k}`, `NDCG@${r.k}`, `recall@${r.k}`, 'fans with a hit'];
  const rows = [
    ['For You', fmt(r.forYou.precision), fmt(r.forYou.ndcg), fmt(r.forYou.recall), fmt(r.forYou.hitRate)],
    ['popularity', fmt(r.popular.precision), fmt(r.popular.ndcg), fmt(r.popular.recall), fmt(r.popular.hitRate)],
    [
      'taste × popularity',
      fmt(r.expected.precision),
      fmt(r.expected.ndcg),
      fmt(r.expected.recall),
      fmt(r.expected.hitRate),
    ],
    ['model ceiling', fmt(r.ceiling.precision), fmt(r.ceiling.ndcg), fmt(r.ceiling.recall), fmt(r.ceiling.hitRate)],
    [
      'For You lift',
      pct(relativeLift(r.forYou.precision.mean, r.popular.precision.mean)),
      pct(relativeLift(r.forYou.ndcg.mean, r.popular.ndcg.mean)),
      pct(relativeLift(r.forYou.recall.mean, r.popular.recall.mean)),
      pct(relativeLift(r.forYou.hitRate.mean, r.popular.hitRate.mean)),
    ],
    [
      'taste × pop. lift',
      pct(relativeLift(r.expected.precision.mean, r.popular.precision.mean)),
      pct(relativeLift(r.expected.ndcg.mean, r.popular.ndcg.mean)),
      pct(relativeLift(r.expected.recall.mean, r.popular.recall.mean)),
      pct(relativeLift(r.expected.hitRate.mean, r.popular.hitRate.mean)),
    ],
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `For You vs popularity: ${r.evaluated} of ${r.sampled} sampled scale fans evaluated (of ${r.scaleFans}; a fan ` +
      `needs ${r.heldOut} first-time co-signs), the last ${r.heldOut} co-signs held out per fan, top ${r.k}`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    "taste × popularity (decision 074, step e; not the endpoint): For You's candidates by ln(1 + co-signs) + " +
      "their tags' log odds for the fan. lift: over popularity. Model ceiling: the top 10 by the seed's own chance of a co-sign (it knows the " +
      'planted taste and the exposure curve): the best any ranking can do in expectation.',
    `mean ± 95% interval over fans. Paired For You − popularity: precision@${r.k} ${fmt(r.precisionDifference)}, ` +
      `NDCG@${r.k} ${fmt(r.ndcgDifference)}`,
    `evaluated in ${(r.ms / 1000).toFixed(1)} s`,
  ].join('\n');
}

function parseArgs(argv: string[]): { fans: number; heldOut: number } {
  let fans = 1000;
  let heldOut = 5;
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a positive integer`);
    if (name === '--fans') fans = n;
    else if (name === '--held-out') heldOut = n;
    else throw new Error(`Unknown argument: ${name} (use --fans N and --held-out N)`);
  }
  return { fans, heldOut };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const database = await openDatabase(loadEnv());
  try {
    await migrateDatabase(database);
    const tty = process.stdout.isTTY;
    const evaluation = await evaluateRanking(database.db, options, (done, total) => {
      if (tty) process.stdout.write(`\r  ${done}/${total} fans`);
    });
    if (tty) process.stdout.write('\n');
    console.log(rankingTable(evaluation));
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
