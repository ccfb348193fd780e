import { randomFillSync } from 'node:crypto';

/** Random bytes drawn for many ids at once: one call into the CSPRNG per 512 ids, not one per id. */
const POOL = Buffer.alloc(16 * 512);
let used = POOL.length;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** UUIDv7: time-ordered, so ids sort by creation and index well. */
export function newId(): string {
  if (used === POOL.length) {
    randomFillSync(POOL);
    used = 0;
  }
  const r = used;
  used += 16;
  const ms = Date.now();
  const high = Math.floor(ms / 0x1_0000_0000);
  const h = (i: number) => HEX[POOL[r + i]!]!;
  return (
    HEX[(high >>> 8) & 0xff]! +
    HEX[high & 0xff]! +
    HEX[(ms >>> 24) & 0xff]! +
    HEX[(ms >>> 16) & 0xff]! +
    '-' +
    HEX[(ms >>> 8) & 0xff]! +
    HEX[ms & 0xff]! +
    '-' +
    HEX[(POOL[r + 6]! & 0x0f) | 0x70]! +
    h(7) +
    '-' +
    HEX[(POOL[r + 8]! & 0x3f) | 0x80]! +
    h(9) +
    '-' +
    h(10) +
    h(11) +
    h(12) +
    h(13) +
    h(14) +
    h(15)
  );
}
