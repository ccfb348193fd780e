import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { follows, savedListItems, savedLists } from '../../db/schema/discovery';
import { verifiedStudentSql } from '../student-status/student-status.repository';
import { createWorksRepository } from './works.repository';

export function createCreatorPageRepository(db: Db) {
  return {
    ...createWorksRepository(db),
    /** The creator's profile row with the account fields the page shows; any review status. */
    findCreator(id: string) {
      return db
        .select({
          name: user.name,
          role: user.role,
          creativeRole: user.creativeRole,
          creatorStatus: user.creatorStatus,
          suspendedAt: user.suspendedAt,
          profile: creatorProfiles,
          verifiedStudent: verifiedStudentSql(creatorProfiles.userId),
        })
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(eq(creatorProfiles.userId, id))
        .then((rows) => rows[0] ?? null);
    },

    findViewerRole(viewerId: string) {
      return db
        .select({ role: user.role })
        .from(user)
        .where(eq(user.id, viewerId))
        .then((rows) => rows[0]?.role ?? null);
    },

    /** Real counts from follows: people following the creator, and creators the creator follows. */
    async followCounts(creatorId: string): Promise<{ followers: number; following: number }> {
      const result = await db.execute(sql`
        select
          (select count(*)::int from ${follows} where creator_id = ${creatorId}) as followers,
          (select count(*)::int from ${follows} where follower_id = ${creatorId}) as following`);
      const row = (result as unknown as { rows: { followers: number; following: number }[] }).rows[0];
      return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
    },

    async viewerState(viewerId: string, creatorId: string): Promise<{ isFollowing: boolean; isSaved: boolean }> {
      const [following, saved] = await Promise.all([
        db
          .select({ id: follows.creatorId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.creatorId, creatorId)))
          .limit(1),
        db
          .select({ id: savedListItems.creatorId })
          .from(savedListItems)
          .innerJoin(savedLists, eq(savedLists.id, savedListItems.listId))
          .where(and(eq(savedLists.userId, viewerId), eq(savedListItems.creatorId, creatorId)))
          .limit(1),
      ]);
      return { isFollowing: following.length > 0, isSaved: saved.length > 0 };
    },
  };
}
export type CreatorPageRepository = ReturnType<typeof createCreatorPageRepository>;
