import { type EarningsResponse, PAYMENT_FAILED_MESSAGE, TIP_MESSAGES, type TipResponse } from '@pulse/domain/deals';
import type { ErrorBody } from '@pulse/domain/errors';
import { formatCents, planTip } from '@pulse/domain/ledger';
import type { PaymentMethodsResponse } from '@pulse/domain/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { errorBody } from '../../plugins/errors';
import { sendNotification } from '../messaging/notifications';
import type { Reply } from './idempotency';
import { ledgerQueries } from './ledger.repository';
import { createMoneySteps, type MoneySteps } from './money-steps';
import type { PaymentProvider } from './payment-provider';

const TIP_FINISHER = 'tip';

const RECENT_TIPS = 10;

/** What a tip answers: the tip, or 402 when the provider declined the charge. */
type TipReplies = { 201: TipResponse; 402: ErrorBody };

/** Fans' tips to creatives ($1-$20) through the provider into the ledger, and creatives' earnings. */
export function createPaymentsService(deps: { db: Db; provider: PaymentProvider; steps?: MoneySteps }) {
  const { db, provider } = deps;
  const ledger = ledgerQueries(db);
  const steps = deps.steps ?? createMoneySteps({ db, provider });

  /** A tip's second half, once the provider answered the charge (decision 036). */
  steps.register(TIP_FINISHER, async ({ tx, ledger: txLedger, userId: fanId, data, outcomes }) => {
    const { creatorId, creatorName, amountCents } = data as {
      creatorId: string;
      creatorName: string;
      amountCents: number;
    };
    const charge = outcomes[0]!.outcome;
    if (charge.status === 'failed') {
      await txLedger.insertPayment({
        id: newId(),
        userId: fanId,
        kind: 'charge',
        amountCents,
        provider: provider.name,
        providerRef: charge.ref,
        status: 'declined',
        failureMessage: charge.message,
      });
      return { statusCode: 402, body: errorBody('payment_declined', PAYMENT_FAILED_MESSAGE) };
    }
    const payment = { id: newId(), amountCents };
    const transactionId = await txLedger.postTransaction({
      kind: 'tip',
      dealId: null,
      actorId: fanId,
      memo: `Tip for ${creatorName}`,
      postings: planTip(creatorId, amountCents),
      payment: {
        ...payment,
        userId: fanId,
        kind: 'charge',
        provider: provider.name,
        providerRef: charge.ref,
        status: 'succeeded',
      },
    });
    const tip = await txLedger.insertTip({ id: newId(), fanId, creatorId, amountCents, transactionId });
    await sendNotification(tx, {
      userId: creatorId,
      kind: 'tip',
      title: `You got a ${formatCents(amountCents)} tip`,
      body: 'A fan tipped you on Pulse. It is in your earnings.',
      link: '/creator/deals',
    });
    return {
      statusCode: 201,
      body: {
        tip: {
          id: tip.id,
          creatorId: tip.creatorId,
          amountCents: tip.amountCents,
          createdAt: tip.createdAt.toISOString(),
        },
        payment: { id: payment.id, status: 'succeeded', amountCents: payment.amountCents },
      },
    };
  });

  return {
    /**
     * A tip: anyone with a session (a guest fan too) may tip an approved creative other than themselves.
     * The charge and the ledger posting happen once per Idempotency-Key; a decline answers 402.
     */
    async tip(
      fanId: string,
      creatorId: string,
      key: string,
      input: { amountCents: number; paymentMethod: string },
    ): Promise<Reply<TipReplies>> {
      const creator = await ledger.findUser(creatorId);
      if (creator?.creatorStatus !== 'approved') throw new AppError('not_found', TIP_MESSAGES.notCreator);
      if (creator.id === fanId) throw new AppError('forbidden', TIP_MESSAGES.ownTip);

      return steps.run<TipReplies>(
        { userId: fanId, key, route: 'POST /api/creators/:id/tips', request: { creatorId, ...input } },
        async () => ({
          finisher: TIP_FINISHER,
          data: { creatorId: creator.id, creatorName: creator.name, amountCents: input.amountCents },
          subject: null,
          calls: [
            {
              purpose: 'tip',
              call: {
                operation: 'charge',
                input: {
                  amountCents: input.amountCents,
                  paymentMethod: input.paymentMethod,
                  description: `Tip for ${creator.name}`,
                },
              },
            },
          ],
        }),
      );
    },

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
      const [byKind, recent, available] = await Promise.all([
        ledger.earningsOf(me),
        ledger.recentTips(me, RECENT_TIPS),
        ledger.nonDealPayableCents(me),
      ]);
      const released = byKind.get('release') ?? 0;
      const tips = byKind.get('tip') ?? 0;
      const licenses = byKind.get('beat_license') ?? 0;
      const paidOut = -(byKind.get('payout') ?? 0);
      return {
        payableCents: released + tips + licenses - paidOut,
        releasedCents: released,
        tipsCents: tips,
        licensesCents: licenses,
        paidOutCents: paidOut,
        payoutAvailableCents: available,
        recentTips: recent.map((t) => ({
          id: t.id,
          fan: t.isAnonymous ? 'A guest fan' : t.fan,
          amountCents: t.amountCents,
          createdAt: t.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
