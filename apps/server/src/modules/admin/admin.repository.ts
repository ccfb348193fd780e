import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, counters } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { louConversations } from '../../db/schema/lou';

export type DecidedStatus = 'approved' | 'rejected';

/** SQL of the review queue. */
export function createAdminRepository(db: Db) {
  return {
    /** Pending applications, oldest first, with who applied. */
    listPending(limit: number) {
      return db
        .select({
          application: applications,
          applicant: { id: user.id, name: user.name, email: user.email, isAnonymous: user.isAnonymous },
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

    async counters(names: readonly string[]): Promise<Record<string, number>> {
      const rows = await db
        .select()
        .from(counters)
        .where(inArray(counters.name, [...names]));
      return Object.fromEntries(rows.map((r) => [r.name, r.value]));
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
