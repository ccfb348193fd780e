import { BRIEF_VIBE_TAGS } from '@pulse/domain/briefs';
/**
 * The scale set's tag vocabulary, shared by the creatives' tags (scale.ts) and the fans' planted tastes
 * (scale-taste.ts): spec part 1's category lists and derived vibes, with the brief vibe tags.
 */

/** Eight categories per role, in scale.ts's ROLES order (producer, videographer, designer, filmmaker). */
export const CATEGORIES = [
  'Lo-fi',
  'Hip-hop',
  'Electronic',
  'Acoustic',
  'Experimental',
  'Cinematic',
  'Ambient',
  'Trap',
  'Cinematic',
  'Interview',
  'Event Recap',
  'Product',
  'Shortform',
  'B-roll',
  'Documentary',
  'Music Video',
  'Brand Identity',
  'Poster',
  'Typography',
  'Social Templates',
  'Illustration',
  'Packaging',
  'Web/UI',
  'Merch',
  'Documentary',
  'Cinematic',
  'Music Video',
  'Commercial',
  'Shortform',
  'Interview',
  'Narrative',
  'Experimental',
];

/** Brief vibe tags plus the derived vibes; 17 (a prime) so any step 1..16 walks distinct tags. */
export const VIBES = [
  ...BRIEF_VIBE_TAGS,
  'Mellow',
  'Organic',
  'Digital',
  'Dance',
  'Beat-driven',
  'Vocal-focused',
  'Dreamy',
];
