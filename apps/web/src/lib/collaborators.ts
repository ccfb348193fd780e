import type { CollaboratorSearchResponse } from '@pulse/domain/splits-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/collaborators?q=: approved creatives by name, for the collaborator splits field. */
export function collaboratorSearchQuery(q: string) {
  return queryOptions({
    queryKey: ['collaborators', q],
    queryFn: ({ signal }) =>
      apiRequest<CollaboratorSearchResponse>(`/api/collaborators?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useCollaboratorSearch(q: string) {
  return useQuery(collaboratorSearchQuery(q));
}
