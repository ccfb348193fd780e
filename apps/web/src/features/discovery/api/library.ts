import type {
  FollowingResponse,
  LibraryState,
  SaveCreatorRequest,
  SavedList,
  SavedListsResponse,
} from '@pulse/domain/library';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const libraryQueryKey = ['library'] as const;

/** GET /api/me/library: ids the caller saved, follows, co-signed and skipped (for toggles on cards). */
export const libraryQueryOptions = queryOptions({
  queryKey: [...libraryQueryKey, 'state'] as const,
  queryFn: ({ signal }) => apiRequest<LibraryState>('/api/me/library', { signal }),
});

export function useLibrary(enabled = true) {
  return useQuery({ ...libraryQueryOptions, enabled });
}

export const savedListsQueryOptions = queryOptions({
  queryKey: [...libraryQueryKey, 'saved'] as const,
  queryFn: ({ signal }) => apiRequest<SavedListsResponse>('/api/me/saved', { signal }),
});

export function useSavedLists() {
  return useQuery(savedListsQueryOptions);
}

export const followingQueryOptions = queryOptions({
  queryKey: [...libraryQueryKey, 'following'] as const,
  queryFn: ({ signal }) => apiRequest<FollowingResponse>('/api/me/following', { signal }),
});

export function useFollowing() {
  return useQuery(followingQueryOptions);
}

function useLibraryMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryKey }) });
}

/** POST /api/me/saved: into the named list (default "Discoveries"), created on first use. */
export function useSaveCreator() {
  return useLibraryMutation((request: SaveCreatorRequest) =>
    apiRequest<SavedList>('/api/me/saved', { method: 'POST', body: request }),
  );
}

/** DELETE /api/me/saved/creators/{id}: out of every list (the heart toggle). */
export function useUnsaveCreator() {
  return useLibraryMutation((creatorId: string) =>
    apiRequest<void>(`/api/me/saved/creators/${encodeURIComponent(creatorId)}`, { method: 'DELETE' }),
  );
}

/** PUT or DELETE /api/me/following/{id}. */
export function useSetFollowing() {
  return useLibraryMutation(({ creatorId, following }: { creatorId: string; following: boolean }) =>
    apiRequest<void>(`/api/me/following/${encodeURIComponent(creatorId)}`, { method: following ? 'PUT' : 'DELETE' }),
  );
}
