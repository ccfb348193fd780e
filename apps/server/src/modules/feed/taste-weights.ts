import { addWeights, calibrationWeights, type TagWeights } from '@pulse/domain/ranking';
import { knownCalibrationAnswers, knownQuizAnswers, onboardingTagWeights } from '@pulse/domain/taste';
import type { Db } from '../../db/client';
import { createFeedRepository, type FeedQueries, type TasteEventRow } from './feed.repository';

type TasteRow = NonNullable<Awaited<ReturnType<FeedQueries['findTaste']>>>;

/** Onboarding's weights plus every calibration's (decision 007): the stored profile is always this. */
export function rebuildWeights(taste: TasteRow | null, oldestFirst: readonly TasteEventRow[]): TagWeights {
  const onboarding = taste
    ? onboardingTagWeights({
        quizResponses: knownQuizAnswers(taste.quizResponses),
        microCalibration: knownCalibrationAnswers(taste.microCalibration),
        anchor: taste.anchor,
      })
    : {};
  return addWeights(onboarding, calibrationWeights(oldestFirst));
}

/** Recomputes and stores a user's weights, e.g. after a guest's calibrations moved to their account. */
export async function refreshStoredWeights(db: Db, userId: string): Promise<void> {
  const repo = createFeedRepository(db);
  const [taste, events] = await Promise.all([repo.findTaste(userId), repo.eventsOldestFirst(userId)]);
  if (!taste && events.length === 0) return;
  await repo.saveTagWeights(userId, rebuildWeights(taste, events));
}
