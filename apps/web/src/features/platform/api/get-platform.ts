import type { PlatformResponse } from '@pulse/domain/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/platform: what this deployment is (test mode). It does not change while the page is open. */
export function getPlatform(): Promise<PlatformResponse> {
  return apiRequest<PlatformResponse>('/api/platform');
}

export const platformQuery = queryOptions({ queryKey: ['platform'], queryFn: getPlatform, staleTime: Infinity });

export function usePlatform() {
  return useQuery(platformQuery);
}
