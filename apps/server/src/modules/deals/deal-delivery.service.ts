// The work's side of a deal: the creative delivers, the partner asks for changes or disputes, and the partner
// allows (or withdraws) showing the delivered work on the public feed.
import { canShowcase, SHOWCASE_COPY, SHOWCASE_MESSAGES } from '@pulse/domain/deal-showcase';
import type { DealResponse, DeliverRequest } from '@pulse/domain/deals';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recipientsOf, viewerAccount, visibleDeal } from './deal-parties';
import type { DealStepRunner } from './deal-step-runner';
import { dealLink, recordNote } from './deal-steps';
import { dealsQueries } from './deals.repository';

export function createDealDeliveryService(deps: { db: Db; run: DealStepRunner }) {
  const { db, run } = deps;
  const { q } = run;

  return {
    async deliver(userId: string, id: string, input: DeliverRequest) {
      const mediaId = input.mediaId || null;
      if (mediaId) {
        // Only the delivering creative's own upload; someone else's answers as a missing one.
        const me = await viewerAccount(q, userId);
        const media = await q.findMedia(mediaId);
        if (media?.ownerId !== me.id) {
          throw new AppError('validation_failed', SHOWCASE_MESSAGES.mediaNotFound, {
            mediaId: SHOWCASE_MESSAGES.mediaNotFound,
          });
        }
      }
      return run.plainStep(userId, id, 'deliver', (deal) => {
        const names = recipientsOf(deal)
          .map((r) => r.name)
          .filter((n) => n !== '');
        const credit = names.length > 0 ? `Created by ${names.join(', ')}` : null;
        const disclosure = input.aiGenerated ? 'Includes AI-generated content (disclosed)' : null;
        const parts = [
          `Delivered ${input.deliverables.length} deliverable${input.deliverables.length === 1 ? '' : 's'}`,
          input.aiGenerated ? 'AI-generated content disclosed' : '',
          input.note,
        ].filter((p) => p !== '');
        return {
          note: parts.join('. '),
          set: {
            deliverables: input.deliverables,
            deliverableMediaId: mediaId,
            deliveredAt: new Date(),
            attribution: [credit, disclosure].filter(Boolean).join('. ') || null,
          },
          milestone: {
            status: 'delivered',
            deliverables: input.deliverables,
            deliverableMediaId: mediaId,
            deliveredAt: new Date(),
          },
        };
      });
    },

    requestChanges(userId: string, id: string, note: string) {
      return run.plainStep(userId, id, 'request_changes', () => ({
        note: `Changes requested: ${note}`,
        milestone: { status: 'open' },
      }));
    },

    dispute(userId: string, id: string, reason: string) {
      return run.plainStep(userId, id, 'dispute', () => ({
        note: `Disputed: ${reason}`,
        milestone: { status: 'disputed' },
      }));
    },

    /**
     * The partner (only the deal's partner; not an admin on their behalf) allows or withdraws showing the
     * delivered work on the public feed. Withdrawing takes the deal's piece down in the same transaction.
     * Setting the consent it already has changes nothing and records nothing.
     */
    async setShowcaseConsent(userId: string, id: string, consent: boolean): Promise<DealResponse> {
      const me = await viewerAccount(q, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const tq = dealsQueries(tx);
        const { deal, party } = await visibleDeal(tq, id, me, true);
        if (party !== 'brand') throw new AppError('forbidden', SHOWCASE_MESSAGES.partnerOnly);
        // Granting needs delivered work; withdrawing is always possible (a disputed deal's piece can come down).
        if (consent && !canShowcase(deal.status)) throw new AppError('conflict', SHOWCASE_MESSAGES.notDelivered);
        if (consent === (deal.showcaseConsentAt !== null)) return run.view(tx, deal, me);
        const updated = await tq.updateDeal(deal.id, {
          showcaseConsentAt: consent ? new Date() : null,
          showcaseConsentBy: consent ? me.id : null,
        });
        if (!consent) await tq.removeShowcasePieces(deal.id);
        const note = consent ? SHOWCASE_COPY.allowedNote : SHOWCASE_COPY.withdrawnNote;
        await recordNote(tq, updated, me.id, note);
        // Every creative on the deal hears about it: they are the ones who publish.
        for (const userId of new Set(recipientsOf(deal).map((r) => r.userId))) {
          await tq.notify({
            userId,
            kind: 'deal_step',
            title: `${deal.title}: ${consent ? SHOWCASE_COPY.allowedTitle : SHOWCASE_COPY.withdrawnTitle}`,
            body: note,
            link: dealLink(deal.id),
          });
        }
        return run.view(tx, updated, me);
      });
    },
  };
}
