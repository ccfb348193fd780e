import { z } from 'zod';
import { AVAILABILITIES, SNIPPET_TYPES } from './creators';
import { Work } from './media-contracts';

/** The API's shape of a creator profile; its tabs and labels are in `creator-page.ts` (decision 043). */

export const CreatorPageParams = z.object({ id: z.string().min(1).max(100) });

const Rate = z.object({ service: z.string(), price: z.string() });

/**
 * GET /api/creators/{id}: the creator profile (spec part 2, section 3) plus the viewer's state.
 * Fields without stored data are empty (null or []), never invented.
 */
export const CreatorPage = z.object({
  id: z.string(),
  name: z.string(),
  /** "Producer", "Videographer", "Graphic Designer", or the creative type the creator picked. */
  type: z.string(),
  location: z.string(),
  bio: z.string(),
  tags: z.array(z.string()),
  /** Percent, computed from reviews and deal timelines (reputation.ts); null while there is nothing to judge. */
  pulseScore: z.number().int().min(0).max(100).nullable(),
  followers: z.number().int(),
  following: z.number().int(),
  /** Works listed on the profile (recent work) until the deals issue counts completed projects. */
  projects: z.number().int(),
  /** Supporters: co-signs from fans. */
  cosigns: z.number().int(),
  verified: z.boolean(),
  /** The review status; anything but approved is seen only by the creator and admins. */
  status: z.enum(['pending', 'approved', 'rejected']),
  avatar: z.string(),
  portfolio: z.object({
    links: z.array(z.string()),
    recentWork: z.array(z.object({ title: z.string(), briefMatch: z.boolean(), engagement: z.number().int() })),
    snippet: z
      .object({ type: z.enum(SNIPPET_TYPES), durationSeconds: z.number().int(), description: z.string() })
      .nullable(),
  }),
  /** The creative's uploads that finished processing, newest first (Portfolio / Work tab). */
  works: z.array(Work),
  rates: z.array(Rate),
  availability: z.enum(AVAILABILITIES),
  /** No response data is recorded yet: null. */
  responseTime: z.string().nullable(),
  languages: z.array(z.string()),
  equipment: z.array(z.string()),
  achievements: z.array(z.string()),
  specialties: z.array(z.string()),
  experience: z.string().nullable(),
  socialLinks: z.object({ instagram: z.string(), website: z.string() }),
  viewer: z.object({ isOwner: z.boolean(), isFollowing: z.boolean(), isSaved: z.boolean() }),
});
export type CreatorPage = z.infer<typeof CreatorPage>;
