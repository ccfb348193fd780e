import {
  CREATOR_NOT_FOUND_MESSAGE,
  creatorAchievements,
  creatorRates,
  creatorTypeLabel,
} from '@pulse/domain/creator-page';
import type { CreatorPage } from '@pulse/domain/creator-page-contracts';
import { experienceLabel } from '@pulse/domain/creator-setup';
import { responseTimeLabel } from '@pulse/domain/earned-numbers';
import { AppError } from '../../lib/app-error';
import { avatarUrl, recentWorkOf } from '../discovery/creator-card';
import { toVerifiedStudent } from '../student-status/student-status.repository';
import type { CreatorPageRepository } from './creator-page.repository';

type CreatorRow = NonNullable<Awaited<ReturnType<CreatorPageRepository['findCreator']>>>;

/** Public means what Discover shows: the creator role, approved (DESIGN 5.1), not suspended (decision 050). */
function isPublic(row: CreatorRow): boolean {
  return row.role === 'creator' && row.creatorStatus === 'approved' && row.suspendedAt === null;
}

/** The creator profile page (spec part 2, sections 2 and 3). */
export function createCreatorPageService(deps: {
  repo: CreatorPageRepository;
  /** The Pulse Score computed from reviews and deals (issue 22); null while there is nothing to judge. */
  pulseScoreOf: (userId: string) => Promise<number | null>;
}) {
  const { repo, pulseScoreOf } = deps;

  return {
    /**
     * Approved creatives are public. Anyone else's profile (pending, rejected, or a creator who switched
     * role) is seen only by its owner and admins; everybody else gets the same 404 as for an unknown id.
     * `viewerId` is null for a visitor without a session.
     */
    async get(viewerId: string | null, id: string): Promise<CreatorPage> {
      const row = await repo.findCreator(id);
      if (!row) throw new AppError('not_found', CREATOR_NOT_FOUND_MESSAGE);
      const isOwner = viewerId === id;
      if (!isPublic(row) && !isOwner) {
        const role = viewerId ? await repo.findViewerRole(viewerId) : null;
        if (role !== 'admin') throw new AppError('not_found', CREATOR_NOT_FOUND_MESSAGE);
      }
      // Read only once the viewer may see the page: a pending creative's uploads stay theirs and the admins'.
      const [counts, state, works, pulseScore] = await Promise.all([
        repo.followCounts(id),
        viewerId ? repo.viewerState(viewerId, id) : { isFollowing: false, isSaved: false },
        repo.worksOf(id),
        pulseScoreOf(id),
      ]);
      const p = row.profile;
      return {
        id: p.userId,
        name: row.name,
        type: creatorTypeLabel({
          creativeTypes: p.creativeTypes,
          creativeRole: row.creativeRole,
          category: p.category,
        }),
        location: p.location,
        bio: p.bio,
        tags: p.vibeTags,
        pulseScore,
        followers: counts.followers,
        following: counts.following,
        projects: p.recentWork.length,
        // Earned from behaviour, counted from rows by the database (decision 060).
        cosigns: p.cosigns,
        engagement: p.engagement,
        recentUploads: p.recentUploads,
        verified: row.creatorStatus === 'approved',
        verifiedStudent: toVerifiedStudent(row.verifiedStudent),
        status: row.creatorStatus ?? 'pending',
        avatar: avatarUrl(p.userId),
        portfolio: {
          links: p.portfolio,
          recentWork: recentWorkOf(p.recentWork),
          snippet: p.snippet
            ? { type: p.snippet.type, durationSeconds: p.snippet.durationSeconds, description: p.snippet.description }
            : null,
        },
        works,
        rates: creatorRates(p.rates, p.collaborationRateCents),
        availability: p.availability,
        responseTime: responseTimeLabel(p.responseMinutes),
        responseRate: p.responseRate,
        languages: [],
        equipment: p.gear,
        achievements: creatorAchievements(p.recentWork),
        specialties: p.specialties,
        experience: experienceLabel(p.experience),
        socialLinks: { instagram: p.socialLinks.instagram ?? '', website: p.socialLinks.website ?? '' },
        viewer: { isOwner, ...state },
      };
    },
  };
}
export type CreatorPageService = ReturnType<typeof createCreatorPageService>;
