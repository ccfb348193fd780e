import { type BeatFilters, type LicenseKind, queryFromFilters } from '@pulse/domain/beats';
import type { BeatInput, BeatView, BuyLicenseResponse, LicenseView, OwnBeatView } from '@pulse/domain/beats-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { moneyRequest } from '../../../lib/money-request';

/** GET /api/beats with the list's filters. */
export function beatsQuery(filters: BeatFilters) {
  return queryOptions({
    queryKey: ['beats', 'list', filters],
    queryFn: ({ signal }) => apiRequest<{ beats: BeatView[] }>(`/api/beats${queryFromFilters(filters)}`, { signal }),
  });
}

export function useBeats(filters: BeatFilters) {
  return useQuery({ ...beatsQuery(filters), placeholderData: (previous) => previous });
}

/** GET /api/me/beats: the producer's beats with sales and license holders. */
export function useMyBeats(enabled = true) {
  return useQuery({
    queryKey: ['beats', 'mine'],
    queryFn: ({ signal }) => apiRequest<{ beats: OwnBeatView[] }>('/api/me/beats', { signal }),
    enabled,
  });
}

/** POST /api/beats then, when asked, POST /api/beats/:id/publish. */
export function useSaveBeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, publish }: { input: BeatInput; publish: boolean }) => {
      const { beat } = await apiRequest<{ beat: OwnBeatView }>('/api/beats', { method: 'POST', body: input });
      if (!publish) return beat;
      return (await apiRequest<{ beat: OwnBeatView }>(`/api/beats/${beat.id}/publish`, { method: 'POST' })).beat;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['beats'] });
      void queryClient.invalidateQueries({ queryKey: ['held-uploads'] });
    },
  });
}

export function usePublishBeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ beat: OwnBeatView }>(`/api/beats/${encodeURIComponent(id)}/publish`, { method: 'POST' }),
    // A beat whose audio matches another account's work is held (409): its hold shows on the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['beats'] });
      void queryClient.invalidateQueries({ queryKey: ['held-uploads'] });
    },
  });
}

/** POST /api/beats/:id/licenses with an Idempotency-Key; a decline is a 402 ApiError, a sold beat 409. */
export function useBuyLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { beatId: string; kind: LicenseKind; usageType: string; paymentMethod: string; key: string }) =>
      moneyRequest<BuyLicenseResponse>(
        `/api/beats/${encodeURIComponent(input.beatId)}/licenses`,
        { kind: input.kind, usageType: input.usageType, paymentMethod: input.paymentMethod },
        input.key,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['beats'] });
      void queryClient.invalidateQueries({ queryKey: ['beat-licenses'] });
    },
  });
}

export function useMyLicenses() {
  return useQuery({
    queryKey: ['beat-licenses', 'mine'],
    queryFn: ({ signal }) => apiRequest<{ licenses: LicenseView[] }>('/api/me/beat-licenses', { signal }),
  });
}

export function useLicense(id: string) {
  return useQuery({
    queryKey: ['beat-licenses', id],
    queryFn: ({ signal }) =>
      apiRequest<{ license: LicenseView }>(`/api/beat-licenses/${encodeURIComponent(id)}`, { signal }),
  });
}

/** An expiring signed link to the full file; the browser downloads it at once. */
export async function downloadLicensedBeat(licenseId: string): Promise<void> {
  const { url } = await apiRequest<{ url: string; expiresAt: string }>(
    `/api/beat-licenses/${encodeURIComponent(licenseId)}/download-link`,
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
