/**
 * Repeatable randomness for the demo media: the same id gives the same artwork, loop and clip on every
 * machine, so a regenerated file never differs from the one a first start made.
 */
export type Random = () => number;

/** A generator of numbers in [0, 1) seeded by a string (FNV-1a hash into a mulberry32 state). */
export function seeded(seed: string): Random {
  let h = 2_166_136_261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}
