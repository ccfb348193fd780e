import { addWeights, type CalibrationRecord, calibrationWeights, type TagWeights } from '@pulse/domain/ranking';
import { baseRateWeights } from '@pulse/domain/ranking-weights';
import { knownCalibrationAnswers, knownQuizAnswers, onboardingTagWeights } from '@pulse/domain/taste';
import type { Db } from '../../db/client';
import { createFeedRepository, type FeedQueries, type TasteEventRow } from './feed.repository';

type TasteRow = NonNullable<Awaited<ReturnType<FeedQueries['findTaste']>>>;
/** What onboarding answered, as stored. */
export type OnboardingAnswersRow = Pick<TasteRow, 'quizResponses' | 'microCalibration' | 'anchor'>;

/** The weights onboarding's answers give (the spec's derived vibes, micro-calibration and anchor). */
function onboardingWeights(taste: OnboardingAnswersRow | null): TagWeights {
  return taste
    ? onboardingTagWeights({
        quizResponses: knownQuizAnswers(taste.quizResponses),
        microCalibration: knownCalibrationAnswers(taste.microCalibration),
        anchor: taste.anchor,
      })
    : {};
}

/** Onboarding's weights plus every calibration's (decision 007): the stored profile is always this. */
export function rebuildWeights(taste: TasteRow | null, oldestFirst: readonly TasteEventRow[]): TagWeights {
  return addWeights(onboardingWeights(taste), calibrationWeights(oldestFirst));
}

/**
 * The weights For You ranks by (decision 074): onboarding's plus the calibrations measured against the fan's own
 * co-sign rate (baseRateWeights), so a fan who skips most of what they see still has liked tags. The stored
 * profile (Taste DNA, circles, the PulseMap) keeps the raw sums.
 */
export function forYouWeights(
  taste: OnboardingAnswersRow | null,
  oldestFirst: readonly CalibrationRecord[],
): TagWeights {
  return addWeights(onboardingWeights(taste), baseRateWeights(oldestFirst));
}

/** Recomputes and stores a user's weights, e.g. after a guest's calibrations moved to their account. */
export async function refreshStoredWeights(db: Db, userId: string): Promise<void> {
  const repo = createFeedRepository(db);
  const [taste, events] = await Promise.all([repo.findTaste(userId), repo.eventsOldestFirst(userId)]);
  if (!taste && events.length === 0) return;
  await repo.saveTagWeights(userId, rebuildWeights(taste, events));
}
