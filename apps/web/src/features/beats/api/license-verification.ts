import type { LicenseVerificationResponse } from '@pulse/domain/beats-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** `GET /api/licenses/verify/:code`: the public proof of a beat license (decision 057). */
export function licenseVerificationQuery(code: string) {
  return queryOptions({
    queryKey: ['license-verification', code],
    queryFn: ({ signal }) =>
      apiRequest<LicenseVerificationResponse>(`/api/licenses/verify/${encodeURIComponent(code)}`, { signal }),
    // An unknown code stays unknown: say so at once.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useLicenseVerification(code: string) {
  return useQuery(licenseVerificationQuery(code));
}
