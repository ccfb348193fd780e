import type { EarningsResponse } from '@pulse/domain/deals';
import type { PaymentMethodsResponse } from '@pulse/domain/payments';
import { pendingTipsAccount } from '@pulse/domain/tip-tab';
import type { Db } from '../../db/client';
import { ledgerQueries } from './ledger.repository';
import type { PaymentProvider } from './payment-provider';

const RECENT_TIPS = 10;

/** The payment methods screens offer, and creatives' earnings (tips themselves: modules/tips). */
export function createPaymentsService(deps: { db: Db; provider: PaymentProvider }) {
  const { db, provider } = deps;
  const ledger = ledgerQueries(db);

  return {
    /** The provider, its test payment methods and Stripe's publishable key, for screens that take a payment. */
    methods(): PaymentMethodsResponse {
      return {
        provider: provider.name,
        paymentMethods: [...provider.testPaymentMethods],
        publishableKey: provider.publishableKey,
      };
    },

    /** The caller's own earnings: payable now, released from deals, tips, beat licenses and what was paid out. */
    async earnings(me: string): Promise<EarningsResponse> {
      const [byKind, recent, available, pending] = await Promise.all([
        ledger.earningsOf(me),
        ledger.recentTips(me, RECENT_TIPS),
        ledger.nonDealPayableCents(me),
        ledger.balanceOf(pendingTipsAccount(me)),
      ]);
      const released = byKind.get('release') ?? 0;
      // One-off tips, tabs' charges (their share, less the fee) and refunds of either.
      const tips = (byKind.get('tip') ?? 0) + (byKind.get('tab_charge') ?? 0) + (byKind.get('tip_refund') ?? 0);
      const licenses = byKind.get('beat_license') ?? 0;
      const paidOut = -(byKind.get('payout') ?? 0);
      return {
        payableCents: released + tips + licenses - paidOut,
        releasedCents: released,
        tipsCents: tips,
        licensesCents: licenses,
        paidOutCents: paidOut,
        payoutAvailableCents: available,
        pendingTipsCents: pending,
        recentTips: recent.map((t) => ({
          id: t.id,
          fan: t.anonymous ? 'Anonymous' : t.isAnonymous ? 'A guest fan' : t.fan,
          amountCents: t.amountCents,
          status: t.status,
          feeCents: t.feeCents,
          note: t.note,
          createdAt: t.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
