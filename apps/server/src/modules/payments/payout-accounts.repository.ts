import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { payoutAccounts } from '../../db/schema/ledger';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** SQL of creatives' payout accounts at the provider. */
export function payoutAccountsQueries(db: Db) {
  return {
    async find(userId: string, provider: string): Promise<PayoutAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.provider, provider)));
      return row;
    },

    /** Keeps the first account of a (user, provider): a concurrent second insert gets the stored row. */
    async insert(row: { userId: string; provider: string; accountRef: string; status: string }) {
      await db.insert(payoutAccounts).values(row).onConflictDoNothing();
      return this.find(row.userId, row.provider);
    },

    async setStatus(provider: string, accountRef: string, status: string): Promise<number> {
      const rows = await db
        .update(payoutAccounts)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.accountRef, accountRef)))
        .returning({ userId: payoutAccounts.userId });
      return rows.length;
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({ id: user.id, email: user.email, creatorStatus: user.creatorStatus, isAnonymous: user.isAnonymous })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },
  };
}
