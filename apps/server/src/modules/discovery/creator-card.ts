import type { CreatorCard } from '@pulse/domain/creators-contracts';
import { creatorProfiles } from '../../db/schema/creators';
import { leadWorkSql, type RawWork, workOf } from '../creators/works.repository';

/**
 * Exactly the columns a card shows: selecting whole rows would also carry the search document and tag keys,
 * which cost more to read (on PGlite, in JavaScript) than the card itself.
 */
export const creatorCardColumns = {
  userId: creatorProfiles.userId,
  raceGender: creatorProfiles.raceGender,
  age: creatorProfiles.age,
  location: creatorProfiles.location,
  niche: creatorProfiles.niche,
  focus: creatorProfiles.focus,
  look: creatorProfiles.look,
  snippet: creatorProfiles.snippet,
  cosigns: creatorProfiles.cosigns,
  authenticityScore: creatorProfiles.authenticityScore,
  recentUploads: creatorProfiles.recentUploads,
  briefMatches: creatorProfiles.briefMatches,
  vibeTags: creatorProfiles.vibeTags,
  gear: creatorProfiles.gear,
  recentWork: creatorProfiles.recentWork,
  collaborationRateCents: creatorProfiles.collaborationRateCents,
  availability: creatorProfiles.availability,
  preferredBrands: creatorProfiles.preferredBrands,
  bio: creatorProfiles.bio,
  category: creatorProfiles.category,
  portfolio: creatorProfiles.portfolio,
  /**
   * The lead work (newest ready snippet) with its media, read in the card's own statement: one subquery per
   * card returned, no extra round trip for the page (issue 17 item 2).
   */
  leadWork: leadWorkSql(creatorProfiles.userId),
};

export type CreatorCardRow = Pick<
  typeof creatorProfiles.$inferSelect,
  Exclude<keyof typeof creatorCardColumns, 'leadWork'>
> & { leadWork: RawWork | null };

export function avatarUrl(userId: string): string {
  return `/api/creators/${encodeURIComponent(userId)}/avatar`;
}

export function toCreatorCard(name: string, p: CreatorCardRow): CreatorCard {
  return {
    id: p.userId,
    name,
    avatarUrl: avatarUrl(p.userId),
    bio: p.bio,
    category: p.category,
    portfolio: p.portfolio,
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
    work: workOf(p.leadWork),
  };
}
