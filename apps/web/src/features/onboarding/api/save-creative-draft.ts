import type {
  CreativeDraft,
  CreativeOnboardingRole,
  SaveCreativeDraftRequest,
} from '@pulse/domain/creative-onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creativeDraftQueryKey } from './get-creative-draft';

/** PUT /api/onboarding/drafts/{role}: replaces the signed-in user's draft for that creative role. */
export function saveCreativeDraft(
  role: CreativeOnboardingRole,
  request: SaveCreativeDraftRequest,
): Promise<{ draft: CreativeDraft }> {
  return apiRequest<{ draft: CreativeDraft }>(`/api/onboarding/drafts/${role}`, { method: 'PUT', body: request });
}

export function useSaveCreativeDraft(role: CreativeOnboardingRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveCreativeDraftRequest) => saveCreativeDraft(role, request),
    onSuccess: (data) => queryClient.setQueryData(creativeDraftQueryKey(role), data),
  });
}
