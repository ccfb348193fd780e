import { EXPLORE_CHIPS_MAX } from '@pulse/domain/creators';
import type { DiscoverCreativesQuery, DiscoverCreativesResponse } from '@pulse/domain/creators-contracts';
import { tagKey } from '@pulse/domain/tags';
import { toCreatorCard } from './creator-card';
import type { CreatorFilter, DiscoveryRepository } from './discovery.repository';

/** The chips change only when creatives are approved; a minute's staleness is invisible. */
const TAGS_TTL_MS = 60_000;
/**
 * "N creatives found" is a display figure: counting 100k rows on every first page would cost more than the
 * page itself, so counts are kept for 30 s per filter (at most 500 filters).
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 500;

export function createDiscoveryService(deps: {
  repo: DiscoveryRepository;
  /** Everyone the viewer blocked or was blocked by (decision 050). */
  blockedIdsOf: (userId: string) => Promise<string[]>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let tagsCache: { at: number; tags: Promise<string[]> } | null = null;
  const counts = new Map<string, { at: number; total: Promise<number> }>();

  function countOf(filter: CreatorFilter): Promise<number> {
    // A viewer with blocks counts apart (their own key); everyone else shares one count per filter.
    const key = JSON.stringify([filter.category ?? null, [...(filter.tagKeys ?? [])].sort(), filter.excludeIds ?? []]);
    const cached = counts.get(key);
    if (cached && now() - cached.at <= COUNT_TTL_MS) return cached.total;
    if (counts.size >= COUNT_CACHE_MAX) counts.delete(counts.keys().next().value as string);
    const total = deps.repo.countApprovedCreators(filter);
    counts.set(key, { at: now(), total });
    total.catch(() => counts.delete(key));
    return total;
  }

  return {
    /** `viewerId`: the signed-in viewer, whose blocks either way are left out (null for a visitor). */
    async listCreatives(
      query: DiscoverCreativesQuery,
      viewerId: string | null = null,
    ): Promise<DiscoverCreativesResponse> {
      const blocked = viewerId ? await deps.blockedIdsOf(viewerId) : [];
      const filter: CreatorFilter = {
        category: query.category,
        tagKeys: query.tags ? [...new Set(query.tags.map(tagKey))] : undefined,
        ...(blocked.length > 0 ? { excludeIds: [...blocked].sort() } : {}),
      };
      const [rows, total] = await Promise.all([
        deps.repo.listApprovedCreators(query.limit + 1, query.cursor, filter),
        query.cursor ? undefined : countOf(filter),
      ]);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((r) => toCreatorCard(r.name, r.profile)),
        nextCursor: rows.length > query.limit ? (page[page.length - 1]?.profile.userId ?? null) : null,
        ...(total === undefined ? {} : { total }),
      };
    },

    async topTags(): Promise<string[]> {
      if (tagsCache === null || now() - tagsCache.at > TAGS_TTL_MS) {
        const tags = deps.repo.topTags(EXPLORE_CHIPS_MAX);
        tagsCache = { at: now(), tags };
        // A failed query must not be cached.
        tags.catch(() => {
          tagsCache = null;
        });
      }
      return tagsCache.tags;
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
