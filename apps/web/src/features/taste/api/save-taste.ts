import type { SaveTasteRequest, TasteProfile } from '@pulse/domain/taste';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tasteQueryKey } from './get-taste';
import { tasteMatchesQueryKey } from './get-taste-matches';

/** POST /api/taste: saves one onboarding step and answers with the whole profile. */
export function saveTaste(request: SaveTasteRequest): Promise<TasteProfile> {
  return apiRequest<TasteProfile>('/api/taste', { method: 'POST', body: request });
}

export function useSaveTaste() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaste,
    onSuccess: (profile, request) => {
      queryClient.setQueryData<TasteProfile>(tasteQueryKey, profile);
      // New answers or a new anchor can change who was matched.
      if (request.step === 'micro-calibration' || request.step === 'anchor') {
        void queryClient.invalidateQueries({ queryKey: tasteMatchesQueryKey });
      }
    },
  });
}
