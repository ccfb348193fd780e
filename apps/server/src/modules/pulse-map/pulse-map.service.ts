import {
  dotSize,
  heatBand,
  layoutPulseMap,
  type MapPerson,
  PULSE_MAP_CAPACITY,
  PULSE_MAP_SUGGESTIONS,
  type PulseMapResponse,
  SUGGESTED_RELATIONSHIP,
} from '@pulse/domain/pulse-map';
import { recommend } from '@pulse/domain/ranking';
import { tagKey } from '@pulse/domain/tags';
import type { FeedRepository } from '../feed/feed.repository';
import { rankCandidates } from '../feed/feed.service';
import type { PulseMapRepository } from './pulse-map.repository';

/** The network rows read before the most aligned are kept (a fan with more sees their closest). */
const NETWORK_ROWS = 200;

type NetworkRow = Awaited<ReturnType<PulseMapRepository['network']>>[number];
type CreatorRow = Awaited<ReturnType<PulseMapRepository['creators']>>[number];

function relationshipOf(row: NetworkRow): { category: MapPerson['category']; relationship: string; activity: string } {
  const followed = row.followedAt !== null;
  const cosigned = row.cosignedAt !== null;
  const latest = [row.followedAt, row.cosignedAt]
    .filter((d): d is Date => d !== null)
    .map((d) => new Date(d))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const followedLast =
    followed && latest !== undefined && new Date(row.followedAt as Date).getTime() === latest.getTime();
  return {
    category: followed ? 'friend' : 'creator',
    relationship:
      followed && cosigned ? 'You follow and co-signed them' : followed ? 'You follow them' : 'You co-signed them',
    activity: latest ? `${followedLast ? 'Followed' : 'Co-signed'} on ${latest.toISOString().slice(0, 10)}` : '',
  };
}

/**
 * The caller's taste network (decision 028): creators they follow (friends) or co-signed, and the For You
 * ranking's top creators they have not reacted to yet (suggested), placed by real taste alignment so that
 * closer means more aligned and no two people overlap.
 */
export function createPulseMapService(deps: { repo: PulseMapRepository; feedRepo: FeedRepository }) {
  const { repo, feedRepo } = deps;
  return {
    async map(userId: string): Promise<PulseMapResponse> {
      const [weights, vibes, rows, reacted, blocked] = await Promise.all([
        repo.tagWeights(userId),
        repo.preferredVibes(userId),
        repo.network(userId, NETWORK_ROWS),
        feedRepo.reactedCreatorIds(userId),
        feedRepo.blockedIdsOf(userId),
      ]);
      const alignmentOf = (tags: readonly string[]) => recommend(weights, tags).confidence;
      const byAlignment = <T extends { name: string; alignment: number }>(a: T, b: T) =>
        b.alignment - a.alignment || a.name.localeCompare(b.name);

      const network = rows
        .map((row) => ({ row, name: row.name, alignment: alignmentOf(row.tags) }))
        .sort(byAlignment)
        .slice(0, PULSE_MAP_CAPACITY - PULSE_MAP_SUGGESTIONS);
      const ranked = await rankCandidates(
        feedRepo,
        weights,
        vibes,
        // Nobody either side blocked is suggested (decision 050).
        [...new Set([...reacted, ...blocked, ...rows.map((r) => r.id)])],
        PULSE_MAP_SUGGESTIONS,
      );
      const found = new Map((await repo.creators(ranked.map((r) => r.item.id))).map((c) => [c.id, c]));
      const suggested = ranked.flatMap(({ item, recommendation }) => {
        const row = found.get(item.id);
        return row ? [{ row, name: row.name, alignment: recommendation.confidence }] : [];
      });

      const entries: {
        row: CreatorRow;
        alignment: number;
        category: MapPerson['category'];
        relationship: string;
        activity: string;
      }[] = [
        ...network.map(({ row, alignment }) => ({ row, alignment, ...relationshipOf(row) })),
        ...suggested.map(({ row, alignment }) => ({
          row,
          alignment,
          category: 'suggested' as const,
          relationship: SUGGESTED_RELATIONSHIP,
          activity: '',
        })),
      ];
      const places = layoutPulseMap(entries.map((e) => e.alignment));
      return {
        people: entries.flatMap(({ row, alignment, category, relationship, activity }, i) => {
          const place = places[i];
          if (!place) return [];
          return [
            {
              id: row.id,
              name: row.name,
              x: Math.round(place.x * 100) / 100,
              y: Math.round(place.y * 100) / 100,
              size: dotSize(alignment),
              category,
              alignment,
              heat: heatBand(alignment),
              specialty: row.niche,
              aesthetic: row.look,
              recentWork: row.recentWork[0]?.title ?? null,
              followers: row.cosigns,
              relationship,
              sharedInterests: row.tags.filter((t) => (weights[tagKey(t)] ?? 0) > 0),
              recentActivity: activity,
            },
          ];
        }),
      };
    },
  };
}
export type PulseMapService = ReturnType<typeof createPulseMapService>;
