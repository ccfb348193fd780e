import { DEAL_MESSAGES } from '@pulse/domain/deals';
import { endNote, endWithNotice, NOTICE_STATUSES, RETAINER_MESSAGES } from '@pulse/domain/retainer';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Viewer } from './deal-parties';
import { dealPlansQueries } from './deal-plans.repository';
import { recordStep } from './deal-steps';
import { type DealRow, dealsQueries } from './deals.repository';

/**
 * A retainer's notice (issue 31 item 4, decision 067). Its months are funded one at a time as any plan funded
 * that way is (deal-funding.ts).
 */

/**
 * Notice (either side, once both signed): the retainer ends `noticeDays` from today. Months already funded run
 * to their end; unfunded months that would start after it end unrun. When nothing is left to work on, the deal
 * is paid (some month released) or refunded.
 */
export async function endRetainer(tx: Db, deal: DealRow, me: Viewer, now: Date): Promise<DealRow> {
  const own = deal.brandId === me.id || deal.creatorId === me.id;
  if (!own) throw new AppError('forbidden', DEAL_MESSAGES.notYourStep);
  if (deal.funding !== 'monthly') throw new AppError('conflict', RETAINER_MESSAGES.notRetainer);
  if (deal.endsOn) throw new AppError('conflict', RETAINER_MESSAGES.alreadyEnding(deal.endsOn));
  if (!(NOTICE_STATUSES as readonly string[]).includes(deal.status)) {
    throw new AppError('conflict', RETAINER_MESSAGES.endNotNow);
  }
  const plans = dealPlansQueries(tx);
  const months = await plans.milestones(deal.id);
  const noticeDays = deal.noticeDays ?? 0;
  const { endsOn, dropped } = endWithNotice(
    months.map((m) => ({ ...m, funded: m.fundedAt !== null })),
    now.toISOString().slice(0, 10),
    noticeDays,
  );
  for (const m of months) {
    if (dropped.includes(m.position)) await plans.updateMilestone(m.id, { status: 'ended', settledAt: now });
  }
  const left = months.filter(
    (m) => !dropped.includes(m.position) && !['released', 'refunded', 'ended'].includes(m.status),
  );
  const released = months.some((m) => m.releasedCents > 0);
  const to = left.length > 0 ? deal.status : released ? 'paid' : 'refunded';
  const note = endNote(endsOn, noticeDays, dropped);
  const q = dealsQueries(tx);
  return recordStep(
    q,
    deal,
    to,
    me.id,
    note,
    { endsOn, ...(to === 'paid' ? { paidAt: now } : {}) },
    undefined,
    'Notice given',
  );
}
