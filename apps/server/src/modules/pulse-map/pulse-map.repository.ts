import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { creatorReactions, follows } from '../../db/schema/discovery';
import { tasteProfiles } from '../../db/schema/taste';
import { approvedCreator } from '../discovery/discovery.repository';

const creatorColumns = {
  id: user.id,
  name: user.name,
  niche: creatorProfiles.niche,
  look: creatorProfiles.look,
  tags: creatorProfiles.vibeTags,
  cosigns: creatorProfiles.cosigns,
  recentWork: creatorProfiles.recentWork,
};

export function createPulseMapRepository(db: Db) {
  return {
    /** Approved creators by id (the suggestions), in any order. */
    creators(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(creatorColumns)
        .from(user)
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, user.id))
        .where(and(approvedCreator, inArray(user.id, [...ids])));
    },

    /** The user's preferred vibes (the For You ranking's bonus), for the suggestions. */
    preferredVibes(userId: string) {
      return db
        .select({ v: tasteProfiles.preferredVibes })
        .from(tasteProfiles)
        .where(eq(tasteProfiles.userId, userId))
        .then((rows) => rows[0]?.v ?? []);
    },

    tagWeights(userId: string) {
      return db
        .select({ w: tasteProfiles.tagWeights })
        .from(tasteProfiles)
        .where(eq(tasteProfiles.userId, userId))
        .then((rows) => rows[0]?.w ?? {});
    },

    /** Approved creators the user follows or co-signed, with when that happened. */
    network(userId: string, limit: number) {
      const followedAt = sql<Date | null>`(select ${follows.createdAt} from ${follows} where ${follows.followerId} = ${userId} and ${follows.creatorId} = ${user.id})`;
      const cosignedAt = sql<Date | null>`(select ${creatorReactions.createdAt} from ${creatorReactions} where ${creatorReactions.userId} = ${userId} and ${creatorReactions.creatorId} = ${user.id} and ${creatorReactions.action} = 'cosign')`;
      return db
        .select({ ...creatorColumns, followedAt, cosignedAt })
        .from(user)
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, user.id))
        .where(
          and(
            approvedCreator,
            or(
              sql`exists (select 1 from ${follows} where ${follows.followerId} = ${userId} and ${follows.creatorId} = ${user.id})`,
              sql`exists (select 1 from ${creatorReactions} where ${creatorReactions.userId} = ${userId} and ${creatorReactions.creatorId} = ${user.id} and ${creatorReactions.action} = 'cosign')`,
            ),
          ),
        )
        .limit(limit);
    },
  };
}
export type PulseMapRepository = ReturnType<typeof createPulseMapRepository>;
