import type { CreatorCard, RecentWorkItem } from '@pulse/domain/creators-contracts';
import { earnedPulseScore } from '@pulse/domain/earned-numbers';
import { workOf } from '../creators/works.repository';
import { toVerifiedStudent } from '../student-status/student-status.repository';
import type { CreatorCardRow } from './discovery.repository';

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
