import { createHash } from 'node:crypto';
import type { ProviderOperation } from '@pulse/domain/payments';
import { cardFeeCents } from '@pulse/domain/tip-tab';
import type { Db } from '../../db/client';
import { sandboxProviderQueries } from './sandbox-provider.repository';

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
  /** A saved card's customer (Stripe), charged with the fan away: a tab's charge (decision 054). */
  customer?: string;
}

/** `feeCents`: what the provider kept of a succeeded charge, when it says (the sandbox always does). */
export type ChargeResult =
  | { status: 'succeeded'; ref: string; feeCents?: number }
  | { status: 'declined'; ref: string; message: string };

/** A card saved for later charges, as the provider describes it; never its number. */
export interface SavedCardDetails {
  paymentMethodRef: string;
  customerRef: string | null;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/** Saving a fan's card for their tab (Stripe: a customer and a SetupIntent; decision 054). */
export interface CardVault {
  save(input: {
    userId: string;
    email: string | null;
    customerRef: string | null;
    paymentMethod: string;
    idempotencyKey: string;
  }): Promise<{ saved: true; card: SavedCardDetails } | { saved: false; message: string }>;
  remove(card: { paymentMethodRef: string; customerRef: string | null }): Promise<void>;
}

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
  /** Fans' saved cards for their tabs. */
  readonly cards: CardVault;
  charge(input: ChargeInput): Promise<ChargeResult>;
  refund(input: RefundInput): Promise<{ status: 'succeeded'; ref: string }>;
  transfer(input: TransferInput): Promise<{ status: 'succeeded'; ref: string }>;
  /**
   * What the provider did for this call's idempotency key, or null when it never received it (decision 036):
   * recovery asks this about a call whose request died before recording the answer. `call` is the call as it
   * was made (some providers find the object through it: the charge a refund belongs to, a transfer's group).
   */
  lookup(call: ProviderCall, idempotencyKey: string): Promise<ProviderOutcome | null>;
}

/** One provider call as recorded before it is made: the operation and its input, without the idempotency key. */
export type ProviderCall =
  | { operation: 'charge'; input: Omit<ChargeInput, 'idempotencyKey'> }
  | { operation: 'refund'; input: Omit<RefundInput, 'idempotencyKey'> }
  | { operation: 'transfer'; input: Omit<TransferInput, 'idempotencyKey'> };

/** The provider's answer to a call: done, or refused for a reason the person can act on (a declined card). */
export type ProviderOutcome =
  | { status: 'succeeded'; ref: string; feeCents?: number }
  | { status: 'failed'; ref: string | null; message: string };

/**
 * Thrown by a provider that refused a call outright (a bad request, wrong keys): nothing was created, so the
 * request may be given up and its Idempotency-Key freed. Any other error (a timeout, a dropped connection, a
 * 5xx) leaves the outcome unknown.
 */
export class ProviderRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderRejectedError';
  }
}

/** Makes one recorded call with its idempotency key; a declined charge is a `failed` outcome. */
export async function callProvider(
  provider: PaymentProvider,
  call: ProviderCall,
  idempotencyKey: string,
): Promise<ProviderOutcome> {
  if (call.operation === 'charge') {
    const charge = await provider.charge({ ...call.input, idempotencyKey });
    return charge.status === 'succeeded' ? charge : { status: 'failed', ref: charge.ref, message: charge.message };
  }
  if (call.operation === 'refund') return provider.refund({ ...call.input, idempotencyKey });
  return provider.transfer({ ...call.input, idempotencyKey });
}

export const SANDBOX_SUCCEEDS = 'pm_card_visa';
export const SANDBOX_DECLINED = 'pm_card_chargeDeclined';
export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined.';

/** The sandbox's saved cards: Stripe's test cards by their test payment methods. */
const SANDBOX_CARDS: Record<string, { brand: string; last4: string }> = {
  [SANDBOX_SUCCEEDS]: { brand: 'Visa', last4: '4242' },
  // Saved like any card, declined when charged: the tab's failure path (Stripe's 4000 0000 0000 0341 behaves so).
  [SANDBOX_DECLINED]: { brand: 'Visa', last4: '0341' },
};

/** A reference that depends only on the key, so a retried call returns the same object. */
function sandboxRef(prefix: string, idempotencyKey: string): string {
  return `${prefix}_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

/**
 * The sandbox: no network. `pm_card_visa` succeeds, `pm_card_chargeDeclined` (and any method it does not know)
 * is declined, the way Stripe's test mode answers. References derive from the idempotency key. Given the
 * database, it keeps what it did in `sandbox_provider_calls` the way a real provider keeps its objects
 * (outside the app's transactions, by its own statements): a repeated key gets the first answer, and `lookup`
 * finds a call made before a crash. Without one (unit tests) it keeps nothing and finds nothing.
 */
export function createSandboxProvider(db?: Db): PaymentProvider {
  const calls = db ? sandboxProviderQueries(db) : null;
  async function record(
    operation: ProviderOperation,
    idempotencyKey: string,
    amountCents: number,
    outcome: ProviderOutcome & { ref: string },
  ): Promise<ProviderOutcome> {
    if (!calls) return outcome;
    const row = {
      providerKey: idempotencyKey,
      operation,
      amountCents,
      status: outcome.status === 'succeeded' ? 'succeeded' : 'declined',
      ref: outcome.ref,
      message: outcome.status === 'failed' ? outcome.message : null,
    };
    await calls.record(row);
    return (await find(idempotencyKey)) ?? outcome;
  }
  async function find(idempotencyKey: string): Promise<ProviderOutcome | null> {
    if (!calls) return null;
    const row = await calls.find(idempotencyKey);
    if (!row) return null;
    return row.status === 'succeeded'
      ? { status: 'succeeded', ref: row.ref }
      : { status: 'failed', ref: row.ref, message: row.message ?? SANDBOX_DECLINE_MESSAGE };
  }
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
      const outcome: ProviderOutcome & { ref: string } =
        input.paymentMethod === SANDBOX_SUCCEEDS
          ? { status: 'succeeded', ref, feeCents: cardFeeCents(input.amountCents) }
          : { status: 'failed', ref, message: SANDBOX_DECLINE_MESSAGE };
      const kept = await record('charge', input.idempotencyKey, input.amountCents, outcome);
      return kept.status === 'succeeded'
        ? { status: 'succeeded', ref: kept.ref, feeCents: cardFeeCents(input.amountCents) }
        : { status: 'declined', ref: kept.ref ?? ref, message: kept.message };
    },
    async refund(input) {
      const ref = sandboxRef('re', input.idempotencyKey);
      const kept = await record('refund', input.idempotencyKey, input.amountCents, { status: 'succeeded', ref });
      return { status: 'succeeded', ref: kept.ref ?? ref };
    },
    async transfer(input) {
      const ref = sandboxRef('tr', input.idempotencyKey);
      const kept = await record('transfer', input.idempotencyKey, input.amountCents, { status: 'succeeded', ref });
      return { status: 'succeeded', ref: kept.ref ?? ref };
    },
    async lookup(call, idempotencyKey) {
      const found = await find(idempotencyKey);
      // The sandbox's fee is its schedule's, so a recovered charge reports the one the request would have.
      if (found?.status === 'succeeded' && call.operation === 'charge') {
        return { ...found, feeCents: cardFeeCents(call.input.amountCents) };
      }
      return found;
    },
    cards: {
      async save({ paymentMethod }) {
        const card = SANDBOX_CARDS[paymentMethod];
        if (!card) return { saved: false, message: 'Your card was declined.' };
        const year = new Date().getUTCFullYear() + 3;
        return {
          saved: true,
          card: { paymentMethodRef: paymentMethod, customerRef: null, ...card, expMonth: 12, expYear: year },
        };
      },
      async remove() {},
    },
  };
}
