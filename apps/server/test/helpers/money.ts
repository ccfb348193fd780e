import { earliestToday } from '@pulse/domain/briefs';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { ledgerEntries } from '../../src/db/schema/ledger';
import type { Client } from './test-app';

/** What the money suites share: dates a brief accepts, a valid brief, keyed requests and ledger balances. */

/** A date `days` from the earliest deadline a brief accepts today. */
export function inDays(days: number): string {
  const [y, m, d] = earliestToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const briefBody = {
  title: 'Campus tour reel',
  description: 'A 60 second reel of the new student center',
  budget: '$500-$1000',
  deadline: inDays(20),
  category: 'videographer',
  usageType: 'ugc',
  tags: 'bright, energetic',
  contactEmail: 'riley@campuscoffee.example.com',
};

let keyCounter = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

/** A POST with an Idempotency-Key, the way the web app sends money-moving requests. */
export function keyed(c: Client, url: string, body: unknown = {}, key = newKey()) {
  return c.request({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
  });
}

/** An account's balance: the sum of its entries. */
export async function ledgerBalance(db: Db, account: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.total ?? 0);
}
