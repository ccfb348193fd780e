import type { CreatorCard, RecentWorkItem } from '@pulse/domain/creators-contracts';
import { earnedPulseScore } from '@pulse/domain/earned-numbers';
import { creatorProfiles } from '../../db/schema/creators';
import { leadWorkSql, type RawWork, workOf } from '../creators/works.repository';
import {
  type RawVerifiedStudent,
  toVerifiedStudent,
  verifiedStudentSql,
} from '../student-status/student-status.repository';

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
  engagement: creatorProfiles.engagement,
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
  /** The "Verified student" badge (decision 052): a probe of student_statuses' primary key per card. */
  verifiedStudent: verifiedStudentSql(creatorProfiles.userId),
};

export type CreatorCardRow = Pick<
  typeof creatorProfiles.$inferSelect,
  Exclude<keyof typeof creatorCardColumns, 'leadWork' | 'verifiedStudent'>
> & { leadWork: RawWork | null; verifiedStudent: RawVerifiedStudent | null };

/** The listed works as the API shows them: title and brief match only (no stored figure rides along). */
export function recentWorkOf(works: readonly { title: string; briefMatch: boolean }[]): RecentWorkItem[] {
  return works.map((w) => ({ title: w.title, briefMatch: w.briefMatch }));
}

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
    // Earned from behaviour (decision 060): counted from rows by the database, a score only once one is earned.
    stats: {
      cosigns: p.cosigns,
      authenticityScore: earnedPulseScore(p.authenticityScore),
      recentUploads: p.recentUploads,
      engagement: p.engagement,
    },
    vibeTags: p.vibeTags,
    gear: p.gear,
    recentWork: recentWorkOf(p.recentWork),
    collaborationRateCents: p.collaborationRateCents,
    availability: p.availability,
    preferredBrands: p.preferredBrands,
    work: workOf(p.leadWork),
    verifiedStudent: toVerifiedStudent(p.verifiedStudent),
  };
}
