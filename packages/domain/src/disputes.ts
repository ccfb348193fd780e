import { z } from 'zod';
import { DealView } from './deals';
import { splitAmounts } from './ledger';

/**
 * The admin dispute screen `/admin/disputes` (decision 013): disputed deals, oldest dispute first, each with
 * its parties, amount, the reason and the timeline. Resolving uses `POST /api/deals/:id/resolve`.
 *
 * - GET /api/admin/disputes   admins only (403 for everyone else)
 */

export const DISPUTE_MESSAGES = {
  empty: 'No open disputes',
  emptyHint: 'Disputed deals appear here, oldest first.',
  adminOnly: 'Only an admin can see disputes.',
} as const;

export const AdminDispute = z.object({
  deal: DealView,
  /** The reason the party gave, from the timeline. */
  reason: z.string(),
  /** Who opened the dispute. */
  disputedBy: z.string(),
  disputedAt: z.string(),
});
export type AdminDispute = z.infer<typeof AdminDispute>;

export const AdminDisputesResponse = z.object({ items: z.array(AdminDispute) });
export type AdminDisputesResponse = z.infer<typeof AdminDisputesResponse>;

/** What a split resolution moves: [released to the creatives, refunded to the partner], adding up exactly. */
export function resolutionAmounts(amountCents: number, creatorPercent: number): [number, number] {
  return splitAmounts(amountCents, [creatorPercent, 100 - creatorPercent]) as [number, number];
}

/** The reason in a dispute step's note ("Disputed: <reason>"). */
export function disputeReasonOf(note: string): string {
  return note.startsWith('Disputed: ') ? note.slice('Disputed: '.length) : note;
}
