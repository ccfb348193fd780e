// A deal step: whether it may happen, and recording it on the deal and its timeline with the parties told.
import {
  DEAL_STATUS_LABELS,
  type DealAction,
  type DealParty,
  type DealStatus,
  transition,
} from '@pulse/domain/deal-lifecycle';
import { DEAL_MESSAGES } from '@pulse/domain/deals';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { openReviewWindowOnStep } from '../reviews/review-invitations';
import type { BriefMove, DealRow, DealsQueries } from './deals.repository';

/** The timeline note of a charge the provider declined (the creative does not see these entries). */
export const DECLINED_NOTE = 'Payment declined';

/** The deal's one page, both parties' (decision 064): where a deal's notifications lead. */
export function dealLink(dealId: string): string {
  return `/deals/${encodeURIComponent(dealId)}`;
}

/** The next status for this step, or the error that explains why not. */
export function stepOrThrow(status: DealStatus, action: DealAction, party: DealParty) {
  const result = transition(status, action, party);
  if (result.ok) return result;
  if (result.reason === 'not_your_step') throw new AppError('forbidden', DEAL_MESSAGES.notYourStep);
  throw new AppError('conflict', DEAL_MESSAGES.wrongStatus);
}

/** Moves the deal and writes the step on its timeline. */
export async function recordStep(
  q: DealsQueries,
  deal: DealRow,
  to: DealStatus,
  actorId: string | null,
  note: string,
  set: Partial<DealRow> = {},
  brief?: BriefMove,
  /** What the notification calls the step, when the status alone would mislead (a milestone approved). */
  label: string = DEAL_STATUS_LABELS[to],
): Promise<DealRow> {
  const updated = await q.stepDeal(
    deal.id,
    { ...set, status: to },
    { id: newId(), actorId, fromStatus: deal.status, toStatus: to, note },
    brief,
  );
  // Each party hears about a step the other side (or the platform) took, in the same transaction.
  for (const userId of [updated.brandId, updated.creatorId]) {
    if (!userId || userId === actorId) continue;
    await q.notify({
      userId,
      kind: 'deal_step',
      title: `${deal.title}: ${label}`,
      body: note,
      link: dealLink(deal.id),
    });
  }
  // A step that completes the deal opens its review window and invites both parties (issue 22).
  await openReviewWindowOnStep(q.db, updated, deal.status, to);
  return updated;
}

/** A note on the deal's timeline that moves nothing (a plan changed, a charge declined, a contract signed). */
export async function recordNote(q: DealsQueries, deal: DealRow, actorId: string | null, note: string): Promise<void> {
  await q.insertEvent(deal, { id: newId(), actorId, fromStatus: deal.status, toStatus: deal.status, note });
}
