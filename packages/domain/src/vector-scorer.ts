/**
 * Dot products of one query with many stored vectors, four numbers at a time (WebAssembly SIMD), for "Sounds like
 * this" (decision 057): at 100k beats a plain JavaScript pass took about 4.4 ms of the server's one thread on the
 * bench machine, this kernel about 0.2 ms. The scores are float32 sums, so `nearestVectors` uses them only to
 * pass over rows that cannot place and scores the rest exactly.
 *
 * The kernel is assembled here from its instructions (below): there is no build step for it and no package
 * behind it. Where WebAssembly SIMD is missing, the same scores come from a JavaScript loop.
 */

/** Numbers per stored row: a vector of up to 32, zero-padded, so a row is eight 4-lane loads. */
export const VECTOR_STRIDE = 32;
const ROW_BYTES = VECTOR_STRIDE * 4;
/**
 * Rows per block: the kernel also writes each block's highest score, so a reader passes over a block whose best
 * cannot place without reading its rows (the walk over 100k scores cost more than the kernel).
 */
export const SCORE_BLOCK = 64;
const PAGE_BYTES = 65_536;

export interface VectorScores {
  /** Row r's float32 dot product with the query, for r < count. */
  readonly scores: Float32Array;
  /** Block b's highest score (rows b * SCORE_BLOCK onwards; NaN when one of them is NaN). */
  readonly blockMaxima: Float32Array;
}

export interface VectorScorer {
  /** Row r's numbers start at r * VECTOR_STRIDE; whatever a row leaves past its vector must stay 0. */
  readonly rows: Float32Array;
  readonly capacity: number;
  /** Whether the kernel runs (false: the JavaScript loop). */
  readonly simd: boolean;
  /**
   * Float32 dot products of `query` (at most VECTOR_STRIDE numbers) with the first `count` rows, and each block's
   * highest. The arrays are reused by the next call: read them before scoring again.
   */
  score(query: ArrayLike<number>, count: number): VectorScores;
  /**
   * Float32 dot products of `query` with rows start .. start + count - 1 only, at those rows' places in the
   * scores (one cluster of rows, `vector-clusters.ts`). Block b's highest here is of the range's rows from
   * start + b * SCORE_BLOCK on (the kernel's last block may also cover rows past the range: its highest is at
   * least theirs). Reused as `score`'s.
   */
  scoreRange(query: ArrayLike<number>, start: number, count: number): VectorScores;
}

/**
 * How far a float32 score of the kernel may sit from the exact one, per unit of the query's and the row's
 * lengths: 32 products and their sums rounded to float32 (about 2e-6 at worst), with room to spare.
 */
const SCORE_SLACK = 1e-5;

/**
 * The query in float64, for scoring a row again exactly, and the most the kernel's rounding can have moved a
 * score of it against rows at most `rowLength` long: a row whose float32 score, plus that, cannot reach the last
 * place is passed over.
 */
export function exactQuery(query: ArrayLike<number>, rowLength: number): { q: Float64Array; slack: number } {
  const q = Float64Array.from(query);
  let length = 0;
  for (const x of q) length += x * x;
  return { q, slack: SCORE_SLACK * Math.sqrt(length) * rowLength };
}

// ---------------------------------------------------------------------------------------------------------
// The kernel: scores(query, rows, out, count) { for each row: out[r] = sum of query[i] * row[i], i < 32 }

const leb128 = (n: number): number[] => {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
};
/** Signed LEB128, as i32.const reads its operand (64 in unsigned form would read as -64). */
const sleb128 = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
};
const name = (s: string) => [...leb128(s.length), ...Array.from(s, (c) => c.charCodeAt(0))];
const section = (id: number, bytes: number[]) => [id, ...leb128(bytes.length), ...bytes];

// Opcodes (WebAssembly core and SIMD specifications).
const I32 = 0x7f;
const V128 = 0x7b;
const LOCAL_GET = 0x20;
const LOCAL_SET = 0x21;
const LOCAL_TEE = 0x22;
const I32_CONST = 0x41;
const I32_ADD = 0x6a;
const I32_MUL = 0x6c;
const I32_LT_U = 0x49;
const I32_GE_U = 0x4f;
const F32 = 0x7d;
const F32_CONST = 0x43;
const F32_ADD = 0x92;
const F32_MAX = 0x97;
const F32_STORE = 0x38;
const BLOCK = 0x02;
const LOOP = 0x03;
const BR_IF = 0x0d;
const END = 0x0b;
const EMPTY = 0x40;
const simd = (code: number) => [0xfd, ...leb128(code)];
const v128Load = (offset: number) => [...simd(0x00), 4, ...leb128(offset)];
const F32X4_ADD = simd(0xe4);
const F32X4_MUL = simd(0xe6);
const f32x4Lane = (lane: number) => [...simd(0x1f), lane];

/**
 * scores(query, rows, out, maxima, blocks): for each of `blocks` blocks of SCORE_BLOCK rows, each row's score to
 * out[] and the block's highest to maxima[]. Parameters 0-4 (byte addresses, then the count of blocks); locals:
 * 5 end of the rows, 6 end of the block, 7 the block's highest, 8 the row's score, 9-16 the query's lanes, 17 sum.
 */
function kernelBytes(): Uint8Array {
  const [QUERY, ROWS, OUT, MAXIMA, BLOCKS, ROWS_END, BLOCK_END, BLOCK_MAX, SCORE, Q, SUM] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 17,
  ];
  const blockBytes = sleb128(SCORE_BLOCK * ROW_BYTES);
  const minusInfinity = [0x00, 0x00, 0x80, 0xff];
  const product = (k: number) => [LOCAL_GET, ROWS, ...v128Load(k * 16), LOCAL_GET, Q + k, ...F32X4_MUL];
  const pair = (k: number) => [...product(k), ...product(k + 1), ...F32X4_ADD];
  const body = [
    // The query's 32 numbers in eight 4-lane locals.
    ...[0, 1, 2, 3, 4, 5, 6, 7].flatMap((k) => [LOCAL_GET, QUERY, ...v128Load(k * 16), LOCAL_SET, Q + k]),
    ...[LOCAL_GET, BLOCKS, I32_CONST, ...blockBytes, I32_MUL, LOCAL_GET, ROWS, I32_ADD, LOCAL_SET, ROWS_END],
    ...[BLOCK, EMPTY, LOCAL_GET, ROWS, LOCAL_GET, ROWS_END, I32_GE_U, BR_IF, 0],
    // Each block: its end, and its highest so far.
    ...[LOOP, EMPTY, LOCAL_GET, ROWS, I32_CONST, ...blockBytes, I32_ADD, LOCAL_SET, BLOCK_END],
    ...[F32_CONST, ...minusInfinity, LOCAL_SET, BLOCK_MAX, LOOP, EMPTY],
    // Each row: eight lane-wise products summed as a tree, then the four lanes added.
    ...[...pair(0), ...pair(2), ...F32X4_ADD, ...pair(4), ...pair(6), ...F32X4_ADD, ...F32X4_ADD, LOCAL_SET, SUM],
    ...[LOCAL_GET, SUM, ...f32x4Lane(0), LOCAL_GET, SUM, ...f32x4Lane(1), F32_ADD],
    ...[LOCAL_GET, SUM, ...f32x4Lane(2), LOCAL_GET, SUM, ...f32x4Lane(3), F32_ADD, F32_ADD, LOCAL_SET, SCORE],
    ...[LOCAL_GET, OUT, LOCAL_GET, SCORE, F32_STORE, 2, 0],
    ...[LOCAL_GET, BLOCK_MAX, LOCAL_GET, SCORE, F32_MAX, LOCAL_SET, BLOCK_MAX],
    ...[LOCAL_GET, OUT, I32_CONST, 4, I32_ADD, LOCAL_SET, OUT],
    ...[LOCAL_GET, ROWS, I32_CONST, ...sleb128(ROW_BYTES), I32_ADD, LOCAL_TEE, ROWS, LOCAL_GET, BLOCK_END, I32_LT_U],
    ...[BR_IF, 0, END],
    // The block's highest, then the next block.
    ...[LOCAL_GET, MAXIMA, LOCAL_GET, BLOCK_MAX, F32_STORE, 2, 0],
    ...[LOCAL_GET, MAXIMA, I32_CONST, 4, I32_ADD, LOCAL_SET, MAXIMA],
    ...[LOCAL_GET, ROWS, LOCAL_GET, ROWS_END, I32_LT_U, BR_IF, 0, END, END, END],
  ];
  const code = [3, 2, I32, 2, F32, 9, V128, ...body];
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 5, I32, I32, I32, I32, I32, 0]),
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...name('scores'), 0x00, 0]),
    ...section(10, [1, ...leb128(code.length), ...code]),
  ]);
}

/** The WebAssembly this file uses, where there is one (the domain compiles without the DOM's or Node's types). */
interface Wasm {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
}
const wasm = (globalThis as { WebAssembly?: Wasm }).WebAssembly;

let kernel: object | null | undefined;
function kernelModule(): object | null {
  if (kernel === undefined) {
    const bytes = kernelBytes();
    kernel = wasm?.validate(bytes) ? new wasm.Module(bytes) : null;
  }
  return kernel;
}

/** A scorer for up to `capacity` rows; `{ simd: false }` forces the JavaScript loop (tests compare the two). */
export function createVectorScorer(capacity: number, options: { simd?: boolean } = {}): VectorScorer {
  const module = options.simd === false ? null : kernelModule();
  // Whole blocks, and one more: a range starting inside a block reads up to a block past its end. The rows past
  // `capacity` stay 0.
  const blocks = Math.ceil(capacity / SCORE_BLOCK);
  const padded = (blocks + 1) * SCORE_BLOCK;
  const blocksOf = (count: number) => Math.ceil(Math.min(count, capacity) / SCORE_BLOCK);
  if (module && wasm) {
    // Memory: the query (one row), the rows, one float32 score per row, one highest per block.
    const rowsAt = ROW_BYTES;
    const scoresAt = rowsAt + padded * ROW_BYTES;
    const maximaAt = scoresAt + padded * 4;
    const bytes = maximaAt + blocks * 4;
    const memory = new wasm.Memory({ initial: Math.max(1, Math.ceil(bytes / PAGE_BYTES)) });
    const instance = new wasm.Instance(module, { env: { memory } });
    const run = instance.exports.scores as (
      query: number,
      rows: number,
      out: number,
      maxima: number,
      n: number,
    ) => void;
    const query = new Float32Array(memory.buffer, 0, VECTOR_STRIDE);
    const result = {
      scores: new Float32Array(memory.buffer, scoresAt, padded),
      blockMaxima: new Float32Array(memory.buffer, maximaAt, blocks),
    };
    return {
      rows: new Float32Array(memory.buffer, rowsAt, capacity * VECTOR_STRIDE),
      capacity,
      simd: true,
      score(q, count) {
        query.fill(0);
        query.set(q);
        run(0, rowsAt, scoresAt, maximaAt, blocksOf(count));
        return result;
      },
      scoreRange(q, start, count) {
        query.fill(0);
        query.set(q);
        const from = Math.max(0, Math.min(start, capacity));
        const rows = Math.max(0, Math.min(count, capacity - from));
        run(0, rowsAt + from * ROW_BYTES, scoresAt + from * 4, maximaAt, Math.ceil(rows / SCORE_BLOCK));
        return result;
      },
    };
  }
  const rows = new Float32Array(capacity * VECTOR_STRIDE);
  const result = { scores: new Float32Array(padded), blockMaxima: new Float32Array(blocks) };
  // The rows from `start` on, and each of their blocks' highest counted from `start`: `score` is the range from 0.
  function scoreRange(q: ArrayLike<number>, start: number, count: number): VectorScores {
    const n = Math.min(q.length, VECTOR_STRIDE);
    const from = Math.max(0, start);
    const end = Math.min(start + count, capacity);
    const { scores, blockMaxima } = result;
    for (let row = from; row < end; row++) {
      let sum = 0;
      for (let i = 0, b = row * VECTOR_STRIDE; i < n; i++) sum += q[i]! * rows[b + i]!;
      scores[row] = sum;
    }
    for (let block = 0, first = from; first < end; block++, first += SCORE_BLOCK) {
      let highest = Number.NEGATIVE_INFINITY;
      for (let row = first; row < Math.min(end, first + SCORE_BLOCK); row++) {
        const v = scores[row]!;
        // As the kernel's f32.max: NaN wins.
        highest = Number.isNaN(v) || Number.isNaN(highest) ? Number.NaN : Math.max(highest, v);
      }
      blockMaxima[block] = highest;
    }
    return result;
  }
  return {
    rows,
    capacity,
    simd: false,
    score: (q, count) => scoreRange(q, 0, count),
    scoreRange,
  };
}
