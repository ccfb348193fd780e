import { TIP_TAB_MESSAGES } from '@pulse/domain/tip-tab';
import type { SavedCard, SavedCardResponse } from '@pulse/domain/tip-tab-contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../payments/payment-provider';
import { type SavedCardRow, tipsQueries } from './tips.repository';

export function savedCardView(card: SavedCardRow): SavedCard {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    createdAt: card.createdAt.toISOString(),
  };
}

/**
 * A fan's card saved for their tab (issue 33 item 1): the browser makes the payment method (Stripe's card
 * element, or a sandbox test card), the provider keeps the card, and Pulse keeps its reference, brand and last
 * four digits. Card numbers never reach the server.
 */
export function createSavedCardsService(deps: { db: Db; provider: PaymentProvider }) {
  const { db, provider } = deps;
  const q = tipsQueries(db);

  return {
    async get(userId: string): Promise<SavedCardResponse> {
      const card = await q.liveCard(userId);
      return { card: card ? savedCardView(card) : null };
    },

    async save(userId: string, paymentMethod: string): Promise<SavedCardResponse> {
      const account = await q.cardHolder(userId);
      // A guest tips one-off: a tab needs an account someone can be told about (and charged on) later.
      if (!account || account.isAnonymous) throw new AppError('forbidden', TIP_TAB_MESSAGES.signUpToSave);
      const previous = await q.liveCard(userId);
      const result = await provider.cards.save({
        userId,
        email: account.email,
        customerRef: previous?.customerRef ?? null,
        paymentMethod,
        idempotencyKey: `card:${userId}:${paymentMethod}`,
      });
      if (!result.saved) throw new AppError('bad_request', result.message, { paymentMethod: result.message });
      const card = await db.transaction(async (tx) =>
        tipsQueries(tx as unknown as Db).saveCard({ userId, provider: provider.name, ...result.card }),
      );
      return { card: savedCardView(card) };
    },

    /** Removes the live card; refused while an open tab's tips would be charged to it. */
    async remove(userId: string): Promise<SavedCardResponse> {
      const card = await q.liveCard(userId);
      if (!card) return { card: null };
      if ((await q.unpaidCents(userId)) > 0) throw new AppError('conflict', TIP_TAB_MESSAGES.openTabCardRemoval);
      await provider.cards.remove(card);
      await q.removeCard(card.id);
      return { card: null };
    },
  };
}
export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
