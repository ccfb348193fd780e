import { z } from 'zod';
import { RATE_LABELS } from './creator-setup';
import { AVAILABILITIES, SNIPPET_TYPES } from './creators';
import { DISCOVER_CATEGORY_LABEL, type DiscoverCategory } from './discover';
import { Work } from './media-contracts';
import type { Role } from './roles';

/** The not-found view (spec part 2, sections 2 and 8); also the 404 message of GET /api/creators/{id}. */
export const CREATOR_NOT_FOUND_MESSAGE = 'Creator Not Found';

export const CreatorPageParams = z.object({ id: z.string().min(1).max(100) });

export const AVAILABILITY_LABEL: Record<(typeof AVAILABILITIES)[number], string> = {
  available: 'Available',
  busy: 'Busy',
  booked: 'Booked',
};

/** The setup wizard's rate keys with the words a visitor reads. */
export const RATE_SERVICE_LABEL: Record<string, string> = RATE_LABELS;
export const COLLABORATION_RATE_SERVICE = 'Collaboration';

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

const CREATIVE_ROLE_LABEL: Record<string, string> = {
  ...DISCOVER_CATEGORY_LABEL,
  filmmaker: 'Filmmaker',
};

/** The profile's type: the creative type they picked first, else their creative role, else the Discover role. */
export function creatorTypeLabel(input: {
  creativeTypes: readonly string[];
  creativeRole: string | null;
  category: DiscoverCategory;
}): string {
  const picked = input.creativeTypes.find((t) => t.trim() !== '');
  if (picked) return picked;
  const roleLabel = input.creativeRole ? CREATIVE_ROLE_LABEL[input.creativeRole] : undefined;
  if (roleLabel) return roleLabel;
  return DISCOVER_CATEGORY_LABEL[input.category];
}

/** Whole dollars with thousands separators, for a rate in cents: 80000 -> "$800". */
export function formatRateCents(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', { maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2 })}`;
}

/** The setup wizard's free-text rates (blank ones dropped), or else the collaboration rate. */
export function creatorRates(rates: Record<string, string>, collaborationRateCents: number | null) {
  const filled = Object.entries(rates)
    .filter(([, price]) => price.trim() !== '')
    .map(([key, price]) => ({ service: RATE_SERVICE_LABEL[key] ?? key, price: price.trim() }));
  if (filled.length > 0) return filled;
  if (collaborationRateCents !== null && collaborationRateCents > 0) {
    return [{ service: COLLABORATION_RATE_SERVICE, price: formatRateCents(collaborationRateCents) }];
  }
  return [];
}

/** Achievements we can stand behind: recent works that matched a partner's brief. */
export function creatorAchievements(recentWork: readonly { title: string; briefMatch: boolean }[]): string[] {
  return recentWork.filter((w) => w.briefMatch).map((w) => `“${w.title}” matched a partner brief`);
}

/** Tab labels by viewer (spec part 2, section 2): brands read Pricing and Hire, everyone else Work and Connect. */
export const CREATOR_PAGE_TABS = ['about', 'portfolio', 'rates', 'contact'] as const;
export type CreatorPageTab = (typeof CREATOR_PAGE_TABS)[number];

export function creatorPageTabLabels(viewerRole: Role | null): Record<CreatorPageTab, string> {
  const brand = viewerRole === 'brand';
  return {
    about: 'About',
    portfolio: 'Portfolio',
    rates: brand ? 'Pricing' : 'Work',
    contact: brand ? 'Hire' : 'Connect',
  };
}
