import type {
  CalibrationsResponse,
  FeedbackRequest,
  FeedbackResponse,
  ForYouResponse,
  RecalibrateResponse,
} from '@pulse/domain/feedback';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { libraryQueryKey } from './library';

export const forYouQueryKey = ['feed', 'for-you'] as const;

/** GET /api/feed/for-you: at most 10 ranked creators, the Taste DNA line and the insight. */
export const forYouQueryOptions = queryOptions({
  queryKey: forYouQueryKey,
  queryFn: ({ signal }) => apiRequest<ForYouResponse>('/api/feed/for-you', { signal }),
  // The stack keeps its own position; a background refetch must not reshuffle it mid-swipe.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useForYou() {
  return useQuery(forYouQueryOptions);
}

/** POST /api/feedback: co-sign, skip or dive deeper; stored as a taste calibration. */
export function sendFeedback(request: FeedbackRequest): Promise<FeedbackResponse> {
  return apiRequest<FeedbackResponse>('/api/feedback', { method: 'POST', body: request });
}

/** Does not refetch For You (the stack moves on by itself); the library state is refreshed. */
export function useFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryKey }),
  });
}

/** POST /api/recalibrate: rebuilds the taste profile; answers with the insight for the blue box. */
export function useRecalibrate() {
  return useMutation({
    mutationFn: () => apiRequest<RecalibrateResponse>('/api/recalibrate', { method: 'POST' }),
  });
}

/** GET /api/feedback: the caller's calibrations, newest first. */
export const calibrationsQueryOptions = queryOptions({
  queryKey: ['feedback'] as const,
  queryFn: ({ signal }) => apiRequest<CalibrationsResponse>('/api/feedback', { signal }),
});

export function useCalibrations() {
  return useQuery(calibrationsQueryOptions);
}
