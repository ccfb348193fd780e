import { BRAND_SAVED_LIST } from '@pulse/domain/creator-search';
import type { LibraryState, SavedListsResponse } from '@pulse/domain/library';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The library's cache keys: saving here updates every screen that shows saves. */
const libraryKey = ['library'] as const;

/** GET /api/me/library: the ids the caller saved (brand.saved), for the heart on each card. */
export const libraryStateOptions = queryOptions({
  queryKey: [...libraryKey, 'state'] as const,
  queryFn: ({ signal }) => apiRequest<LibraryState>('/api/me/library', { signal }),
});

export function useSavedIds() {
  const query = useQuery(libraryStateOptions);
  return { ...query, ids: new Set(query.data?.savedCreatorIds ?? []) };
}

/** GET /api/me/saved: the partner's "Saved Creatives" list with the cards. */
export const savedListsOptions = queryOptions({
  queryKey: [...libraryKey, 'saved'] as const,
  queryFn: ({ signal }) => apiRequest<SavedListsResponse>('/api/me/saved', { signal }),
});

export function useBrandSaved() {
  const query = useQuery(savedListsOptions);
  return { ...query, list: query.data?.lists.find((l) => l.name === BRAND_SAVED_LIST) ?? null };
}

/** Save (POST /api/me/saved into "Saved Creatives") or unsave (DELETE from every list). */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, saved }: { creatorId: string; saved: boolean }) =>
      saved
        ? apiRequest<unknown>('/api/me/saved', { method: 'POST', body: { creatorId, listName: BRAND_SAVED_LIST } })
        : apiRequest<void>(`/api/me/saved/creators/${encodeURIComponent(creatorId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}
