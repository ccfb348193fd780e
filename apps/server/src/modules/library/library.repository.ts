import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { creatorReactions, follows, savedListItems, savedLists } from '../../db/schema/discovery';
import { approvedCreator, creatorCardColumns } from '../discovery/discovery.repository';

export function createLibraryRepository(db: Db) {
  return {
    findApprovedCreatorId(creatorId: string) {
      return db
        .select({ id: creatorProfiles.userId })
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(approvedCreator, eq(creatorProfiles.userId, creatorId)))
        .then((rows) => rows[0]?.id ?? null);
    },

    /** The list with that name, created on first use (the unique index settles a race). */
    async ensureList(userId: string, name: string, id: string) {
      await db.insert(savedLists).values({ id, userId, name }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(savedLists)
        .where(and(eq(savedLists.userId, userId), eq(savedLists.name, name)));
      return row as typeof savedLists.$inferSelect;
    },

    async addToList(listId: string, creatorId: string) {
      await db.insert(savedListItems).values({ listId, creatorId }).onConflictDoNothing();
    },

    async removeFromAllLists(userId: string, creatorId: string) {
      const lists = db.select({ id: savedLists.id }).from(savedLists).where(eq(savedLists.userId, userId));
      await db
        .delete(savedListItems)
        .where(and(eq(savedListItems.creatorId, creatorId), inArray(savedListItems.listId, lists)));
    },

    async removeFromList(userId: string, listId: string, creatorId: string): Promise<boolean> {
      const owned = db
        .select({ id: savedLists.id })
        .from(savedLists)
        .where(and(eq(savedLists.userId, userId), eq(savedLists.id, listId)));
      const rows = await db
        .delete(savedListItems)
        .where(and(eq(savedListItems.creatorId, creatorId), inArray(savedListItems.listId, owned)))
        .returning({ id: savedListItems.listId });
      return rows.length > 0;
    },

    lists(userId: string) {
      return db.select().from(savedLists).where(eq(savedLists.userId, userId)).orderBy(asc(savedLists.createdAt));
    },

    /** Saved creators of the user's lists, newest first, approved ones only (a suspended creative drops out). */
    listItems(userId: string) {
      return db
        .select({ listId: savedListItems.listId, name: user.name, profile: creatorCardColumns })
        .from(savedListItems)
        .innerJoin(savedLists, eq(savedLists.id, savedListItems.listId))
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, savedListItems.creatorId))
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(eq(savedLists.userId, userId), approvedCreator))
        .orderBy(desc(savedListItems.createdAt));
    },

    async follow(userId: string, creatorId: string) {
      await db.insert(follows).values({ followerId: userId, creatorId }).onConflictDoNothing();
    },

    async unfollow(userId: string, creatorId: string) {
      await db.delete(follows).where(and(eq(follows.followerId, userId), eq(follows.creatorId, creatorId)));
    },

    following(userId: string) {
      return db
        .select({ name: user.name, profile: creatorCardColumns })
        .from(follows)
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, follows.creatorId))
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(eq(follows.followerId, userId), approvedCreator))
        .orderBy(desc(follows.createdAt));
    },

    async state(userId: string) {
      const [saved, followed, reactions] = await Promise.all([
        db
          .selectDistinct({ id: savedListItems.creatorId })
          .from(savedListItems)
          .innerJoin(savedLists, eq(savedLists.id, savedListItems.listId))
          .where(eq(savedLists.userId, userId)),
        db.select({ id: follows.creatorId }).from(follows).where(eq(follows.followerId, userId)),
        db
          .select({ id: creatorReactions.creatorId, action: creatorReactions.action })
          .from(creatorReactions)
          .where(eq(creatorReactions.userId, userId)),
      ]);
      return {
        savedCreatorIds: saved.map((r) => r.id),
        followedCreatorIds: followed.map((r) => r.id),
        cosignedCreatorIds: reactions.filter((r) => r.action === 'cosign').map((r) => r.id),
        skippedCreatorIds: reactions.filter((r) => r.action === 'skip').map((r) => r.id),
      };
    },
  };
}
export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
