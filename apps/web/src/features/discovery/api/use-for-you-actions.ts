import type { ForYouResponse } from '@pulse/domain/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { forYouQueryKey, useFeedback, useRecalibrate } from './for-you';

export type Verdict = 'cosign' | 'skip';

/**
 * Co-sign or skip from For You or Curated Matches: the feedback is stored, the creator leaves the cached
 * ranking (the server leaves them out from now on too), then the profile is recalibrated and its insight
 * and Taste DNA replace the cached ones. A failed feedback rejects, so a swipe card comes back.
 */
export function useForYouActions() {
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const recalibrate = useRecalibrate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function updateFeed(change: (feed: ForYouResponse) => ForYouResponse) {
    queryClient.setQueryData<ForYouResponse>(forYouQueryKey, (feed) => (feed ? change(feed) : feed));
  }

  async function react(creator: { id: string }, action: Verdict) {
    setError(null);
    setBusyId(creator.id);
    try {
      await feedback.mutateAsync({ creatorId: creator.id, action });
    } catch (cause) {
      setError(errorMessage(cause));
      throw cause;
    } finally {
      setBusyId(null);
    }
    updateFeed((feed) => ({ ...feed, items: feed.items.filter((item) => item.id !== creator.id) }));
    try {
      const { insight, tasteDna, tasteStrengths } = await recalibrate.mutateAsync();
      updateFeed((feed) => ({ ...feed, insight, tasteDna, tasteStrengths }));
    } catch (cause) {
      // The co-sign or skip is stored; only the insight is stale. Say so rather than hide it.
      setError(errorMessage(cause));
    }
  }

  return { react, busyId, error, setError };
}
