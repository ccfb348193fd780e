import { createHash } from 'node:crypto';

/**
 * The payment provider behind escrow, payouts and tips (DESIGN 5.4). Every call carries an idempotency key:
 * the provider answers a repeated key with the first result, so a request retried after a crash between
 * the provider call and our commit never charges or transfers twice.
 *
 * Two providers: the sandbox (default, no network) and `stripe` (stripe-provider.ts: Connect separate charges
 * and transfers; decision 018). Card numbers never reach the server: the client sends a payment method id
 * (`pm_...`), which the sandbox knows by Stripe's own test ids and Stripe's card element creates in the browser.
 */
export interface ChargeInput {
  amountCents: number;
  paymentMethod: string;
  idempotencyKey: string;
  description: string;
  /** The deal the money is held for: Stripe's transfer_group, shared with the deal's payout transfers. */
  transferGroup?: string;
}

export type ChargeResult = { status: 'succeeded'; ref: string } | { status: 'declined'; ref: string; message: string };

export interface RefundInput {
  chargeRef: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface TransferInput {
  /** The creative whose payout account receives the money. */
  userId: string;
  amountCents: number;
  /** Transfers of one deal share a group (Stripe's transfer_group). */
  transferGroup: string;
  idempotencyKey: string;
  /**
   * The provider's payout account of the creative (Stripe's connected account, from `payoutDestination`);
   * the sandbox's payout accounts are implicit, so it is undefined there.
   */
  destination?: string;
}

/** A connected payout account as the provider reports it. */
export interface ConnectedAccountState {
  ref: string;
  status: 'pending' | 'enabled' | 'restricted';
}

/** Creating and onboarding creatives' payout accounts (Stripe Express accounts). */
export interface ConnectedAccounts {
  create(input: { userId: string; email: string | null; idempotencyKey: string }): Promise<ConnectedAccountState>;
  retrieve(ref: string): Promise<ConnectedAccountState>;
  /** A one-time link to the provider's hosted onboarding. */
  onboardingLink(input: { ref: string; refreshUrl: string; returnUrl: string }): Promise<string>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Test payment methods the UI may offer (sandbox); empty for a live provider. */
  readonly testPaymentMethods: readonly { id: string; label: string }[];
  /** The key the browser creates payment methods with (Stripe); null for the sandbox. */
  readonly publishableKey: string | null;
  /** Payout accounts transfers go to; null where they are implicit (sandbox). */
  readonly connectedAccounts: ConnectedAccounts | null;
  charge(input: ChargeInput): Promise<ChargeResult>;
  refund(input: RefundInput): Promise<{ status: 'succeeded'; ref: string }>;
  transfer(input: TransferInput): Promise<{ status: 'succeeded'; ref: string }>;
}

export const SANDBOX_SUCCEEDS = 'pm_card_visa';
export const SANDBOX_DECLINED = 'pm_card_chargeDeclined';
export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined.';

/** A reference that depends only on the key, so a retried call returns the same object. */
function sandboxRef(prefix: string, idempotencyKey: string): string {
  return `${prefix}_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

/**
 * The sandbox: no network, no state. `pm_card_visa` succeeds, `pm_card_chargeDeclined` (and any method it
 * does not know) is declined, the way Stripe's test mode answers. References derive from the idempotency key,
 * which makes every call idempotent across processes.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    testPaymentMethods: [
      { id: SANDBOX_SUCCEEDS, label: 'Test Visa (succeeds)' },
      { id: SANDBOX_DECLINED, label: 'Test card (declined)' },
    ],
    publishableKey: null,
    connectedAccounts: null,
    async charge(input) {
      const ref = sandboxRef('ch', input.idempotencyKey);
      if (input.paymentMethod === SANDBOX_SUCCEEDS) return { status: 'succeeded', ref };
      return { status: 'declined', ref, message: SANDBOX_DECLINE_MESSAGE };
    },
    async refund(input) {
      return { status: 'succeeded', ref: sandboxRef('re', input.idempotencyKey) };
    },
    async transfer(input) {
      return { status: 'succeeded', ref: sandboxRef('tr', input.idempotencyKey) };
    },
  };
}
