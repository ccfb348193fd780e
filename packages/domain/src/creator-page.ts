import type { AVAILABILITIES } from './creators';
import { DISCOVER_CATEGORY_LABEL, type DiscoverCategory } from './discover';
import { formatCents } from './ledger';
import { RATE_LABELS } from './rates';
import type { Role } from './roles-contracts';

/** The not-found view (spec part 2, sections 2 and 8); also the 404 message of GET /api/creators/{id}. */
export const CREATOR_NOT_FOUND_MESSAGE = 'Creator Not Found';

export const AVAILABILITY_LABEL: Record<(typeof AVAILABILITIES)[number], string> = {
  available: 'Available',
  busy: 'Busy',
  booked: 'Booked',
};

/** The setup wizard's rate keys with the words a visitor reads. */
export const RATE_SERVICE_LABEL: Record<string, string> = RATE_LABELS;
export const COLLABORATION_RATE_SERVICE = 'Collaboration';

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

/** The setup wizard's free-text rates (blank ones dropped), or else the collaboration rate. */
export function creatorRates(rates: Record<string, string>, collaborationRateCents: number | null) {
  const filled = Object.entries(rates)
    .filter(([, price]) => price.trim() !== '')
    .map(([key, price]) => ({ service: RATE_SERVICE_LABEL[key] ?? key, price: price.trim() }));
  if (filled.length > 0) return filled;
  if (collaborationRateCents !== null && collaborationRateCents > 0) {
    return [{ service: COLLABORATION_RATE_SERVICE, price: formatCents(collaborationRateCents) }];
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
