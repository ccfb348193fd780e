import type { CreativeDraftResponse, CreativeOnboardingRole } from '@pulse/domain/creative-onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/onboarding/drafts/{producer|filmmaker}: the signed-in user's creative onboarding draft, or null. */
export function getCreativeDraft(role: CreativeOnboardingRole, signal?: AbortSignal): Promise<CreativeDraftResponse> {
  return apiRequest<CreativeDraftResponse>(`/api/onboarding/drafts/${role}`, { signal });
}

export const creativeDraftQueryKey = (role: CreativeOnboardingRole) => ['onboarding', 'draft', role] as const;

export const creativeDraftQueryOptions = (role: CreativeOnboardingRole) =>
  queryOptions({
    queryKey: creativeDraftQueryKey(role),
    queryFn: ({ signal }) => getCreativeDraft(role, signal),
    staleTime: 30_000,
  });

export function useCreativeDraft(role: CreativeOnboardingRole, { enabled }: { enabled: boolean }) {
  return useQuery({ ...creativeDraftQueryOptions(role), enabled });
}
