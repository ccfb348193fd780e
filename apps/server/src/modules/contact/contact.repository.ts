import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Db) {
  return {
    async insert(row: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
      const [created] = await db.insert(contactMessages).values(row).returning();
      return created!;
    },

    /** Open messages first (oldest first: the longest waiting), then answered ones, newest first. */
    inbox(limit: number): Promise<ContactMessageRow[]> {
      return db
        .select()
        .from(contactMessages)
        .orderBy(
          sql`case when ${contactMessages.status} = 'open' then 0 else 1 end`,
          sql`case when ${contactMessages.status} = 'open' then ${contactMessages.createdAt} end asc`,
          desc(contactMessages.createdAt),
          asc(contactMessages.id),
        )
        .limit(limit);
    },

    async find(id: string): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row ?? null;
    },

    /** Marks an open message answered; null when it was answered meanwhile (two admins at once). */
    async answer(id: string, reply: string, adminId: string): Promise<ContactMessageRow | null> {
      const [row] = await db
        .update(contactMessages)
        .set({ status: 'answered', reply, repliedBy: adminId, repliedAt: new Date() })
        .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'open')))
        .returning();
      return row ?? null;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
