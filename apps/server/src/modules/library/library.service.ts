import {
  DEFAULT_SAVE_LIST,
  type FollowingResponse,
  type LibraryState,
  type SavedList,
  type SavedListsResponse,
  UNKNOWN_CREATOR_TO_SAVE_MESSAGE,
} from '@pulse/domain/library';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { toCreatorCard } from '../discovery/creator-card';
import type { LibraryRepository } from './library.repository';

/** Saved lists and follows: every read and write is the caller's own (a session, guest or account). */
export function createLibraryService(deps: { repo: LibraryRepository }) {
  const { repo } = deps;

  async function requireCreator(creatorId: string): Promise<void> {
    if (!(await repo.findApprovedCreatorId(creatorId)))
      throw new AppError('not_found', UNKNOWN_CREATOR_TO_SAVE_MESSAGE);
  }

  async function savedLists(userId: string): Promise<SavedListsResponse> {
    const [lists, items] = await Promise.all([repo.lists(userId), repo.listItems(userId)]);
    return {
      lists: lists.map((list) => ({
        id: list.id,
        name: list.name,
        creators: items.filter((i) => i.listId === list.id).map((i) => toCreatorCard(i.name, i.profile)),
      })),
    };
  }

  return {
    async save(userId: string, body: { creatorId: string; listName?: string }): Promise<SavedList> {
      await requireCreator(body.creatorId);
      const list = await repo.ensureList(userId, body.listName ?? DEFAULT_SAVE_LIST, newId());
      await repo.addToList(list.id, body.creatorId);
      const { lists } = await savedLists(userId);
      return lists.find((l) => l.id === list.id) as SavedList;
    },

    async unsave(userId: string, creatorId: string): Promise<void> {
      await repo.removeFromAllLists(userId, creatorId);
    },

    async unsaveFromList(userId: string, listId: string, creatorId: string): Promise<void> {
      // Someone else's list looks exactly like a missing one.
      if (!(await repo.removeFromList(userId, listId, creatorId)))
        throw new AppError('not_found', 'That creator is not in this list.');
    },

    async lists(userId: string): Promise<SavedListsResponse> {
      return savedLists(userId);
    },

    async follow(userId: string, creatorId: string): Promise<void> {
      await requireCreator(creatorId);
      await repo.follow(userId, creatorId);
    },

    async unfollow(userId: string, creatorId: string): Promise<void> {
      await repo.unfollow(userId, creatorId);
    },

    async following(userId: string): Promise<FollowingResponse> {
      const rows = await repo.following(userId);
      return { items: rows.map((r) => toCreatorCard(r.name, r.profile)) };
    },

    async state(userId: string): Promise<LibraryState> {
      return repo.state(userId);
    },
  };
}
export type LibraryService = ReturnType<typeof createLibraryService>;
