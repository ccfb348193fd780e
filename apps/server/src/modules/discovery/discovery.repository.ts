import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';

export function createDiscoveryRepository(db: Db) {
  return {
    /** Approved creatives in id order, after `afterId` (keyset pagination). */
    listApprovedCreators(limit: number, afterId?: string) {
      const approved = and(eq(user.role, 'creator'), eq(user.creatorStatus, 'approved'));
      return (
        db
          .select({ name: user.name, profile: creatorProfiles })
          .from(creatorProfiles)
          .innerJoin(user, eq(user.id, creatorProfiles.userId))
          // The cursor bounds both sides of the join so each index scan starts at the cursor, not the first row.
          .where(afterId ? and(approved, gt(creatorProfiles.userId, afterId), gt(user.id, afterId)) : approved)
          .orderBy(asc(creatorProfiles.userId))
          .limit(limit)
      );
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
