import { tagKey } from './tags';

/** The Discover role derived from tags (spec part 2, section 3), in the spec's order; default Producer. */
export const DISCOVER_CATEGORIES = ['producer', 'videographer', 'designer'] as const;
export type DiscoverCategory = (typeof DISCOVER_CATEGORIES)[number];

export const DISCOVER_CATEGORY_LABEL: Record<DiscoverCategory, string> = {
  producer: 'Producer',
  videographer: 'Videographer',
  designer: 'Graphic Designer',
};

const CATEGORY_WORDS: ReadonlyArray<readonly [DiscoverCategory, readonly string[]]> = [
  ['producer', ['lo-fi', 'score', 'mix', 'master', 'beat', 'hip-hop', 'r&b']],
  ['videographer', ['video', 'film', 'cinematic', 'b-roll']],
  ['designer', ['brand', 'design', 'poster', 'typography', 'graphic']],
];

/** Mirrored by the creator_profiles trigger (migration 0002), which stores it for filtering. */
export function discoverCategory(tags: readonly string[]): DiscoverCategory {
  const keys = tags.map(tagKey);
  for (const [category, words] of CATEGORY_WORDS) {
    if (keys.some((key) => words.some((word) => key.includes(word)))) return category;
  }
  return 'producer';
}

/** The spec's Discover rule: the category matches and at least one selected tag (or none selected). */
export function matchesDiscoverFilter(
  creator: { category: DiscoverCategory; tags: readonly string[] },
  category: DiscoverCategory | null,
  selectedTags: readonly string[],
): boolean {
  if (category !== null && creator.category !== category) return false;
  if (selectedTags.length === 0) return true;
  const keys = new Set(creator.tags.map(tagKey));
  return selectedTags.some((tag) => keys.has(tagKey(tag)));
}

/** The count line of Discover and Explore: "1 creative found", "10 creatives found" (never "creative(s)"). */
export function creativesFoundLabel(count: number): string {
  return `${count} ${count === 1 ? 'creative' : 'creatives'} found`;
}
