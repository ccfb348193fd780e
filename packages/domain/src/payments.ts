import { z } from 'zod';

/** The payment providers (DESIGN 5.4; decision 018). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * GET /api/payments/methods: which provider takes payments, the sandbox's test methods (empty with Stripe),
 * and Stripe's publishable key so the browser can mount its card element (null in the sandbox).
 */
export const PaymentMethodsResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  paymentMethods: z.array(z.object({ id: z.string(), label: z.string() })),
  publishableKey: z.string().nullable(),
});
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

/** A creative's payout account: none yet, waiting on the provider's onboarding, ready, or restricted. */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'enabled', 'restricted'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export const PayoutAccountResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The sandbox pays out to an implicit account: always ready, nothing to connect. */
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  /** Stripe's account id (acct_...), when one is connected. */
  accountId: z.string().nullable(),
});
export type PayoutAccountResponse = z.infer<typeof PayoutAccountResponse>;

/** POST /api/me/payout-account: where to send the creative to finish Stripe's onboarding. */
export const ConnectPayoutAccountResponse = PayoutAccountResponse.extend({ onboardingUrl: z.url() });
export type ConnectPayoutAccountResponse = z.infer<typeof ConnectPayoutAccountResponse>;

export const PAYOUT_ACCOUNT_MESSAGES = {
  missing: 'Connect a payout account before requesting a payout.',
  notReady: 'Your payout account is not ready yet. Finish setting it up with Stripe, then try again.',
  sandbox: 'The sandbox pays out to a test account; there is nothing to connect.',
  creativesOnly: 'Only creatives connect a payout account.',
} as const;

/**
 * A call to the payment provider made for a money-moving request (decision 036): recorded `pending` before the
 * call, in its own committed transaction, then `succeeded` or `failed` once the provider answered (a decline is
 * `failed`). A request that dies in between leaves it pending; recovery asks the provider what happened.
 */
export const PROVIDER_ATTEMPT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type ProviderAttemptStatus = (typeof PROVIDER_ATTEMPT_STATUSES)[number];

/** What a provider call does: take a card payment, give one back, or pay a creative's payout account. */
export const PROVIDER_OPERATIONS = ['charge', 'refund', 'transfer'] as const;
export type ProviderOperation = (typeof PROVIDER_OPERATIONS)[number];

export const PROVIDER_ATTEMPT_MESSAGES = {
  /** Another request on the same deal, beat or balance is waiting for the provider. */
  inProgress: 'A payment for this is already in progress. Try again in a moment.',
  /** The provider did not answer in time; the same request (same Idempotency-Key) finishes it. */
  noAnswer: 'The payment provider did not answer in time. Try again in a moment; you will not be charged twice.',
} as const;
