import type { DiscoverCreativesResponse } from '@pulse/domain/creators';
import { toCreatorCard } from './creator-card';
import type { DiscoveryRepository } from './discovery.repository';

export function createDiscoveryService(deps: { repo: DiscoveryRepository }) {
  return {
    async listCreatives(limit: number, cursor?: string): Promise<DiscoverCreativesResponse> {
      const rows = await deps.repo.listApprovedCreators(limit + 1, cursor);
      const page = rows.slice(0, limit);
      return {
        items: page.map((r) => toCreatorCard(r.name, r.profile)),
        nextCursor: rows.length > limit ? (page[page.length - 1]?.profile.userId ?? null) : null,
      };
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
