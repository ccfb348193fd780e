import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, counters, partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationKindValue = ApplicationRow['kind'];
export type PartnerProfileFields = Pick<
  typeof partnerProfiles.$inferInsert,
  'name' | 'company' | 'website' | 'contactEmail' | 'needs'
>;

/** SQL of applications, their counters and partner profiles. Give it a transaction to make calls atomic. */
export function createApplicationsRepository(db: Db) {
  return {
    /** Locks the applicant's row until the transaction ends, so one user's submissions run one at a time. */
    async lockUser(userId: string) {
      const rows = await db.select().from(user).where(eq(user.id, userId)).for('update');
      return rows[0] ?? null;
    },

    async findPending(userId: string, kind: ApplicationKindValue): Promise<ApplicationRow | null> {
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.kind, kind), eq(applications.status, 'pending')))
        .orderBy(desc(applications.submittedAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The user's most recent application of a kind: the pending one, or the last decided. */
    async findLatest(userId: string, kind: ApplicationKindValue): Promise<ApplicationRow | null> {
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.kind, kind)))
        .orderBy(desc(applications.submittedAt), desc(applications.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof applications.$inferInsert): Promise<ApplicationRow> {
      const [created] = await db.insert(applications).values(row).returning();
      return created!;
    },

    async updatePayload(id: string, payload: Record<string, unknown>, convoId: string | null) {
      const [updated] = await db
        .update(applications)
        .set({ payload, convoId })
        .where(eq(applications.id, id))
        .returning();
      return updated!;
    },

    async bumpCounter(name: string): Promise<void> {
      await db
        .insert(counters)
        .values({ name, value: 1 })
        .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } });
    },

    async upsertPartnerProfile(userId: string, fields: PartnerProfileFields): Promise<void> {
      await db
        .insert(partnerProfiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: partnerProfiles.userId, set: { ...fields, updatedAt: new Date() } });
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
