import { z } from 'zod';
import { AVAILABILITIES, SNIPPET_TYPES } from './creators';
import { RecentWorkItem } from './creators-contracts';
import { Work } from './media-contracts';
import { VerifiedStudent } from './student-status-contracts';

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
  /** Co-signs, saves and co-signs on their feed pieces (earned-numbers.ts). */
  engagement: z.number().int(),
  /** Works published in the last 30 days. */
  recentUploads: z.number().int(),
  verified: z.boolean(),
  /** A verified school e-mail's badge (decision 052); null without one or once it has expired. */
  verifiedStudent: VerifiedStudent.nullable(),
  /** The review status; anything but approved is seen only by the creator and admins. */
  status: z.enum(['pending', 'approved', 'rejected']),
  avatar: z.string(),
  portfolio: z.object({
    links: z.array(z.string()),
    recentWork: z.array(RecentWorkItem),
    snippet: z
      .object({ type: z.enum(SNIPPET_TYPES), durationSeconds: z.number().int(), description: z.string() })
      .nullable(),
  }),
  /** The creative's uploads that finished processing, newest first (Portfolio / Work tab). */
  works: z.array(Work),
  rates: z.array(Rate),
  availability: z.enum(AVAILABILITIES),
  /** "Responds within a few hours", from the median time to a first answer; null while none is answered. */
  responseTime: z.string().nullable(),
  /** 0-100: conversations answered within 24 hours (earned-numbers.ts); null while none counts. */
  responseRate: z.number().int().min(0).max(100).nullable(),
  languages: z.array(z.string()),
  equipment: z.array(z.string()),
  achievements: z.array(z.string()),
  specialties: z.array(z.string()),
  experience: z.string().nullable(),
  socialLinks: z.object({ instagram: z.string(), website: z.string() }),
  viewer: z.object({ isOwner: z.boolean(), isFollowing: z.boolean(), isSaved: z.boolean() }),
});
export type CreatorPage = z.infer<typeof CreatorPage>;
