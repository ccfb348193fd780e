import { z } from 'zod';
import { AVAILABILITIES, DISCOVER_PAGE_MAX, DISCOVER_TAGS_MAX, SNIPPET_TYPES } from './creators';
import { DISCOVER_CATEGORIES } from './discover';
import { Work } from './media-contracts';
import { VerifiedStudent } from './student-status-contracts';

/** The API's shapes of creatives on Discover and Explore; the rules and limits are in `creators.ts` (decision 043). */

export const Availability = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof Availability>;

/** A work the creative lists on their profile: its title and whether it matched a partner brief. */
export const RecentWorkItem = z.object({ title: z.string(), briefMatch: z.boolean() });
export type RecentWorkItem = z.infer<typeof RecentWorkItem>;

/** The explore creator card (spec part 1, section 3), in the API's camelCase. */
export const CreatorCard = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  bio: z.string(),
  /** The Discover role derived from the tags. */
  category: z.enum(DISCOVER_CATEGORIES),
  portfolio: z.array(z.string()),
  raceGender: z.string(),
  age: z.number().int().nullable(),
  location: z.string(),
  niche: z.string(),
  focus: z.string(),
  look: z.string(),
  snippet: z
    .object({
      type: z.enum(SNIPPET_TYPES),
      durationSeconds: z.number().int(),
      previewUrl: z.string().nullable(),
      description: z.string(),
    })
    .nullable(),
  /** Earned from behaviour, never seeded (earned-numbers.ts, decision 060). */
  stats: z.object({
    cosigns: z.number().int(),
    /** The Pulse Score in percent; null while there is none ("No score yet"). */
    authenticityScore: z.number().int().nullable(),
    /** Works published in the last 30 days. */
    recentUploads: z.number().int(),
    /** Co-signs, saves and co-signs on their feed pieces. */
    engagement: z.number().int(),
  }),
  vibeTags: z.array(z.string()),
  gear: z.array(z.string()),
  recentWork: z.array(RecentWorkItem),
  collaborationRateCents: z.number().int().nullable(),
  availability: Availability,
  preferredBrands: z.array(z.string()),
  /** The creative's lead work (newest ready snippet), what a card shows and plays; null when none yet. */
  work: Work.nullable(),
  /** A verified school e-mail's badge (decision 052); null without one or once it has expired. */
  verifiedStudent: VerifiedStudent.nullable(),
});
export type CreatorCard = z.infer<typeof CreatorCard>;

/** Comma-separated tags in a query string: "lo-fi,Chill". */
const TagList = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== ''),
  )
  .pipe(z.array(z.string().max(60)).max(DISCOVER_TAGS_MAX, `Pick at most ${DISCOVER_TAGS_MAX} tags`));

/**
 * GET /api/discover/creatives. `category` and `tags` are Discover's filter (category equal, any tag);
 * the first page (no cursor) also carries the total for "N creatives found".
 */
export const DiscoverCreativesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DISCOVER_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
  category: z.enum(DISCOVER_CATEGORIES).optional(),
  tags: TagList.optional(),
});
export type DiscoverCreativesQuery = z.infer<typeof DiscoverCreativesQuery>;

export const DiscoverCreativesResponse = z.object({
  items: z.array(CreatorCard),
  nextCursor: z.string().nullable(),
  /** Present on the first page only. */
  total: z.number().int().optional(),
});
export type DiscoverCreativesResponse = z.infer<typeof DiscoverCreativesResponse>;

/** GET /api/discover/tags: the most used vibe tags among approved creatives (the explore chips). */
export const DiscoverTagsResponse = z.object({ tags: z.array(z.string()) });
export type DiscoverTagsResponse = z.infer<typeof DiscoverTagsResponse>;
