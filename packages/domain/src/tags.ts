// Vibe tags compared as people mean them; its own module so Discover's page does not load the calibration questions.

/** Case-insensitive tag key: "High-energy" and "high-energy" are the same tag. */
export function tagKey(tag: string): string {
  return tag.trim().toLowerCase();
}
