import { FEATURE_VECTOR_LENGTH } from '@pulse/domain/audio-analysis';
import { type BeatFilters, PRICE_RANGES } from '@pulse/domain/beats';
import { nearestVectors, type VectorMatch } from '@pulse/domain/sounds-like';
import {
  assignRows,
  CLUSTER_INDEX_FROM,
  CLUSTER_PROBE_SHARE,
  type ClusterIndex,
  centroidTraining,
  clusterCountFor,
  clusterOrder,
  nearestInClusters,
} from '@pulse/domain/vector-clusters';
import { createVectorScorer, VECTOR_STRIDE } from '@pulse/domain/vector-scorer';
import { type CatalogueFacts, createBeatFacts, licenseBits } from './beat-facts';
import type { CatalogueRow, SoundsLikeRepository } from './sounds-like.repository';

/** How often the copy asks the database what changed: beats analysed after publishing, other instances' edits. */
export const CATALOGUE_SYNC_MS = 30_000;
/** Each sync looks this far behind the last one, so a change committed while it ran is not missed. */
const SYNC_OVERLAP_MS = 10_000;
/** A whole new copy this often all the same: a change whose transaction took longer than the overlap. */
export const CATALOGUE_RELOAD_MS = 15 * 60_000;

/**
 * Answers kept per copy: the same beat's "More like this" is asked by everyone on its page, and a scan of 100k
 * vectors costs milliseconds of the one thread. Any change to the copy forgets them all, so a kept answer is
 * exactly what a new scan of the same copy would give.
 */
const MEMO_SIZE = 500;
/** Beats read per statement when the copy is built: the rows of one page are all that is held at once. */
export const CATALOGUE_PAGE = 10_000;
/** How long clustering a new copy holds the thread before letting other work run (searches, every request). */
const SLICE_MS = 20;
/** Rows worked between two looks at the clock while clustering: a few milliseconds' worth at the most. */
const STEP_ROWS = 1_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export type NearestBeat = VectorMatch & { beat: CatalogueFacts; vector: number[] };

/**
 * The listed beats' feature vectors in memory, scored by the domain's WebAssembly kernel (decision 057): one
 * pass over them all a search, the same on PGlite and PostgreSQL, no vector index needed. The beats' facts sit in
 * columns beside it (`beat-facts.ts`): what the filters read is typed arrays, so a pass over 100k beats touches no
 * objects. Publishing, editing or an exclusive sale refreshes its beat at once
 * (`refreshBeat`); every CATALOGUE_SYNC_MS the copy reads, in the background, only the beats changed or heard
 * since (searches meanwhile use the copy they have), and every CATALOGUE_RELOAD_MS all of it. A producer suspended meanwhile is caught when the page of
 * beats is read back from the database. Nothing here is state another instance needs: each builds its own.
 */
export function createBeatVectors(deps: {
  repo: Pick<SoundsLikeRepository, 'listedCatalogue' | 'publishedBeatCount' | 'listedBeat' | 'catalogueChanges'>;
  now?: () => number;
  onError?: (err: unknown) => void;
  /** From how many beats the copy is clustered (tests set it low). */
  clusterFrom?: number;
  /** The share of the clusters a search reads (the recall script tries others). */
  probeShare?: number;
}) {
  const clusterFrom = deps.clusterFrom ?? CLUSTER_INDEX_FROM;
  const probeShare = deps.probeShare ?? CLUSTER_PROBE_SHARE;
  const now = deps.now ?? Date.now;
  const n = FEATURE_VECTOR_LENGTH;

  /** One generation of the copy; a reload builds a new one and swaps it in whole. */
  function emptyCopy(capacity: number, keyNames?: string[]) {
    return {
      facts: createBeatFacts(capacity, keyNames),
      /** The vectors, one row each, with the kernel that scores them all against a query (decision 057). */
      scorer: createVectorScorer(capacity),
      /** The longest row ever put (feature vectors are unit): how far the kernel's rounding can reach. */
      rowLength: 1,
      count: 0,
      memo: new Map<string, readonly NearestBeat[]>(),
      /** From CLUSTER_INDEX_FROM rows: the rows are in cluster order, and a search reads the nearest clusters. */
      clusters: null as ClusterIndex | null,
      /** Clustered rows whose vector changed since: read by every search until the next reload re-clusters. */
      moved: { flags: new Uint8Array(capacity), rows: [] as number[] },
    };
  }
  type Copy = ReturnType<typeof emptyCopy>;

  const probeFor = (k: number) => Math.max(1, Math.ceil(k * probeShare));

  let copy: Copy = emptyCopy(0);
  let loadedAt = Number.NEGATIVE_INFINITY;
  let syncedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  function grow(c: Copy, rows: number): Copy {
    if (rows <= c.facts.capacity) return c;
    // A quarter more, not double: at a million beats the first publish after a load would add 128 MB.
    const bigger = emptyCopy(Math.max(64, rows + Math.ceil(rows / 4)), c.facts.keyNames);
    bigger.scorer.rows.set(c.scorer.rows.subarray(0, c.count * VECTOR_STRIDE));
    c.facts.copyInto(bigger.facts, c.count);
    bigger.moved.flags.set(c.moved.flags);
    bigger.moved.rows.push(...c.moved.rows);
    // A fresh memo: a search still holding the smaller copy must not keep its answer where the new one reads.
    return { ...bigger, count: c.count, rowLength: c.rowLength, clusters: c.clusters };
  }

  function put(c: Copy, row: CatalogueRow): Copy {
    const { vector, ...facts } = row;
    c.memo.clear();
    // A vector with a NaN or an infinity scores nothing sensibly and would make the rounding bound of every
    // later search NaN (each would then score every row exactly): such a beat is left out, as one without.
    if (!vector || vector.length !== n || !vector.every(Number.isFinite)) {
      remove(c, row.id);
      return c;
    }
    let at = c.facts.find(row.id);
    if (at === undefined) {
      c = grow(c, c.count + 1);
      at = c.count++;
    } else if (c.clusters && at < c.clusters.indexed && c.moved.flags[at] === 0) {
      c.moved.flags[at] = 1;
      c.moved.rows.push(at);
    }
    c.facts.set(at, facts);
    c.scorer.rows.set(vector, at * VECTOR_STRIDE);
    let squares = 0;
    for (const x of vector) squares += x * x;
    c.rowLength = Math.max(c.rowLength, Math.sqrt(squares));
    return c;
  }

  function rowVector(c: Copy, at: number): number[] {
    return Array.from(c.scorer.rows.subarray(at * VECTOR_STRIDE, at * VECTOR_STRIDE + n));
  }

  function remove(c: Copy, id: string): void {
    const at = c.facts.find(id);
    if (at === undefined) return;
    c.facts.live[at] = 0;
    c.memo.clear();
  }

  async function reload(): Promise<void> {
    const started = now();
    // Sized once from the count, then filled a page at a time: at a million beats, reading every row at once
    // held gigabytes of row objects for a moment (issue 35 item 1). A change committed meanwhile is caught by
    // the next sync, which looks back from `started`.
    let next = emptyCopy(await deps.repo.publishedBeatCount());
    for (let after: string | null = null; ; ) {
      const page = await deps.repo.listedCatalogue(after, CATALOGUE_PAGE);
      for (const row of page) next = put(next, row);
      if (page.length < CATALOGUE_PAGE) break;
      after = page[page.length - 1]!.id;
    }
    if (next.count >= clusterFrom) await cluster(next);
    copy = next;
    loadedAt = started;
    syncedAt = started;
  }

  /**
   * Puts a new copy's rows in cluster order, in place (issue 35 item 1): k-means over a sample, each row to its
   * nearest centroid, then every array permuted by following the order's cycles, so no second copy of a million
   * rows is ever held. At a million rows this is seconds of work (the permutation alone about 2 s, its reads
   * scattered over 200 MB): it gives the thread back every SLICE_MS, and searches go on meanwhile, on the copy in
   * use. Nothing else touches the new copy until it replaces that one.
   */
  async function cluster(c: Copy): Promise<void> {
    const rows = c.scorer.rows;
    const k = clusterCountFor(c.count);
    let sliceStart = performance.now();
    const pauseIfDue = async () => {
      if (performance.now() - sliceStart < SLICE_MS) return;
      await nextTurn();
      sliceStart = performance.now();
    };
    const training = centroidTraining(rows, c.count, k, STEP_ROWS);
    let trained = training.next();
    for (; !trained.done; trained = training.next()) await pauseIfDue();
    const centroids = trained.value;
    const clusterOf = new Int32Array(c.count);
    for (let from = 0; from < c.count; from += STEP_ROWS) {
      assignRows(centroids, k, rows, from, Math.min(c.count, from + STEP_ROWS), clusterOf);
      await pauseIfDue();
    }
    const { order, offsets } = clusterOrder(clusterOf, k);
    const done = new Uint8Array(c.count);
    const swap = (a: number, b: number) => {
      for (let d = 0, x = a * VECTOR_STRIDE, y = b * VECTOR_STRIDE; d < VECTOR_STRIDE; d++, x++, y++) {
        const value = rows[x]!;
        rows[x] = rows[y]!;
        rows[y] = value;
      }
      c.facts.swap(a, b);
    };
    // Place p takes the row at order[p]: along each cycle, a swap settles one place and carries the cycle's
    // first row on to the next, which it settles last.
    for (let start = 0, work = 0; start < c.count; start++) {
      let place = start;
      while (done[place] === 0) {
        done[place] = 1;
        const from = order[place]!;
        if (from === start) break;
        swap(place, from);
        place = from;
        if (++work % STEP_ROWS === 0) await pauseIfDue();
      }
    }
    c.facts.clearIds();
    for (let at = 0; at < c.count; at++) {
      c.facts.findable(at);
      if (at % STEP_ROWS === 0) await pauseIfDue();
    }
    c.clusters = { k, centroids, offsets, indexed: c.count };
  }

  async function sync(): Promise<void> {
    const started = now();
    const changed = await deps.repo.catalogueChanges(new Date(syncedAt - SYNC_OVERLAP_MS));
    for (const { listed, ...row } of changed) {
      if (listed) copy = put(copy, row);
      else remove(copy, row.id);
    }
    syncedAt = started;
  }

  /** The copy to search: loaded on first use; when stale, reloaded in the background. */
  async function ready(): Promise<Copy> {
    if (loadedAt === Number.NEGATIVE_INFINITY) {
      loading ??= reload().finally(() => {
        loading = null;
      });
      await loading;
    } else if (now() - syncedAt > CATALOGUE_SYNC_MS && !loading) {
      loading = (now() - loadedAt > CATALOGUE_RELOAD_MS ? reload() : sync())
        .catch((err) => deps.onError?.(err))
        .finally(() => {
          loading = null;
        });
    }
    return copy;
  }

  return {
    /** The `limit` nearest listed beats to `vector` that pass the license and price filters, leaving out `exclude`. */
    async nearest(
      vector: readonly number[],
      filters: Pick<BeatFilters, 'licenseType' | 'priceRange'>,
      limit: number,
      exclude: string | null,
    ): Promise<readonly NearestBeat[]> {
      const c = await ready();
      const key = `${vector.join(',')}|${filters.licenseType ?? ''}|${filters.priceRange ?? ''}|${limit}|${exclude ?? ''}`;
      const kept = c.memo.get(key);
      if (kept) {
        // Most recently used last: the first key is the one to forget.
        c.memo.delete(key);
        c.memo.set(key, kept);
        return kept;
      }
      const { live, licenses, nonExclusive, exclusive } = c.facts;
      const skip = exclude === null ? -1 : (c.facts.find(exclude) ?? -1);
      const mask = filters.licenseType ? licenseBits([filters.licenseType]) : 0;
      const range = filters.priceRange ? PRICE_RANGES.find((r) => r.id === filters.priceRange)! : null;
      const min = range?.minCents ?? 0;
      const max = range?.maxCents ?? Number.POSITIVE_INFINITY;
      // The list's rule (matchesBeatFilters): the license type on offer; either price in the range.
      const accept = (i: number) => {
        if (live[i] === 0 || i === skip) return false;
        if (mask !== 0 && (licenses[i]! & mask) === 0) return false;
        if (range === null) return true;
        return (nonExclusive[i]! >= min && nonExclusive[i]! < max) || (exclusive[i]! >= min && exclusive[i]! < max);
      };
      const matches = c.clusters
        ? nearestInClusters(
            vector,
            c.scorer,
            c.clusters,
            c.count,
            limit,
            accept,
            c.moved,
            c.rowLength,
            probeFor(c.clusters.k),
          )
        : nearestVectors(vector, c.scorer, c.count, limit, accept, c.rowLength);
      const answer = matches.map((m) => ({
        ...m,
        beat: c.facts.get(m.index),
        vector: rowVector(c, m.index),
      }));
      c.memo.set(key, answer);
      if (c.memo.size > MEMO_SIZE) c.memo.delete(c.memo.keys().next().value!);
      return answer;
    },

    /** Loads the copy now (the server calls it once listening), so the first search does not wait for it. */
    async warm(): Promise<void> {
      await ready();
    },

    /** A listed beat's facts and vector from the copy (no query), or null when the copy does not hold it. */
    async lookup(id: string): Promise<{ beat: CatalogueFacts; vector: number[] } | null> {
      const c = await ready();
      const at = c.facts.find(id);
      if (at === undefined || c.facts.live[at] === 0) return null;
      return { beat: c.facts.get(at), vector: rowVector(c, at) };
    },

    /** After a beat was published, edited or sold exclusively: its entry now, from the database. */
    async refreshBeat(id: string): Promise<void> {
      if (loadedAt === Number.NEGATIVE_INFINITY) return;
      const row = await deps.repo.listedBeat(id);
      if (row) copy = put(copy, row);
      else remove(copy, id);
    },
  };
}
export type BeatVectors = ReturnType<typeof createBeatVectors>;
