/**
 * How often the clustered "Sounds like this" (decision 080) finds the beats the exact scan finds, on a real
 * catalogue: the server's own copy built twice over one database, clustered and scanned, asked the same questions.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pulse_bench_<timestamp> node --import tsx scripts/sounds-like-recall.mjs
 *
 * Environment: QUERIES (default 200) beats asked about, spread over the catalogue; LIMIT (default 12, the list's);
 * PROBE_SHARES (default the server's, 0.1) the shares of the clusters a search reads, one clustered copy each.
 * Prints recall (the share of the exact list's beats the clustered list holds) and each way's time per search
 * (mean, p99 and slowest).
 * Run with `node --expose-gc` and it also prints the memory one copy holds (heap and typed arrays, after a full
 * collection): the server's own share of issue 35's 1 GB.
 */
import { SOUNDS_LIKE_LIMIT } from '@pulse/domain/sounds-like';
import { CLUSTER_PROBE_SHARE } from '@pulse/domain/vector-clusters';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createBeatVectors } from '../apps/server/src/modules/sounds-like/beat-vectors.ts';
import { createSoundsLikeRepository } from '../apps/server/src/modules/sounds-like/sounds-like.repository.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the database whose beats to measure');
const QUERIES = Number(process.env.QUERIES ?? 200);
const LIMIT = Number(process.env.LIMIT ?? SOUNDS_LIKE_LIMIT);
const PROBE_SHARES = (process.env.PROBE_SHARES ?? String(CLUSTER_PROBE_SHARE)).split(',').map(Number);
const ANY = { licenseType: null, priceRange: null };

/** Heap and typed arrays in use after a full collection, in MB; null without --expose-gc. */
function heldMb() {
  if (typeof globalThis.gc !== 'function') return null;
  globalThis.gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed / 2 ** 20, arrays: arrayBuffers / 2 ** 20 };
}

/** A search's time: mean, p99 and the slowest, in ms. */
function times(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, x) => sum + x, 0) / sorted.length;
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
  return `per search ${mean.toFixed(2)} ms, p99 ${p99.toFixed(2)}, slowest ${sorted.at(-1).toFixed(2)}`;
}

const database = await openPostgres(url, 2);
try {
  const repo = createSoundsLikeRepository(database.db);
  const count = await repo.publishedBeatCount();
  const before = heldMb();
  let started = performance.now();
  const scanned = createBeatVectors({ repo, clusterFrom: Number.POSITIVE_INFINITY });
  await scanned.warm();
  console.log(`scanned copy of ${count} beats built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const after = heldMb();
  if (before && after) {
    const heap = after.heap - before.heap;
    const arrays = after.arrays - before.arrays;
    console.log(`the copy holds ${heap.toFixed(0)} MB of heap and ${arrays.toFixed(0)} MB of typed arrays`);
  }
  const ids = [];
  for (let after = null; ids.length < QUERIES; ) {
    const page = await repo.listedCatalogue(after, Math.max(1, Math.floor(count / QUERIES)));
    if (page.length === 0) break;
    ids.push(page[0].id);
    after = page.at(-1).id;
  }
  // The exact lists, asked once: the copy keeps its answers, so a second round would time its memory.
  const questions = [];
  const scannedMs = [];
  for (const id of ids) {
    const beat = await scanned.lookup(id);
    if (!beat) continue;
    const t = performance.now();
    const exact = await scanned.nearest(beat.vector, ANY, LIMIT, id);
    scannedMs.push(performance.now() - t);
    questions.push({ id, vector: beat.vector, want: new Set(exact.map((m) => m.beat.id)) });
  }
  console.log(`scanned: ${times(scannedMs)}`);
  for (const probeShare of PROBE_SHARES) {
    started = performance.now();
    const clustered = createBeatVectors({ repo, probeShare });
    await clustered.warm();
    const built = ((performance.now() - started) / 1000).toFixed(1);
    let found = 0;
    let asked = 0;
    const clusteredMs = [];
    for (const { id, vector, want } of questions) {
      const t = performance.now();
      const near = await clustered.nearest(vector, ANY, LIMIT, id);
      clusteredMs.push(performance.now() - t);
      found += near.filter((m) => want.has(m.beat.id)).length;
      asked += want.size;
    }
    console.log(
      `reading ${probeShare} of the clusters (copy built in ${built} s): ${questions.length} beats asked about, ` +
        `${LIMIT} each: recall ${(found / asked).toFixed(3)}; ${times(clusteredMs)}`,
    );
  }
} finally {
  await database.close();
}
