import { BEAT_LICENSE_TYPES } from '@pulse/domain/beats';
import type { CatalogueRow } from './sounds-like.repository';
import { createIdTable, createTextColumn } from './text-column';

/** What a match names: the beat's own facts (its vector stays in the scorer's matrix). */
export type CatalogueFacts = Omit<CatalogueRow, 'vector'>;

/** One bit per license type, in BEAT_LICENSE_TYPES order. */
export function licenseBits(types: readonly string[]): number {
  let bits = 0;
  for (const t of types) {
    const i = (BEAT_LICENSE_TYPES as readonly string[]).indexOf(t);
    if (i >= 0) bits |= 1 << i;
  }
  return bits;
}

function swapIn<T>(values: { [at: number]: T }, a: number, b: number): void {
  const x = values[a]!;
  values[a] = values[b]!;
  values[b] = x;
}

function emptyColumns(capacity: number) {
  return {
    ids: createTextColumn(capacity),
    titles: createTextColumn(capacity),
    bpm: new Int32Array(capacity),
    keys: new Uint16Array(capacity),
    /** NaN where the analysis measured none. */
    loudness: new Float64Array(capacity),
    live: new Uint8Array(capacity),
    licenses: new Uint8Array(capacity),
    nonExclusive: new Int32Array(capacity),
    exclusive: new Int32Array(capacity),
  };
}
type Columns = ReturnType<typeof emptyColumns>;

/**
 * The copy's beat facts in columns, one row per beat (issue 35 item 1). An object per beat, with its license list
 * and its key as strings of their own, held about 350 bytes a beat: 350 MB at a million, for what a search reads
 * a dozen of. In columns a beat costs about 60 bytes and no object of its own: ids and titles are bytes in one
 * buffer each (`text-column.ts`), found by id through a table over those bytes, and a search's filters read typed
 * arrays only. Keys are interned (a catalogue has a few dozen), license types kept as bits.
 */
export function createBeatFacts(capacity: number, keyNames: string[] = []) {
  const keyIndex = new Map(keyNames.map((name, i) => [name, i]));
  const columns = emptyColumns(capacity);
  const byId = createIdTable(columns.ids);
  function keyOf(name: string): number {
    let at = keyIndex.get(name);
    if (at === undefined) {
      at = keyNames.push(name) - 1;
      keyIndex.set(name, at);
    }
    return at;
  }

  return {
    ...columns,
    capacity,
    /** Shared with a grown copy, so its keys keep their numbers. */
    keyNames,

    /** The row holding the beat `id`, or undefined. */
    find: byId.find,

    /** Row `at` is the beat `facts.id` from now on: a row new to the copy, or the same beat's row again. */
    set(at: number, facts: CatalogueFacts): void {
      if (!columns.ids.isSet(at)) {
        columns.ids.set(at, facts.id);
        byId.add(at);
      }
      // Written again only when it changed: each write adds its bytes to the column until the next reload.
      if (!columns.titles.isSet(at) || columns.titles.get(at) !== facts.title) columns.titles.set(at, facts.title);
      columns.bpm[at] = facts.bpm;
      columns.keys[at] = keyOf(facts.key);
      columns.loudness[at] = facts.loudnessLufs ?? Number.NaN;
      columns.live[at] = 1;
      columns.licenses[at] = licenseBits(facts.licenseTypes);
      columns.nonExclusive[at] = facts.nonExclusivePriceCents;
      columns.exclusive[at] = facts.exclusivePriceCents;
    },

    /** A row's facts as one object, made when a match or a lookup names it. */
    get(at: number): CatalogueFacts {
      const bits = columns.licenses[at]!;
      const loudness = columns.loudness[at]!;
      return {
        id: columns.ids.get(at),
        title: columns.titles.get(at),
        bpm: columns.bpm[at]!,
        key: keyNames[columns.keys[at]!]!,
        licenseTypes: BEAT_LICENSE_TYPES.filter((_, i) => (bits & (1 << i)) !== 0),
        nonExclusivePriceCents: columns.nonExclusive[at]!,
        exclusivePriceCents: columns.exclusive[at]!,
        loudnessLufs: Number.isNaN(loudness) ? null : loudness,
      };
    },

    /** Swaps two rows; the id table is rebuilt afterwards (`clearIds`, then `findable` for each row). */
    swap(a: number, b: number): void {
      // Column by column, each its own monomorphic swap: a million of them run when a copy is clustered.
      columns.ids.swap(a, b);
      columns.titles.swap(a, b);
      swapIn(columns.bpm, a, b);
      swapIn(columns.keys, a, b);
      swapIn(columns.loudness, a, b);
      swapIn(columns.live, a, b);
      swapIn(columns.licenses, a, b);
      swapIn(columns.nonExclusive, a, b);
      swapIn(columns.exclusive, a, b);
    },

    clearIds: byId.clear,
    findable: byId.add,

    /** This copy's first `count` rows, into a larger one, findable there by id. */
    copyInto(bigger: Columns & { findable(at: number): void }, count: number): void {
      columns.ids.copyInto(bigger.ids, count);
      columns.titles.copyInto(bigger.titles, count);
      for (let at = 0; at < count; at++) bigger.findable(at);
      bigger.bpm.set(columns.bpm);
      bigger.keys.set(columns.keys);
      bigger.loudness.set(columns.loudness);
      bigger.live.set(columns.live);
      bigger.licenses.set(columns.licenses);
      bigger.nonExclusive.set(columns.nonExclusive);
      bigger.exclusive.set(columns.exclusive);
    },
  };
}
export type BeatFacts = ReturnType<typeof createBeatFacts>;
