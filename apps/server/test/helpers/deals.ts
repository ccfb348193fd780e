import type { DealView } from '@pulse/domain/deals';
import { escrowAccount } from '@pulse/domain/ledger';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { ledgerEntries } from '../../src/db/schema/ledger';
import { dealMilestones } from '../../src/db/schema/submissions';
import { ledgerBalance } from './money';
import type { Client } from './test-app';

/** What the deal suites share: reading a deal, changing its plan, and checking its ledger. */

export async function getDeal(c: Client, dealId: string): Promise<DealView> {
  const res = await c.get(`/api/deals/${dealId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().deal as DealView;
}

/** PUT /api/deals/:id/plan with these milestones (anything, to test refusals). */
export function putPlan(c: Client, dealId: string, milestones: unknown) {
  return c.request({
    method: 'PUT',
    url: `/api/deals/${dealId}/plan`,
    payload: JSON.stringify({ milestones }),
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Every ledger transaction of the deal sums to zero, and escrow holds exactly its funded, unsettled milestones
 * (a deal funded whole: all of them; funded one at a time: those whose money came in).
 */
export async function expectDealBalanced(db: Db, dealId: string): Promise<void> {
  const unbalanced = (await db.execute(sql`
    SELECT e.transaction_id FROM ${ledgerEntries} e
    JOIN ledger_transactions lt ON lt.id = e.transaction_id
    WHERE lt.deal_id = ${dealId}
    GROUP BY e.transaction_id HAVING sum(e.amount_cents) <> 0`)) as unknown as { rows: unknown[] };
  expect(unbalanced.rows).toEqual([]);
  const milestones = await db.select().from(dealMilestones).where(eq(dealMilestones.dealId, dealId));
  const held = milestones
    .filter((m) => m.fundedAt !== null && !['released', 'refunded', 'ended'].includes(m.status))
    .reduce((s, m) => s + m.amountCents, 0);
  expect(await ledgerBalance(db, escrowAccount(dealId))).toBe(held);
}
