import type { CreatorCard } from '@pulse/domain/creators';
import type { creatorProfiles } from '../../db/schema/creators';

export function avatarUrl(userId: string): string {
  return `/api/creators/${encodeURIComponent(userId)}/avatar.svg`;
}

export function toCreatorCard(name: string, p: typeof creatorProfiles.$inferSelect): CreatorCard {
  return {
    id: p.userId,
    name,
    avatarUrl: avatarUrl(p.userId),
    raceGender: p.raceGender,
    age: p.age,
    location: p.location,
    niche: p.niche,
    focus: p.focus,
    look: p.look,
    snippet: p.snippet,
    stats: {
      cosigns: p.cosigns,
      authenticityScore: p.authenticityScore,
      recentUploads: p.recentUploads,
      briefMatches: p.briefMatches,
    },
    vibeTags: p.vibeTags,
    gear: p.gear,
    recentWork: p.recentWork,
    collaborationRateCents: p.collaborationRateCents,
    availability: p.availability,
    preferredBrands: p.preferredBrands,
  };
}
