import { DEAL_STATUS_LABELS } from '@pulse/domain/deal-lifecycle';
import type { DealResponse } from '@pulse/domain/deals';
import { type AdminDisputesResponse, disputeReasonOf } from '@pulse/domain/disputes';
import { dealSplitRules, SPLIT_MESSAGES, splitListError } from '@pulse/domain/splits';
import type { CollaboratorSearchResponse, UpdateDealSplitsRequest } from '@pulse/domain/splits-contracts';
import type { Db } from '../../db/client';
import type { DealSplit } from '../../db/schema/submissions';
import { AppError } from '../../lib/app-error';
import { dealContractsQueries } from './deal-contracts.repository';
import { type MoneyConfig, refuseWhileProviderPending } from './deal-money';
import { viewerAccount, visibleDeal } from './deal-parties';
import { dealLink, recordNote } from './deal-steps';
import { dealView, dealViews } from './deal-view';
import { dealsQueries } from './deals.repository';

const SEARCH_LIMIT = 8;
const CONTRACT_RESIGN_NOTE = 'The contract changed: both sides sign it again.';
const DISPUTES_LIMIT = 200;
const CREATIVE_TYPES: Record<string, string> = {
  producer: 'Producer',
  videographer: 'Videographer',
  filmmaker: 'Videographer',
  designer: 'Graphic Designer',
};

/**
 * Collaborator splits on a deal (set by its creative between acceptance and signing), the collaborator
 * search behind the splits field, and the admins' list of disputes (decision 013).
 */
export function createDealSplitsService(deps: { db: Db; config: MoneyConfig }) {
  const { db, config } = deps;
  const q = dealsQueries(db);

  return {
    /**
     * Replaces a deal's splits in one transaction under the deal's row lock: the deal's own creative only,
     * while it is accepted and unsigned; collaborators are approved creatives; whole percents 1-100 summing
     * to 100 with the creative keeping a share. The step lands on the timeline and each added collaborator
     * is notified.
     */
    async updateSplits(userId: string, id: string, input: UpdateDealSplitsRequest): Promise<DealResponse> {
      const me = await viewerAccount(q, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const tq = dealsQueries(tx);
        const { deal, party } = await visibleDeal(tq, id, me, true);
        if (party !== 'creator' || deal.creatorId !== me.id) throw new AppError('forbidden', SPLIT_MESSAGES.ownerOnly);
        if (deal.status !== 'accepted' || deal.signedAt) throw new AppError('conflict', SPLIT_MESSAGES.notEditable);
        await refuseWhileProviderPending(tx, deal.id);

        const parties = input.splits.map((s) => ({ userId: s.userId.trim(), percentage: s.percentage }));
        const invalid = splitListError(parties, dealSplitRules(me.id));
        if (invalid) throw new AppError('validation_failed', invalid, { splits: invalid });
        const accounts = new Map((await tq.findSplitCandidates(parties.map((p) => p.userId))).map((u) => [u.id, u]));
        for (const p of parties) {
          const account = accounts.get(p.userId);
          if (!account || (p.userId !== me.id && account.creatorStatus !== 'approved')) {
            throw new AppError('validation_failed', SPLIT_MESSAGES.account, { splits: SPLIT_MESSAGES.account });
          }
        }

        const splits: DealSplit[] = parties.map((p) => ({
          userId: p.userId,
          name: accounts.get(p.userId)?.name ?? '',
          percentage: p.percentage,
        }));
        const before = new Set(deal.splits.flatMap((s) => (s.userId ? [s.userId] : [])));
        const updated = await tq.updateDeal(deal.id, { splits });
        const summary = splits.map((s) => `${s.name} ${s.percentage}%`).join(', ');
        // The splits are terms of the contract: a signature on the old terms no longer counts (decision 061).
        const resign = await dealContractsQueries(tx).hasSignatures(deal.id);
        await recordNote(tq, updated, me.id, `Splits updated: ${summary}${resign ? `. ${CONTRACT_RESIGN_NOTE}` : ''}`);
        if (resign) {
          await tq.notify({
            userId: deal.brandId,
            kind: 'deal_step',
            title: `${deal.title}: the contract changed`,
            body: `The splits changed (${summary}). ${CONTRACT_RESIGN_NOTE}`,
            link: dealLink(deal.id),
          });
        }
        for (const s of splits) {
          if (!s.userId || s.userId === me.id || before.has(s.userId)) continue;
          await tq.notify({
            userId: s.userId,
            kind: 'deal_step',
            title: `${deal.title}: you were added as a collaborator`,
            body: `${me.name} shares ${s.percentage}% of this deal with you (${DEAL_STATUS_LABELS[deal.status]}).`,
            link: dealLink(deal.id),
          });
        }
        return { deal: await dealView(tx, updated, me, config) };
      });
    },

    /** Approved creatives by name for the splits field; for creatives only. */
    async searchCollaborators(userId: string, text: string): Promise<CollaboratorSearchResponse> {
      const me = await viewerAccount(q, userId);
      if (me.role !== 'creator') throw new AppError('forbidden', SPLIT_MESSAGES.ownerOnly);
      if (text.trim() === '') return { items: [] };
      const rows = await q.searchCollaborators(text.trim(), me.id, SEARCH_LIMIT);
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          type: (r.creativeRole && CREATIVE_TYPES[r.creativeRole]) || '',
        })),
      };
    },

    /** Disputed deals, oldest dispute first, with the reason and who raised it: admins only. */
    async listDisputes(userId: string): Promise<AdminDisputesResponse> {
      const me = await viewerAccount(q, userId);
      const rows = await q.listDisputedDeals(DISPUTES_LIMIT);
      const views = await dealViews(
        db,
        rows.map((r) => r.deal),
        me,
        config,
      );
      return {
        items: views.map((view, i) => {
          const step = [...view.timeline]
            .reverse()
            .find((e) => e.toStatus === 'disputed' && e.fromStatus !== 'disputed');
          return {
            deal: view,
            reason: step ? disputeReasonOf(step.note) : '',
            disputedBy: step?.actor ?? '',
            disputedAt: step?.createdAt ?? (rows[i]?.disputedAt ?? new Date()).toISOString(),
          };
        }),
      };
    },
  };
}
