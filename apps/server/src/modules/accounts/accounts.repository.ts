import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, user } from '../../db/schema/auth';
import { tasteProfiles } from '../../db/schema/taste';
import { newId } from '../../lib/ids';
import { enqueueEmail } from '../messaging/notifications';

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
    /**
     * A guest becomes the account (DESIGN 5.1): the same user row gets the e-mail, name and a password
     * credential, so everything the guest did (paid licences, tips, playlists, pieces, messages) stays theirs
     * by construction; nothing is moved. False when the guest is gone or no longer a guest.
     */
    async upgradeGuest(id: string, input: { name: string; email: string; passwordHash: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const upgraded = await tx
          .update(user)
          .set({ name: input.name, email: input.email, emailVerified: false, isAnonymous: false, updatedAt: now })
          .where(and(eq(user.id, id), eq(user.isAnonymous, true)))
          .returning({ id: user.id });
        if (upgraded.length === 0) return false;
        await tx.insert(account).values({
          id: newId(),
          accountId: id,
          providerId: 'credential',
          userId: id,
          password: input.passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        return true;
      });
    },
    /** The owner of an account being guessed hears of it by e-mail (queued; the outbox sends it). */
    async notifyAccountGuessed(to: string, subject: string, body: string): Promise<void> {
      await enqueueEmail(db, to, subject, body);
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
