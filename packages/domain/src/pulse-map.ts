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
 * Places people around the centre (50, 50): evenly spread angles starting at the top, at the radius of
 * their alignment, clamped to the map.
 */
export function placeOnMap(alignments: readonly number[]): { x: number; y: number; radius: number }[] {
  const n = alignments.length;
  return alignments.map((alignment, i) => {
    const radius = mapRadius(alignment);
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(1, n);
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      x: round(clampToMap(50 + radius * Math.cos(angle))),
      y: round(clampToMap(50 + radius * Math.sin(angle))),
      radius,
    };
  });
}

export const MapPerson = z.object({
  id: z.string(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  /** Dot size in px: closer alignment, bigger dot. */
  size: z.number(),
  category: z.enum(['creator', 'friend']),
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

/** Dot size by alignment: 56 px at 95+ down to 32 px below 70. */
export function dotSize(alignment: number): number {
  return Math.round(32 + ((44 - mapRadius(alignment)) / 30) * 24);
}

/** The explanation shown when a person is clicked. */
export function explainAlignment(person: Pick<MapPerson, 'name' | 'alignment' | 'sharedInterests'>): string {
  const shared = person.sharedInterests.slice(0, 3);
  return shared.length > 0
    ? `You and ${person.name} are ${person.alignment}% aligned: you both like ${shared.join(', ')}.`
    : `You and ${person.name} are ${person.alignment}% aligned. Co-sign more work to sharpen this.`;
}
