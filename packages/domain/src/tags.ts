/** Case-insensitive tag key: "High-energy" and "high-energy" are the same tag. */
export function tagKey(tag: string): string {
  return tag.trim().toLowerCase();
}
