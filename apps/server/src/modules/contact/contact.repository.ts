import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Db) {
  return {
    async insert(row: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
      const [created] = await db.insert(contactMessages).values(row).returning();
      return created!;
    },
    list(limit: number): Promise<ContactMessageRow[]> {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
