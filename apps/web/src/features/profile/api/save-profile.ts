import type { ProfileResponse, UpdateProfileInput } from '@pulse/domain/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /api/profile: saves the shared fields and the caller's role section. */
export function saveProfile(request: UpdateProfileInput): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/api/profile', { method: 'PUT', body: request });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The name shows in the shell, the studio and on cards.
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'profile' });
    },
  });
}
