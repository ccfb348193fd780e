/** Bytes a row's text is guessed at when the arena is first sized; it doubles when a longer catalogue needs it. */
const BYTES_PER_ROW = 24;
/** No row: the id table's empty slot. */
const EMPTY = -1;

function fnv1a(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/**
 * A column of strings, one per row, as UTF-8 bytes in one buffer (issue 35 item 1). At a million beats, an id and
 * a title as strings of their own were two million objects on the heap, which every collection walked; here they
 * are one buffer and two arrays of numbers. A row's text is made into a string only when a match names it.
 * Setting a row again appends its new bytes; the old ones stay until the copy is rebuilt (every reload).
 */
export function createTextColumn(capacity: number) {
  let arena = Buffer.allocUnsafe(Math.max(64, capacity * BYTES_PER_ROW));
  let used = 0;
  const start = new Uint32Array(capacity);
  const length = new Uint32Array(capacity);

  function reserve(bytes: number): void {
    if (used + bytes <= arena.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(arena.length * 2, used + bytes));
    arena.copy(bigger, 0, 0, used);
    arena = bigger;
  }

  return {
    capacity,
    set(at: number, text: string): void {
      reserve(Buffer.byteLength(text));
      start[at] = used;
      length[at] = arena.write(text, used);
      used += length[at]!;
    },
    get(at: number): string {
      return arena.toString('utf8', start[at]!, start[at]! + length[at]!);
    },
    /** Whether row `at` holds exactly `bytes[0, n)`. */
    equals(at: number, bytes: Uint8Array, n: number): boolean {
      return length[at] === n && arena.compare(bytes, 0, n, start[at]!, start[at]! + n) === 0;
    },
    hash(at: number): number {
      return fnv1a(arena, start[at]!, start[at]! + length[at]!);
    },
    isSet(at: number): boolean {
      return length[at]! > 0;
    },
    swap(a: number, b: number): void {
      const s = start[a]!;
      start[a] = start[b]!;
      start[b] = s;
      const l = length[a]!;
      length[a] = length[b]!;
      length[b] = l;
    },
    /** This column's first `count` rows, into a larger one (empty until now): their bytes copied once, whole. */
    copyInto(
      bigger: { adopt(bytes: Uint8Array, starts: Uint32Array, lengths: Uint32Array): void },
      count: number,
    ): void {
      bigger.adopt(arena.subarray(0, used), start.subarray(0, count), length.subarray(0, count));
    },
    adopt(bytes: Uint8Array, starts: Uint32Array, lengths: Uint32Array): void {
      reserve(bytes.length);
      arena.set(bytes, used);
      for (let at = 0; at < starts.length; at++) start[at] = used + starts[at]!;
      length.set(lengths);
      used += bytes.length;
    },
  };
}
export type TextColumn = ReturnType<typeof createTextColumn>;

/**
 * Which row holds an id, over the ids' own bytes: open addressing in one Int32Array, instead of a Map of a million
 * string keys. Rows are only ever added (a beat taken off the list keeps its row, marked not live), so nothing is
 * deleted; a copy rebuilt after clustering starts a new table.
 */
export function createIdTable(ids: TextColumn) {
  let size = 16;
  while (size < ids.capacity * 2) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(size).fill(EMPTY);
  let scratch = Buffer.allocUnsafe(256);

  function encode(id: string): number {
    const bytes = Buffer.byteLength(id);
    if (bytes > scratch.length) scratch = Buffer.allocUnsafe(bytes * 2);
    return scratch.write(id, 0);
  }

  return {
    /** The row holding `id`, or undefined. */
    find(id: string): number | undefined {
      const n = encode(id);
      for (let slot = fnv1a(scratch, 0, n) & mask; ; slot = (slot + 1) & mask) {
        const at = slots[slot]!;
        if (at === EMPTY) return undefined;
        if (ids.equals(at, scratch, n)) return at;
      }
    },
    /** Makes row `at` findable by the id it holds (set in the column first). */
    add(at: number): void {
      let slot = ids.hash(at) & mask;
      while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      slots[slot] = at;
    },
    clear(): void {
      slots.fill(EMPTY);
    },
  };
}
export type IdTable = ReturnType<typeof createIdTable>;
