// Who a deal is for: the account behind a request, its side of a deal, who the deal pays.
import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import type { DealParty } from '@pulse/domain/deal-lifecycle';
import { DEAL_MESSAGES } from '@pulse/domain/deals';
import { AppError } from '../../lib/app-error';
import type { DealRow, DealsQueries } from './deals.repository';

export type Viewer = NonNullable<Awaited<ReturnType<DealsQueries['findUser']>>>;

/** The account behind a request; 401 when there is none (or it is gone). */
export function viewerOrThrow(me: Viewer | null): Viewer {
  if (!me) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
  return me;
}

/** The caller's account, read by the service itself: 401 for an account deleted since its session was issued. */
export async function viewerAccount(q: DealsQueries, userId: string): Promise<Viewer> {
  return viewerOrThrow(await q.findUser(userId));
}

/** The creatives a deal pays: its splits' users, or its creative when the splits name nobody. */
export function recipientsOf(deal: DealRow): { userId: string; name: string; percentage: number }[] {
  const named = deal.splits.filter((s) => s.percentage > 0);
  if (named.length > 0 && deal.creatorId) {
    return named.map((s) => ({
      userId: s.userId ?? (deal.creatorId as string),
      name: s.name,
      percentage: s.percentage,
    }));
  }
  return deal.creatorId ? [{ userId: deal.creatorId, name: '', percentage: 100 }] : [];
}

/** The viewer's side of a deal; null for strangers, who must not learn the deal exists. */
export function partyOf(deal: DealRow, me: Viewer): Exclude<DealParty, 'system'> | null {
  if (deal.brandId === me.id) return 'brand';
  if (deal.creatorId === me.id || deal.splits.some((s) => s.userId === me.id)) return 'creator';
  if (me.role === 'admin') return 'admin';
  return null;
}

/**
 * The viewer's side for taking a step. Collaborators named in the splits see the deal and are paid by it, but
 * only its own creative signs, delivers, disputes or asks for payout: a collaborator signing would lock the
 * owner's splits.
 */
export function actingParty(deal: DealRow, me: Viewer, party: Exclude<DealParty, 'system'>) {
  if (party === 'creator' && deal.creatorId !== me.id) throw new AppError('forbidden', DEAL_MESSAGES.collaboratorStep);
  return party;
}

/** The deal if the viewer may see it; the same 404 as a missing deal otherwise. */
export function visibleOrThrow(deal: DealRow | null, me: Viewer) {
  const party = deal ? partyOf(deal, me) : null;
  if (!deal || !party) throw new AppError('not_found', DEAL_MESSAGES.notFound);
  return { deal, party };
}

export async function visibleDeal(q: DealsQueries, id: string, me: Viewer, lock = false) {
  return visibleOrThrow(await q.findDeal(id, lock), me);
}
