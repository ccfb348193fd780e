import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { louConversations } from '../../db/schema/lou';

export type LouConversationRow = typeof louConversations.$inferSelect;
export type BriefRow = typeof briefs.$inferSelect;

/** SQL of Lou's conversations and the draft briefs Lou writes. */
export function createLouRepository(db: Db) {
  return {
    async insertConversation(row: typeof louConversations.$inferInsert): Promise<LouConversationRow> {
      const [created] = await db.insert(louConversations).values(row).returning();
      return created!;
    },

    async findConversation(id: string): Promise<LouConversationRow | null> {
      const rows = await db.select().from(louConversations).where(eq(louConversations.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async insertBrief(row: typeof briefs.$inferInsert): Promise<BriefRow> {
      const [created] = await db.insert(briefs).values(row).returning();
      return created!;
    },

    /** Only the owner's brief: another user's id reads as missing. */
    async findOwnBrief(id: string, ownerId: string): Promise<BriefRow | null> {
      const rows = await db
        .select()
        .from(briefs)
        .where(and(eq(briefs.id, id), eq(briefs.ownerId, ownerId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findUserRole(id: string) {
      const rows = await db.select({ role: user.role }).from(user).where(eq(user.id, id)).limit(1);
      return rows[0]?.role ?? null;
    },
  };
}
export type LouRepository = ReturnType<typeof createLouRepository>;
