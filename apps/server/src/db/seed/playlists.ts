import type { Db } from '../client';
import { playlistItems, playlists } from '../schema/playlists';

/**
 * Curated playlists of demo pieces (spec part 1, section 2: `/playlist/{id}` for ids 1 to 3; decision 017).
 * Fixed ids, insert-or-ignore; they run after the demo pieces are in.
 */
export const DEMO_PLAYLISTS = [
  {
    id: '1',
    title: 'Late Night Study Sessions',
    description: 'Slow, cinematic pieces for the hours after the library closes.',
    tags: ['lo-fi', 'cinematic', 'night', 'ambient'],
    pieceIds: ['demo-piece-campus-nights', 'demo-piece-first-light', 'demo-piece-slow-sunday'],
  },
  {
    id: '2',
    title: 'Campus Hype',
    description: 'High-energy edits for game days and launch nights.',
    tags: ['hip-hop', 'sports', 'hype', 'electronic'],
    pieceIds: ['demo-piece-game-day', 'demo-piece-neon-market'],
  },
  {
    id: '3',
    title: 'Golden Hour Cinema',
    description: 'Documentary and cinematic work from student filmmakers and producers.',
    tags: ['cinematic', 'documentary', 'ambient', 'culture'],
    pieceIds: ['demo-piece-first-light', 'demo-piece-neon-market', 'demo-piece-campus-nights'],
  },
] as const;

export async function seedPlaylists(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(playlists)
      .values(
        DEMO_PLAYLISTS.map(({ pieceIds: _, tags, ...p }) => ({
          ...p,
          tags: [...tags],
          ownerId: null,
          visibility: 'public' as const,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(playlistItems)
      .values(
        DEMO_PLAYLISTS.flatMap((p) => p.pieceIds.map((pieceId, position) => ({ playlistId: p.id, pieceId, position }))),
      )
      .onConflictDoNothing();
  });
}
