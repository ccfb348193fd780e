import { BEAT_MESSAGES } from '@pulse/domain/beats';
import type { EarningsPayoutResponse } from '@pulse/domain/beats-contracts';
import { planPayout } from '@pulse/domain/ledger';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Reply } from './idempotency';
import { createMoneySteps, type MoneySteps } from './money-steps';
import type { PaymentProvider } from './payment-provider';
import { payoutDestination } from './payout-accounts.service';

/** The creative's payout of license and tip income (decision 016). */
const EARNINGS_PAYOUT_FINISHER = 'earnings.payout';

export function createEarningsPayoutsService(deps: { db: Db; provider: PaymentProvider; steps?: MoneySteps }) {
  const { db, provider } = deps;
  const steps = deps.steps ?? createMoneySteps({ db, provider });

  /** The payout's second half, once the provider made the transfer (decision 036). */
  steps.register(EARNINGS_PAYOUT_FINISHER, async ({ ledger, userId: me, outcomes }) => {
    const { amountCents, outcome } = outcomes[0]!;
    if (outcome.status !== 'succeeded') throw new Error(`The earnings payout of ${me} failed: ${outcome.message}`);
    // The debit of the payable balance holds the creative's money lock (decision 019).
    await ledger.lockCreators([me]);
    const payment = { id: newId(), createdAt: new Date() };
    await ledger.postTransaction({
      kind: 'payout',
      dealId: null,
      actorId: me,
      memo: 'Payout of tips and license income',
      postings: planPayout(me, amountCents),
      payment: {
        ...payment,
        userId: me,
        kind: 'transfer',
        amountCents,
        provider: provider.name,
        providerRef: outcome.ref,
        status: 'succeeded',
      },
    });
    return {
      statusCode: 201,
      body: {
        payout: { id: payment.id, amountCents, status: 'succeeded', createdAt: payment.createdAt.toISOString() },
      },
    };
  });

  return {
    /**
     * Transfers the caller's whole non-deal payable balance once per Idempotency-Key. The creative's money
     * lock serialises it with every other movement of their balance, so two keys sent at once pay out once
     * and the second finds nothing left (409).
     */
    async payout(me: string, key: string): Promise<Reply<{ 201: EarningsPayoutResponse }>> {
      return steps.run<{ 201: EarningsPayoutResponse }>(
        { userId: me, key, route: 'POST /api/me/payouts', request: {} },
        async (tx, ledger) => {
          await ledger.lockCreators([me]);
          const amountCents = await ledger.nonDealPayableCents(me);
          // Thrown, not stored: the key stays free for a retry once there is income.
          if (amountCents <= 0) throw new AppError('conflict', BEAT_MESSAGES.nothingToPayOut);
          const destination = await payoutDestination(tx, provider, me);
          return {
            finisher: EARNINGS_PAYOUT_FINISHER,
            data: {},
            // One payout of this balance at a time: a second key waits for this one's answer (409 meanwhile).
            subject: `earnings:${me}`,
            calls: [
              {
                purpose: 'earnings-payout',
                call: {
                  operation: 'transfer',
                  input: { userId: me, amountCents, transferGroup: `earnings:${me}`, destination },
                },
              },
            ],
          };
        },
      );
    },
  };
}
export type EarningsPayoutsService = ReturnType<typeof createEarningsPayoutsService>;
