import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { louConversations } from '../../db/schema/lou';
import { verifiedStudentSql } from '../student-status/student-status.repository';

export type DecidedStatus = 'approved' | 'rejected';

/** SQL of the review queue. */
export function createAdminRepository(db: Db) {
  return {
    /**
     * Pending applications, oldest first, with who applied and, on every row, how many are pending of each kind
     * (window counts, taken before the limit): the counters and the list come from one query, so they agree.
     */
    listPending(limit: number) {
      return db
        .select({
          application: applications,
          applicant: { id: user.id, name: user.name, email: user.email, isAnonymous: user.isAnonymous },
          verifiedStudent: verifiedStudentSql(user.id),
          creativePending: sql<string>`count(*) filter (where ${applications.kind} = 'creative') over ()`,
          partnerPending: sql<string>`count(*) filter (where ${applications.kind} = 'partner') over ()`,
        })
        .from(applications)
        .innerJoin(user, eq(user.id, applications.userId))
        .where(eq(applications.status, 'pending'))
        .orderBy(asc(applications.submittedAt), asc(applications.id))
        .limit(limit);
    },

    /** The Lou conversations behind a page of applications. */
    conversations(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: louConversations.id, userId: louConversations.userId, messages: louConversations.messages })
        .from(louConversations)
        .where(inArray(louConversations.id, [...ids]));
    },

    async findApplication(id: string) {
      const rows = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Decides a still-pending application; null when it is missing or was already decided. */
    async decide(id: string, decision: { status: DecidedStatus; by: string; reason: string | null }) {
      const rows = await db
        .update(applications)
        .set({
          status: decision.status,
          decidedAt: new Date(),
          decidedBy: decision.by,
          decisionReason: decision.reason,
        })
        .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
        .returning();
      return rows[0] ?? null;
    },

    async setReviewStatus(userId: string, kind: 'creative' | 'partner', status: DecidedStatus): Promise<void> {
      const patch = kind === 'creative' ? { creatorStatus: status } : { brandStatus: status };
      await db
        .update(user)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(user.id, userId));
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
