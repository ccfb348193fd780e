import { tagKey } from '@pulse/domain/micro-calibration';
import { dotSize, heatBand, type MapPerson, type PulseMapResponse, placeOnMap } from '@pulse/domain/pulse-map';
import { recommend } from '@pulse/domain/ranking';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { PulseMapRepository } from './pulse-map.repository';

const MAP_LIMIT = 24;
export const PULSE_MAP_SESSION_MESSAGE = 'Choose a role to see your Pulse Map.';

/** The caller's taste network: creators they follow (friends) or co-signed, by real taste alignment. */
export function createPulseMapService(deps: { repo: PulseMapRepository }) {
  const { repo } = deps;
  return {
    async map(request: FastifyRequest): Promise<PulseMapResponse> {
      const viewer = await request.sessionUser();
      if (!viewer) throw new AppError('unauthenticated', PULSE_MAP_SESSION_MESSAGE);
      const [weights, rows] = await Promise.all([repo.tagWeights(viewer.id), repo.network(viewer.id, MAP_LIMIT)]);
      const scored = rows
        .map((row) => ({ row, alignment: recommend(weights, row.tags).confidence }))
        .sort((a, b) => b.alignment - a.alignment || a.row.name.localeCompare(b.row.name));
      const places = placeOnMap(scored.map((s) => s.alignment));
      const people: MapPerson[] = scored.map(({ row, alignment }, i) => {
        const place = places[i] as { x: number; y: number };
        const followed = row.followedAt !== null;
        const cosigned = row.cosignedAt !== null;
        const latest = [row.followedAt, row.cosignedAt]
          .filter((d): d is Date => d !== null)
          .map((d) => new Date(d))
          .sort((a, b) => b.getTime() - a.getTime())[0];
        return {
          id: row.id,
          name: row.name,
          x: place.x,
          y: place.y,
          size: dotSize(alignment),
          category: followed ? 'friend' : 'creator',
          alignment,
          heat: heatBand(alignment),
          specialty: row.niche,
          aesthetic: row.look,
          recentWork: row.recentWork[0]?.title ?? null,
          followers: row.cosigns,
          relationship:
            followed && cosigned
              ? 'You follow and co-signed them'
              : followed
                ? 'You follow them'
                : 'You co-signed them',
          sharedInterests: row.tags.filter((t) => (weights[tagKey(t)] ?? 0) > 0),
          recentActivity: latest
            ? `${followed && row.followedAt && new Date(row.followedAt).getTime() === latest.getTime() ? 'Followed' : 'Co-signed'} on ${latest.toISOString().slice(0, 10)}`
            : '',
        };
      });
      return { people };
    },
  };
}
export type PulseMapService = ReturnType<typeof createPulseMapService>;
