import { answerTagLists, MATCHED_ARTISTS_COUNT, matchCreators } from '@pulse/domain/micro-calibration';
import {
  derivePreferredVibes,
  emptyTasteProfile,
  knownCalibrationAnswers,
  knownQuizAnswers,
  rebaseTagWeights,
  type SaveTasteRequest,
  type TasteAnswers,
  type TasteMatchesResponse,
  type TasteProfile,
  UNKNOWN_CREATOR_MESSAGE,
} from '@pulse/domain/taste';
import { AppError } from '../../lib/app-error';
import { toCreatorCard } from '../discovery/creator-card';
import type { TastePatch, TasteRepository, TasteRow } from './taste.repository';

/** The 401 of every taste route (taste.routes.ts declares it): taste needs a session to be saved to. */
export const TASTE_SESSION_MESSAGE = 'Start as an Explorer first, so we have somewhere to save your taste.';

/**
 * Candidates the database ranks before the domain's scoring picks the top 5: the SQL uses the same order,
 * so the top 5 of all creatives are always among them; the margin only guards against rounding of ties.
 */
const MATCH_CANDIDATES = MATCHED_ARTISTS_COUNT * 4;

function answersOf(row: TasteRow): TasteAnswers {
  return {
    quizResponses: knownQuizAnswers(row.quizResponses),
    microCalibration: knownCalibrationAnswers(row.microCalibration),
    anchor: row.anchor,
  };
}

function toTasteProfile(row: TasteRow): TasteProfile {
  const answers = answersOf(row);
  return {
    preferredVibes: row.preferredVibes,
    quizResponses: answers.quizResponses,
    microCalibration: answers.microCalibration as Record<string, string>,
    anchor: row.anchor,
    matchedArtists: row.matchedArtists,
    likedCreators: row.likedCreators,
    tagWeights: row.tagWeights,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A fan's taste: onboarding answers, the creators they point to, and the creators liked (DESIGN 5.5). Taste
 * belongs to a session, a guest's or an account's; every call reads and writes only that session's (`userId`).
 */
export function createTasteService(deps: { repo: TasteRepository }) {
  const { repo } = deps;

  async function matchedArtistsFor(tx: TasteRepository, answers: TasteAnswers): Promise<string[]> {
    const candidates = await tx.rankCreatorCandidates(
      answerTagLists(answers.microCalibration, answers.anchor),
      MATCH_CANDIDATES,
    );
    return matchCreators(candidates, answers.microCalibration, answers.anchor);
  }

  /** Liked ids, once each in the order given, all of them approved creatives. */
  async function checkLikedCreators(ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = new Set((await repo.findApprovedCreators(unique)).map((c) => c.profile.userId));
    if (unique.some((id) => !found.has(id))) {
      throw new AppError('validation_failed', UNKNOWN_CREATOR_MESSAGE, { likedCreators: UNKNOWN_CREATOR_MESSAGE });
    }
    return unique;
  }

  return {
    async getTaste(userId: string): Promise<TasteProfile> {
      const row = await repo.find(userId);
      return row ? toTasteProfile(row) : emptyTasteProfile();
    },

    /**
     * Saves one onboarding step. Everything derived is recomputed from the stored answers: preferred vibes,
     * the onboarding share of the tag weights, and (after calibration answers or the anchor) matchedArtists.
     */
    async saveTaste(userId: string, input: SaveTasteRequest): Promise<TasteProfile> {
      const liked = input.step === 'matching' ? await checkLikedCreators(input.likedCreators) : null;

      return repo.transaction(async (tx) => {
        const row = await tx.lockForUpdate(userId);
        const before = answersOf(row);
        const after: TasteAnswers = { ...before };
        const patch: TastePatch = {};
        switch (input.step) {
          case 'quiz':
            after.quizResponses = input.quizResponses;
            break;
          case 'micro-calibration':
            after.microCalibration = input.microCalibration;
            break;
          case 'anchor':
            after.anchor = input.anchor;
            break;
          case 'matching':
            patch.likedCreators = liked ?? [];
            break;
        }
        if (input.step === 'micro-calibration' || input.step === 'anchor') {
          patch.matchedArtists = await matchedArtistsFor(tx, after);
        }
        patch.quizResponses = after.quizResponses as Record<string, string>;
        patch.microCalibration = after.microCalibration as Record<string, string>;
        patch.anchor = after.anchor;
        patch.preferredVibes = derivePreferredVibes(after);
        patch.tagWeights = rebaseTagWeights(row.tagWeights, before, after);
        return toTasteProfile(await tx.update(userId, patch));
      });
    },

    /** The caller's matched creatives as cards, in match order; ones no longer approved are left out. */
    async getMatches(userId: string): Promise<TasteMatchesResponse> {
      const row = await repo.find(userId);
      if (!row || row.matchedArtists.length === 0) return { items: [] };
      const found = new Map((await repo.findApprovedCreators(row.matchedArtists)).map((c) => [c.profile.userId, c]));
      const items = row.matchedArtists.flatMap((id) => {
        const creator = found.get(id);
        return creator ? [toCreatorCard(creator.name, creator.profile)] : [];
      });
      return { items };
    },
  };
}
export type TasteService = ReturnType<typeof createTasteService>;
