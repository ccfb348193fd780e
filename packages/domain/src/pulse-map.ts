import { z } from 'zod';

/** Spec part 1, section 9: positions are clamped to 12-88 percent of the map. */
export const MAP_MIN = 12;
export const MAP_MAX = 88;

/** Distance from the centre (percent) by alignment: closer taste sits closer to you. */
export function mapRadius(alignment: number): number {
  if (alignment >= 95) return 14;
  if (alignment >= 92) return 18;
  if (alignment >= 89) return 22;
  if (alignment >= 85) return 26;
  if (alignment >= 80) return 32;
  if (alignment >= 70) return 38;
  return 44;
}

export const HEAT_BANDS = ['blazing', 'hot', 'warm', 'mild', 'cool'] as const;
export type HeatBand = (typeof HEAT_BANDS)[number];

/** Heat colour band by alignment: 90+, 80+, 70+, 60+, below 60. */
export function heatBand(alignment: number): HeatBand {
  if (alignment >= 90) return 'blazing';
  if (alignment >= 80) return 'hot';
  if (alignment >= 70) return 'warm';
  if (alignment >= 60) return 'mild';
  return 'cool';
}

export function clampToMap(value: number): number {
  return Math.min(MAP_MAX, Math.max(MAP_MIN, value));
}

/**
 * The map's layout (decision 028) in percent of a square map, so it holds at any size: each person takes a
 * box big enough for their dot and a one-line name at the smallest map (about 350 px), "You" takes a box at
 * the centre, and no two boxes overlap.
 */
export const MAP_NODE_WIDTH = 28;
export const MAP_NODE_HEIGHT = 16;
export const MAP_YOU_SIZE = 16;
/** Space kept between boxes. */
export const MAP_GAP = 1;
/** The most people the layout promises to place (the server asks for no more). */
export const PULSE_MAP_CAPACITY = 12;

export interface MapBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapPlacement {
  x: number;
  y: number;
  /** Distance from the centre. */
  distance: number;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const ANGLE_STEPS = 72;
const RADIUS_STEP = 0.5;
const MAX_RADIUS = 72;
/** From the spec's radius bands (k = 1) down to everyone starting next to "You" (k = 0). */
const COMPRESSION = [1, 0.75, 0.5, 0.25, 0];

export function boxesOverlap(a: MapBox, b: MapBox, gap = 0): boolean {
  return (
    Math.abs(a.x - b.x) * 2 < a.width + b.width + 2 * gap && Math.abs(a.y - b.y) * 2 < a.height + b.height + 2 * gap
  );
}

export function nodeBox(p: { x: number; y: number }): MapBox {
  return { x: p.x, y: p.y, width: MAP_NODE_WIDTH, height: MAP_NODE_HEIGHT };
}

export const YOU_BOX: MapBox = { x: 50, y: 50, width: MAP_YOU_SIZE, height: MAP_YOU_SIZE };

/** Inside the map with the whole box, and within the spec's 12-88 percent. */
function fits(x: number, y: number): boolean {
  const hw = MAP_NODE_WIDTH / 2;
  const hh = MAP_NODE_HEIGHT / 2;
  return (
    x >= Math.max(MAP_MIN, hw) &&
    x <= Math.min(MAP_MAX, 100 - hw) &&
    y >= Math.max(MAP_MIN, hh) &&
    y <= Math.min(MAP_MAX, 100 - hh)
  );
}

function attempt(alignments: readonly number[], order: readonly number[], k: number): (MapPlacement | null)[] {
  const placed: (MapPlacement | null)[] = alignments.map(() => null);
  const boxes: MapBox[] = [YOU_BOX];
  let floor = 0;
  for (const [rank, i] of order.entries()) {
    const alignment = alignments[i] as number;
    const nearest = mapRadius(100);
    const start = Math.max(floor, nearest + k * (mapRadius(alignment) - nearest));
    const first = -Math.PI / 2 + rank * GOLDEN_ANGLE;
    let found: MapPlacement | null = null;
    for (let r = start; r <= MAX_RADIUS && !found; r += RADIUS_STEP) {
      for (let step = 0; step < ANGLE_STEPS && !found; step++) {
        // Nearest to the person's own angle first, alternating sides, so people spread around "You".
        const offset = Math.ceil(step / 2) * (step % 2 ? 1 : -1) * ((2 * Math.PI) / ANGLE_STEPS);
        const x = 50 + r * Math.cos(first + offset);
        const y = 50 + r * Math.sin(first + offset);
        if (!fits(x, y)) continue;
        const box = nodeBox({ x, y });
        if (boxes.some((b) => boxesOverlap(box, b, MAP_GAP))) continue;
        found = { x, y, distance: r };
        boxes.push(box);
      }
    }
    if (!found) return placed;
    placed[i] = found;
    floor = found.distance;
  }
  return placed;
}

/**
 * Places people around "You" at (50, 50): the more aligned, the closer (never farther than anyone less
 * aligned), starting from the spec's radius bands and moving out just enough that no two boxes overlap.
 * When the bands leave too little room, they are compressed towards the centre, keeping the order. Only
 * the PULSE_MAP_CAPACITY most aligned are placed; the rest get null.
 */
export function layoutPulseMap(alignments: readonly number[]): (MapPlacement | null)[] {
  const order = alignments
    .map((a, i) => ({ a, i }))
    .sort((p, q) => q.a - p.a || p.i - q.i)
    .slice(0, PULSE_MAP_CAPACITY)
    .map((p) => p.i);
  let best: (MapPlacement | null)[] = alignments.map(() => null);
  for (const k of COMPRESSION) {
    const placed = attempt(alignments, order, k);
    const count = placed.filter(Boolean).length;
    if (count > best.filter(Boolean).length) best = placed;
    if (count === order.length) break;
  }
  return best;
}

export const MapPerson = z.object({
  id: z.string(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  /** Dot diameter in percent of the map's width: closer alignment, bigger dot. */
  size: z.number(),
  /** Followed (friend), co-signed (creator), or suggested by the For You ranking and not yet co-signed. */
  category: z.enum(['creator', 'friend', 'suggested']),
  alignment: z.number().int(),
  heat: z.enum(HEAT_BANDS),
  specialty: z.string(),
  aesthetic: z.string(),
  recentWork: z.string().nullable(),
  followers: z.number().int(),
  relationship: z.string(),
  sharedInterests: z.array(z.string()),
  recentActivity: z.string(),
});
export type MapPerson = z.infer<typeof MapPerson>;

export const PulseMapResponse = z.object({ people: z.array(MapPerson) });
export type PulseMapResponse = z.infer<typeof PulseMapResponse>;

/**
 * Dot diameter by alignment, in percent of the map's width: 10 at 95+ down to 7 below 70 (about 36 and
 * 25 px on a phone), so a dot and its name always fit the person's box.
 */
export function dotSize(alignment: number): number {
  return Math.round((7 + ((44 - mapRadius(alignment)) / 30) * 3) * 10) / 10;
}

/** Suggestions shown beside the fan's own network; the network takes the rest of the capacity. */
export const PULSE_MAP_SUGGESTIONS = 4;
export const SUGGESTED_RELATIONSHIP = 'Suggested for you';

/** The explanation shown when a person is clicked. */
export function explainAlignment(person: Pick<MapPerson, 'name' | 'alignment' | 'sharedInterests'>): string {
  const shared = person.sharedInterests.slice(0, 3);
  return shared.length > 0
    ? `You and ${person.name} are ${person.alignment}% aligned: you both like ${shared.join(', ')}.`
    : `You and ${person.name} are ${person.alignment}% aligned. Co-sign more work to sharpen this.`;
}
