import { createHash } from 'node:crypto';

/**
 * The payment provider behind escrow, payouts and tips (DESIGN 5.4). Every call carries an idempotency key:
 * the provider answers a repeated key with the first result, so a request retried after a crash between
 * the provider call and our commit never charges or transfers twice.
 *
 * Only the sandbox is built; a `stripe` provider (Connect separate charges and transfers) would implement the
 * same interface with the stripe SDK. Card numbers never reach the server: the client sends a payment method
 * id (`pm_...`), which the sandbox knows by Stripe's own test ids.
 */
export interface ChargeInput {
  amountCents: number;
  paymentMethod: string;
  idempotencyKey: string;
  description: string;
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
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Test payment methods the UI may offer (sandbox); empty for a live provider. */
  readonly testPaymentMethods: readonly { id: string; label: string }[];
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

export function createPaymentProvider(name: 'sandbox' | 'stripe'): PaymentProvider {
  if (name !== 'sandbox') {
    // The env check refuses this first; kept so a provider that is not built never fakes success.
    throw new Error('PAYMENT_PROVIDER=stripe is not available in this build');
  }
  return createSandboxProvider();
}
