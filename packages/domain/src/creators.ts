import { z } from 'zod';

export const AVAILABILITIES = ['available', 'busy', 'booked'] as const;
export const Availability = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof Availability>;

export const SNIPPET_TYPES = ['audio', 'video', 'image_carousel', 'ar_demo'] as const;

/** The explore creator card (spec part 1, section 3), in the API's camelCase. */
export const CreatorCard = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
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
  stats: z.object({
    cosigns: z.number().int(),
    authenticityScore: z.number().int(),
    recentUploads: z.number().int(),
    briefMatches: z.number().int(),
  }),
  vibeTags: z.array(z.string()),
  gear: z.array(z.string()),
  recentWork: z.array(z.object({ title: z.string(), briefMatch: z.boolean(), engagement: z.number().int() })),
  collaborationRateCents: z.number().int().nullable(),
  availability: Availability,
  preferredBrands: z.array(z.string()),
});
export type CreatorCard = z.infer<typeof CreatorCard>;

export const DISCOVER_PAGE_MAX = 50;
export const DiscoverCreativesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DISCOVER_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export const DiscoverCreativesResponse = z.object({
  items: z.array(CreatorCard),
  nextCursor: z.string().nullable(),
});
export type DiscoverCreativesResponse = z.infer<typeof DiscoverCreativesResponse>;
