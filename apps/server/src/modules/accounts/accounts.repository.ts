import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { account, session, twoFactor, user } from '../../db/schema/auth';
import { tasteProfiles } from '../../db/schema/taste';
import { newId } from '../../lib/ids';
import { enqueueEmail } from '../messaging/notifications';

export type UserRow = typeof user.$inferSelect;
export type SessionRow = typeof session.$inferSelect;
export type UserPatch = Partial<
  Pick<UserRow, 'role' | 'creativeRole' | 'agency' | 'creatorStatus' | 'brandStatus' | 'name'>
>;

/** What the account gates read on every money move (issue 36): four columns, built once, run by name. */
type GateRow = Pick<UserRow, 'isAnonymous' | 'emailVerified' | 'twoFactorEnabled' | 'role'>;
const gateStatement = namedStatement<GateRow>(
  'account_gate',
  () => sql`select ${user.isAnonymous} as "isAnonymous", ${user.emailVerified} as "emailVerified",
    ${user.twoFactorEnabled} as "twoFactorEnabled", ${user.role} as "role"
    from ${user} where ${user.id} = ${sql.placeholder('id')}`,
);

export function createAccountsRepository(db: Db) {
  return {
    async gateAccount(id: string): Promise<GateRow | null> {
      const [row] = await gateStatement(db, { id });
      return row ?? null;
    },
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
    /** The account's sessions that have not expired. */
    sessionsOf(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())));
    },
    /** The account's TOTP secret as better-auth keeps it (encrypted), or null when two-factor is off. */
    async twoFactorSecret(userId: string): Promise<string | null> {
      const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
      return row?.secret ?? null;
    },
    async deleteSession(token: string): Promise<void> {
      await db.delete(session).where(eq(session.token, token));
    },
    /** One of the account's own sessions; false when the id is not one of theirs. */
    async deleteSessionOf(userId: string, sessionId: string): Promise<boolean> {
      const gone = await db
        .delete(session)
        .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
        .returning({ id: session.id });
      return gone.length > 0;
    },
    /** Every session of the account but `keepToken`'s; how many ended. */
    async deleteSessionsOf(userId: string, keepToken: string | null): Promise<number> {
      const gone = await db
        .delete(session)
        .where(and(eq(session.userId, userId), keepToken ? ne(session.token, keepToken) : undefined))
        .returning({ id: session.id });
      return gone.length;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
