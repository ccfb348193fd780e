import { earliestToday } from '@pulse/domain/briefs';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
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

/**
 * A funded project brief (`brief` over `briefBody`, the sandbox's good card) whose one applicant, `creative`, was
 * selected: the deal is accepted and unsigned (both sides sign next, decision 061).
 */
export async function acceptedDealBetween(
  brand: Client,
  creative: Client,
  brief: Partial<typeof briefBody> = {},
  application: { portfolioLinks?: string[] } = {},
): Promise<{ briefId: string; dealId: string }> {
  const posted = await brand.post('/api/project-briefs', { ...briefBody, ...brief });
  expect(posted.statusCode, posted.body).toBe(201);
  const made = posted.json() as { brief: { id: string }; deal: { id: string } };
  const funded = await keyed(brand, `/api/project-briefs/${made.brief.id}/fund`, { paymentMethod: 'pm_card_visa' });
  expect(funded.statusCode, funded.body).toBe(200);
  const applied = await creative.post(`/api/project-briefs/${made.brief.id}/applications`, {
    portfolioLinks: application.portfolioLinks ?? ['vimeo.com/ava'],
    note: 'Love this',
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const selected = await brand.post(
    `/api/project-briefs/${made.brief.id}/applications/${applied.json().application.id}/select`,
  );
  expect(selected.statusCode, selected.body).toBe(200);
  return { briefId: made.brief.id, dealId: made.deal.id };
}
