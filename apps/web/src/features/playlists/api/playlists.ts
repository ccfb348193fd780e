import type { CreatePlaylistRequest, PlaylistDetail, PlaylistsResponse } from '@pulse/domain/playlists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const playlistsQueryKey = ['playlists'] as const;
export const playlistQueryKey = (id: string) => [...playlistsQueryKey, 'detail', id] as const;

/** GET /api/playlists/:id: items, Save and Favorites state, Similar Vibes. */
export const playlistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playlistQueryKey(id),
    queryFn: ({ signal }) => apiRequest<PlaylistDetail>(`/api/playlists/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export function usePlaylist(id: string) {
  return useQuery(playlistQueryOptions(id));
}

/** GET /api/playlists/mine: the caller's playlists and the saved or favourited ones. */
export function useMyPlaylists(enabled = true) {
  return useQuery({
    queryKey: [...playlistsQueryKey, 'mine'] as const,
    queryFn: ({ signal }) => apiRequest<PlaylistsResponse>('/api/playlists/mine', { signal }),
    enabled,
  });
}

/** PUT or DELETE /api/playlists/:id/bookmarks/:kind (Save, Add to Favorites). */
export function useBookmarkPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, on }: { id: string; kind: 'save' | 'favorite'; on: boolean }) =>
      apiRequest<PlaylistDetail>(`/api/playlists/${encodeURIComponent(id)}/bookmarks/${kind}`, {
        method: on ? 'PUT' : 'DELETE',
      }),
    onSuccess: (playlist) => {
      queryClient.setQueryData(playlistQueryKey(playlist.id), playlist);
      return queryClient.invalidateQueries({ queryKey: [...playlistsQueryKey, 'mine'] });
    },
  });
}

/** POST /api/playlists: a playlist from one of the caller's saved lists. */
export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlaylistRequest) => apiRequest<PlaylistDetail>('/api/playlists', { method: 'POST', body }),
    onSuccess: (playlist) => {
      queryClient.setQueryData(playlistQueryKey(playlist.id), playlist);
      return queryClient.invalidateQueries({ queryKey: [...playlistsQueryKey, 'mine'] });
    },
  });
}

/** PATCH /api/playlists/:id: the owner makes it public or private. */
export function useSetPlaylistVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visibility }: { id: string; visibility: 'public' | 'private' }) =>
      apiRequest<PlaylistDetail>(`/api/playlists/${encodeURIComponent(id)}`, { method: 'PATCH', body: { visibility } }),
    onSuccess: (playlist) => queryClient.setQueryData(playlistQueryKey(playlist.id), playlist),
  });
}
