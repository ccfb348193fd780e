import {
  type CreatePlaylistRequest,
  EMPTY_PLAYLIST_SOURCE_MESSAGE,
  PLAYLIST_MAX_ITEMS,
  PLAYLIST_NOT_FOUND_MESSAGE,
  type PlaylistDetail,
  type PlaylistSummary,
  type PlaylistsResponse,
  playlistTags,
  SAVED_LIST_NOT_FOUND_MESSAGE,
  similarVibes,
  type UpdatePlaylistRequest,
  WORKS_PER_CREATOR,
} from '@pulse/domain/playlists';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { BookmarkKind, PlaylistsRepository } from './playlists.repository';

interface SummaryRow {
  id: string;
  title: string;
  description: string;
  tags: string[];
  ownerId: string | null;
  itemCount: number;
}

function toSummary(row: SummaryRow): PlaylistSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    curated: row.ownerId === null,
    itemCount: row.itemCount,
  };
}

/**
 * Playlists (issue 11 item 5, decision 017): curated ones and fans' public ones are open to everyone; a private
 * playlist is visible to its owner only and looks missing to anyone else. Only the owner changes or deletes it.
 */
export function createPlaylistsService(deps: { repo: PlaylistsRepository }) {
  const { repo } = deps;

  async function findVisible(viewerId: string | null, id: string) {
    const row = await repo.find(id);
    if (!row || (row.visibility === 'private' && row.ownerId !== viewerId))
      throw new AppError('not_found', PLAYLIST_NOT_FOUND_MESSAGE);
    return row;
  }

  async function detail(viewerId: string | null, id: string): Promise<PlaylistDetail> {
    const row = await findVisible(viewerId, id);
    const [items, others, marks] = await Promise.all([
      repo.items(id),
      repo.publicPlaylists(),
      viewerId ? repo.bookmarks(viewerId, id) : Promise.resolve([] as BookmarkKind[]),
    ]);
    return {
      ...toSummary({ ...row, itemCount: items.length }),
      visibility: row.visibility,
      ownerName: row.ownerName,
      isOwner: row.ownerId !== null && row.ownerId === viewerId,
      saved: marks.includes('save'),
      favorited: marks.includes('favorite'),
      items,
      similarVibes: similarVibes(row, others).map((o) => ({ ...toSummary(o), sharedTags: o.sharedTags })),
    };
  }

  return {
    async get(viewerId: string | null, id: string): Promise<PlaylistDetail> {
      return detail(viewerId, id);
    },

    async mine(userId: string): Promise<PlaylistsResponse> {
      const rows = await repo.mine(userId);
      return { playlists: rows.map(toSummary) };
    },

    async create(ownerId: string, body: CreatePlaylistRequest): Promise<PlaylistDetail> {
      // Someone else's saved list looks exactly like a missing one: saved lists are private.
      const list = await repo.findOwnedList(ownerId, body.savedListId);
      if (!list) throw new AppError('not_found', SAVED_LIST_NOT_FOUND_MESSAGE);
      const perCreator = new Map<string, number>();
      const seen = new Set<string>();
      const works = (await repo.listWorks(list.id))
        .filter((w) => {
          // A piece two saved creatives made together appears once; each creative adds a few of their newest.
          const taken = perCreator.get(w.creatorId) ?? 0;
          if (seen.has(w.id) || taken >= WORKS_PER_CREATOR) return false;
          perCreator.set(w.creatorId, taken + 1);
          seen.add(w.id);
          return true;
        })
        .slice(0, PLAYLIST_MAX_ITEMS);
      if (works.length === 0)
        throw new AppError('validation_failed', EMPTY_PLAYLIST_SOURCE_MESSAGE, {
          savedListId: EMPTY_PLAYLIST_SOURCE_MESSAGE,
        });
      const id = newId();
      await repo.create(
        {
          id,
          ownerId,
          title: body.title ?? list.name,
          description: `Built from the saved list ${list.name}.`,
          visibility: body.visibility ?? 'private',
          tags: playlistTags(works.map((w) => w.tags)),
        },
        works.map((w) => w.id),
      );
      return detail(ownerId, id);
    },

    async update(ownerId: string, id: string, body: UpdatePlaylistRequest): Promise<PlaylistDetail> {
      await findVisible(ownerId, id);
      if (!(await repo.update(id, ownerId, body)))
        throw new AppError('forbidden', 'Only the playlist owner can change it.');
      return detail(ownerId, id);
    },

    async remove(ownerId: string, id: string): Promise<void> {
      await findVisible(ownerId, id);
      if (!(await repo.remove(id, ownerId))) throw new AppError('forbidden', 'Only the playlist owner can delete it.');
    },

    async bookmark(userId: string, id: string, kind: BookmarkKind, on: boolean): Promise<PlaylistDetail> {
      await findVisible(userId, id);
      await repo.setBookmark(userId, id, kind, on);
      return detail(userId, id);
    },
  };
}
export type PlaylistsService = ReturnType<typeof createPlaylistsService>;
