export const TASTE_DNA_SIZE = 3;
export const TASTE_DNA_EMPTY = 'Building your taste profile...';

/** "#lateNight" -> "late Night": # removed, camel case split into words. */
export function formatDnaTag(tag: string): string {
  return tag
    .replace(/#/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
}

/**
 * The "Your Taste DNA" header (spec part 1, section 2): up to 3 distinct tags from the co-signed tags,
 * then the vibe preferences, joined by a middle dot.
 */
export function tasteDna(cosignedTags: readonly string[], vibePreferences: readonly string[]): string {
  const seen = new Set<string>();
  const picked: string[] = [];
  for (const tag of [...cosignedTags, ...vibePreferences]) {
    const label = formatDnaTag(tag);
    const key = label.toLowerCase();
    if (label === '' || seen.has(key)) continue;
    seen.add(key);
    picked.push(label);
    if (picked.length === TASTE_DNA_SIZE) break;
  }
  return picked.length === 0 ? TASTE_DNA_EMPTY : picked.join(' · ');
}
