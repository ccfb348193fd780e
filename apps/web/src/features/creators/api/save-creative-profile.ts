import type { CreativeProfileInput, MyCreativeProfileResponse } from '@pulse/domain/creator-setup-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myCreativeProfileQueryKey } from './get-my-creative-profile';

/** POST /api/creative-profiles: Complete Setup (role creator, the profile, review pending). */
export function saveCreativeProfile(request: CreativeProfileInput): Promise<MyCreativeProfileResponse> {
  return apiRequest<MyCreativeProfileResponse>('/api/creative-profiles', { method: 'POST', body: request });
}

export function useSaveCreativeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCreativeProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(myCreativeProfileQueryKey, data);
    },
  });
}
