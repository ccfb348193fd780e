/**
 * Generated art for a piece of work with no picture (an audio track, a file still processing, a creative
 * with no upload yet): a gradient derived from a stable seed (the work's id or title), so the same work
 * always wears the same colours and no card falls back to a pair of initials.
 */
function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function workGradient(seed: string): string {
  const h = hash(seed || 'pulse');
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const hue3 = (hue + 180 + ((h >>> 17) % 60)) % 360;
  const angle = (h >>> 3) % 360;
  const x = 20 + ((h >>> 5) % 60);
  const y = 15 + ((h >>> 11) % 50);
  return [
    `radial-gradient(circle at ${x}% ${y}%, hsl(${hue3} 90% 62% / 0.55), transparent 55%)`,
    `linear-gradient(${angle}deg, hsl(${hue} 70% 22%), hsl(${hue2} 80% 45%))`,
  ].join(', ');
}
