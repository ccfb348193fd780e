import type { DealStatus } from '@pulse/domain/deal-lifecycle';
import { opensReviewWindow, REVIEW_WINDOW_DAYS, reviewWindowClosesAt } from '@pulse/domain/reviews';
import type { Db } from '../../db/client';
import { enqueueEmail, hasMailbox, notifyWithEvent } from '../messaging/notifications';
import { reviewsQueries } from './reviews.repository';

export const REVIEW_LINKS = { brand: '/deal-diary', creator: '/creator/deals' } as const;

function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * Called inside the transaction of every deal step: when the step makes the deal complete (paid, or a
 * dispute resolved), opens its 14-day review window once and invites both parties by notification and
 * e-mail (from the outbox, in this same transaction). Collaborators are reviewed with the creative.
 */
export async function openReviewWindowOnStep(
  db: Db,
  deal: { id: string; title: string; brandId: string; creatorId: string | null },
  from: DealStatus,
  to: DealStatus,
  now: Date = new Date(),
): Promise<void> {
  if (!deal.creatorId || !opensReviewWindow(from, to)) return;
  const q = reviewsQueries(db);
  const window = await q.openWindow({
    dealId: deal.id,
    brandId: deal.brandId,
    creatorId: deal.creatorId,
    openedAt: now,
    closesAt: reviewWindowClosesAt(now),
  });
  if (!window) return;
  const names = await q.displayNames([deal.brandId, deal.creatorId]);
  const invites = [
    { userId: deal.brandId, other: names.get(deal.creatorId) ?? 'the creative', link: REVIEW_LINKS.brand },
    { userId: deal.creatorId, other: names.get(deal.brandId) ?? 'the partner', link: REVIEW_LINKS.creator },
  ];
  for (const invite of invites) {
    const title = `Review ${invite.other} for “${deal.title}”`;
    const body = `The deal is complete. You have ${REVIEW_WINDOW_DAYS} days (until ${formatDay(window.closesAt)}) to review ${invite.other}. Reviews stay hidden until you both have reviewed or the window closes.`;
    await notifyWithEvent(db, { userId: invite.userId, kind: 'review_invite', title, body, link: invite.link });
    const contact = await q.userContact(invite.userId);
    if (contact && hasMailbox(contact)) await enqueueEmail(db, contact.email, title, body);
  }
}
