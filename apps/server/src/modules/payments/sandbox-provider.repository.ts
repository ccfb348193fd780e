import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxProviderCalls } from '../../db/schema/ledger';

export type SandboxCallRow = typeof sandboxProviderCalls.$inferSelect;

/** SQL of the sandbox provider's own record of the calls it answered (payment-provider.ts). */
export function sandboxProviderQueries(db: Db) {
  return {
    /** Keeps the first answer to a key: a repeated key records nothing. */
    async record(row: Omit<SandboxCallRow, 'createdAt'>): Promise<void> {
      await db.insert(sandboxProviderCalls).values(row).onConflictDoNothing();
    },

    async find(providerKey: string): Promise<SandboxCallRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxProviderCalls)
        .where(eq(sandboxProviderCalls.providerKey, providerKey))
        .limit(1);
      return row;
    },
  };
}
