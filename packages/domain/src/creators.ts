/** Creatives on Discover and Explore: their availability, snippet kinds and the lists' limits. Shapes: `creators-contracts.ts`. */
export const AVAILABILITIES = ['available', 'busy', 'booked'] as const;

export const SNIPPET_TYPES = ['audio', 'video', 'image_carousel', 'ar_demo'] as const;

export const DISCOVER_PAGE_MAX = 50;
export const DISCOVER_TAGS_MAX = 20;
export const EXPLORE_CHIPS_MAX = 8;
export const EXPLORE_CARD_TAGS = 3;
