import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { tasteProfiles } from '../../db/schema/taste';

export type UserRow = typeof user.$inferSelect;
export type UserPatch = Partial<
  Pick<UserRow, 'role' | 'creativeRole' | 'agency' | 'creatorStatus' | 'brandStatus' | 'name'>
>;

export function createAccountsRepository(db: Db) {
  return {
    async findUser(id: string): Promise<UserRow | null> {
      const rows = await db.select().from(user).where(eq(user.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const rows = await db.select().from(user).where(eq(user.email, email)).limit(1);
      return rows[0] ?? null;
    },
    /** Home clears a guest's taste with the role (spec part 1, section 2; decision 022). */
    async clearTaste(id: string): Promise<void> {
      await db.delete(tasteProfiles).where(eq(tasteProfiles.userId, id));
    },
    async updateUser(id: string, patch: UserPatch): Promise<UserRow | null> {
      const rows = await db
        .update(user)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(user.id, id))
        .returning();
      return rows[0] ?? null;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
