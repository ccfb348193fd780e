import { z } from 'zod';
import { tagKey } from './tags';

export const TASTE_DNA_SIZE = 3;
export const TASTE_DNA_EMPTY = 'Building your taste profile...';
/** How many of the strongest tags the profile's Taste tab lists. */
export const TASTE_STRENGTHS_SIZE = 8;

/** "#lateNight" -> "late Night": # removed, camel case split into words. */
export function formatDnaTag(tag: string): string {
  return tag
    .replace(/#/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
}

/** A tag as people read it: formatted, first letter upper-case ("electronic" -> "Electronic", "R&B" stays). */
export function tasteLabel(tag: string): string {
  const label = formatDnaTag(tag);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** One tag the profile leans towards: its weight and its share of everything the profile likes. */
export const TasteStrength = z.object({
  /** Lower-case key of the weights. */
  tag: z.string(),
  label: z.string(),
  weight: z.number(),
  /** Share of the profile's positive weight, 1-100 (rounded). */
  percent: z.number().int().min(0).max(100),
});
export type TasteStrength = z.infer<typeof TasteStrength>;

export interface TasteDna {
  /** The "Your Taste DNA" line: the 3 strongest labels joined by a middle dot, or the building message. */
  line: string;
  /** Liked tags, strongest first (at most TASTE_STRENGTHS_SIZE). */
  strengths: TasteStrength[];
}

/**
 * The Taste DNA of a weighted tag profile (decision 028): the line and the strengths list come from the same
 * weights, so the header never names a tag the list shows as weak. Only liked (positive) tags count.
 * `spellings` gives each key its written form and breaks ties: pass the co-signed creators' tags (latest
 * first), then the vibe preferences, the spec's order for the line; a key without a spelling is shown as
 * its own key, capitalised.
 */
export function tasteDna(
  weights: Readonly<Record<string, number>>,
  spellings: readonly string[] = [],
  max = TASTE_STRENGTHS_SIZE,
): TasteDna {
  const order = new Map<string, { index: number; spelling: string }>();
  for (const [index, spelling] of spellings.entries()) {
    const key = tagKey(spelling.replace(/#/g, ''));
    if (key !== '' && !order.has(key)) order.set(key, { index, spelling });
  }
  const liked = Object.entries(weights).filter(([key, w]) => w > 0 && formatDnaTag(key) !== '');
  const total = liked.reduce((sum, [, w]) => sum + w, 0);
  const rank = (key: string) => order.get(tagKey(key.replace(/#/g, '')))?.index ?? Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  const strengths: TasteStrength[] = [];
  for (const [tag, weight] of liked.sort(
    (a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]),
  )) {
    const label = tasteLabel(order.get(tagKey(tag.replace(/#/g, '')))?.spelling ?? tag);
    // "#lofi" and "lofi" are one tag to a reader.
    if (seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    strengths.push({ tag, label, weight, percent: Math.max(1, Math.round((weight / total) * 100)) });
    if (strengths.length === max) break;
  }
  const top = strengths.slice(0, TASTE_DNA_SIZE).map((s) => s.label);
  return { line: top.length === 0 ? TASTE_DNA_EMPTY : top.join(' · '), strengths };
}
