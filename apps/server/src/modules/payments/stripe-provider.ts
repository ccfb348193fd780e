import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import {
  type ConnectedAccountState,
  createSandboxProvider,
  type PaymentProvider,
  type ProviderOutcome,
  ProviderRejectedError,
} from './payment-provider';

/** Stripe's limit on an Idempotency-Key. */
const STRIPE_KEY_MAX = 255;
const CURRENCY = 'usd';
/** The metadata field every object we create carries our idempotency key in, so recovery can find it. */
export const KEY_METADATA = 'pulse_idempotency_key';
/**
 * One try waits at most this long, and a failed try (a timeout, a dropped connection, a 409 or 5xx) is tried
 * once more with the same idempotency key: a call takes at most about 2 x 8 s, well inside the time recovery
 * leaves a pending attempt alone (decision 036). No database lock waits on it.
 */
export const STRIPE_TIMEOUT_MS = 8_000;
export const STRIPE_NETWORK_RETRIES = 1;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address (a local Stripe stand-in in tests): http(s)://host:port. */
  apiBase?: string;
}

/** The stripe provider plus what only Stripe has: signed webhook deliveries. */
export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Checks the Stripe-Signature header against the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer | string, signature: string): Stripe.Event;
}

export function isStripeProvider(provider: PaymentProvider): provider is StripeProvider {
  return provider.name === 'stripe' && 'verifyWebhook' in provider;
}

/** Our keys are `<user>:<Idempotency-Key>:<purpose>`, up to ~300 characters; Stripe takes 255. */
export function stripeIdempotencyKey(key: string): string {
  return key.length <= STRIPE_KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** pending until Stripe reports the transfers capability active; restricted when Stripe disabled it. */
export function connectedAccountStatus(account: Stripe.Account): ConnectedAccountState['status'] {
  if (account.capabilities?.transfers === 'active') return 'enabled';
  if (account.details_submitted && account.requirements?.disabled_reason) return 'restricted';
  return 'pending';
}

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    appInfo: { name: 'Pulse' },
  };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/**
 * The `stripe` provider (decision 018): Connect "separate charges and transfers". A charge is a PaymentIntent
 * on the platform account, confirmed on the server with the payment method the browser created (card numbers
 * never reach us) and redirects disallowed; payouts are transfers to the creative's Express account, grouped
 * by deal; refunds go back to the PaymentIntent. Every call passes our idempotency key to Stripe, so a retry
 * after a crash gets Stripe's first answer instead of a second charge.
 */
/**
 * An error Stripe answered without doing anything (a malformed request, bad keys, no permission) becomes a
 * ProviderRejectedError; anything else (a timeout, a connection dropped, a 5xx) leaves the outcome unknown.
 */
function rejectionOf(err: unknown): unknown {
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    err instanceof Stripe.errors.StripeAuthenticationError ||
    err instanceof Stripe.errors.StripePermissionError
  ) {
    return new ProviderRejectedError(err.message, { cause: err });
  }
  return err;
}

/** Stripe's brand ids as people read them: `visa` is Visa, `american_express` American Express. */
function brandLabel(brand: string | null): string {
  if (!brand || brand === 'unknown') return 'Card';
  return brand
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The fee of a PaymentIntent whose latest charge came expanded with its balance transaction. */
function feeOf(intent: Stripe.PaymentIntent): { feeCents?: number } {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return {};
  const balance = charge.balance_transaction;
  return balance && typeof balance !== 'string' ? { feeCents: balance.fee } : {};
}

function hasKey(object: { metadata?: Stripe.Metadata | null }, idempotencyKey: string): boolean {
  return object.metadata?.[KEY_METADATA] === idempotencyKey;
}

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));

  /** A PaymentIntent as a charge's outcome: only `succeeded` is money we hold (as `charge` decides). */
  function intentOutcome(intent: Stripe.PaymentIntent): ProviderOutcome {
    if (intent.status === 'succeeded') return { status: 'succeeded', ref: intent.id, ...feeOf(intent) };
    if (intent.status === 'processing') throw new Error(`PaymentIntent ${intent.id} is still processing`);
    return {
      status: 'failed',
      ref: intent.id,
      message: intent.last_payment_error?.message ?? `The payment was not completed (${intent.status}).`,
    };
  }

  return {
    name: 'stripe',
    testPaymentMethods: [],
    publishableKey: settings.publishableKey,

    async charge(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: CURRENCY,
            payment_method: input.paymentMethod,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            // A tab's charge: the fan's saved card, charged while they are away (decision 054).
            ...(input.customer ? { customer: input.customer, off_session: true } : {}),
            // The fee Stripe kept, read from the charge's balance transaction (tips record it).
            expand: ['latest_charge.balance_transaction'],
            description: input.description,
            metadata: { [KEY_METADATA]: input.idempotencyKey },
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
          },
          { idempotencyKey: stripeIdempotencyKey(input.idempotencyKey) },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', ref: intent.id, ...feeOf(intent) };
        // A card that asks for authentication (or anything not settled at once) is not money we hold.
        return {
          status: 'declined',
          ref: intent.id,
          message: intent.last_payment_error?.message ?? `The payment was not completed (${intent.status}).`,
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'declined',
            ref: err.payment_intent?.id ?? err.charge ?? err.requestId ?? 'unknown',
            message: err.message,
          };
        }
        // A payment method Stripe will not take (already used, detached, unknown): the person tries another card.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'payment_method') {
          return { status: 'declined', ref: err.requestId ?? 'unknown', message: err.message };
        }
        throw rejectionOf(err);
      }
    },

    async refund(input) {
      const refund = await stripe.refunds
        .create(
          {
            payment_intent: input.chargeRef,
            amount: input.amountCents,
            metadata: { [KEY_METADATA]: input.idempotencyKey },
          },
          { idempotencyKey: stripeIdempotencyKey(input.idempotencyKey) },
        )
        .catch((err: unknown) => {
          throw rejectionOf(err);
        });
      return { status: 'succeeded', ref: refund.id };
    },

    async transfer(input) {
      // payoutDestination refuses first with a message for the creative; this guards any other caller.
      if (!input.destination) throw new ProviderRejectedError(`No Stripe connected account for user ${input.userId}`);
      const transfer = await stripe.transfers
        .create(
          {
            amount: input.amountCents,
            currency: CURRENCY,
            destination: input.destination,
            transfer_group: input.transferGroup,
            metadata: { [KEY_METADATA]: input.idempotencyKey },
          },
          { idempotencyKey: stripeIdempotencyKey(input.idempotencyKey) },
        )
        .catch((err: unknown) => {
          throw rejectionOf(err);
        });
      return { status: 'succeeded', ref: transfer.id };
    },

    /**
     * Finds what a call with this key created, by the key in the object's metadata: a PaymentIntent through
     * search (Stripe's search index lags by up to about a minute; recovery waits longer than that), a refund
     * among its PaymentIntent's refunds, a transfer among its group's transfers. Null: Stripe has no such object.
     */
    async lookup(call, idempotencyKey) {
      if (call.operation === 'charge') {
        const escaped = idempotencyKey.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
        const found = await stripe.paymentIntents.search({
          query: `metadata['${KEY_METADATA}']:'${escaped}'`,
          limit: 1,
          expand: ['data.latest_charge.balance_transaction'],
        });
        const intent = found.data.find((i) => hasKey(i, idempotencyKey));
        return intent ? intentOutcome(intent) : null;
      }
      if (call.operation === 'refund') {
        for await (const refund of stripe.refunds.list({ payment_intent: call.input.chargeRef, limit: 100 })) {
          if (hasKey(refund, idempotencyKey)) {
            return refund.status === 'failed' || refund.status === 'canceled'
              ? { status: 'failed', ref: refund.id, message: refund.failure_reason ?? `Refund ${refund.status}` }
              : { status: 'succeeded', ref: refund.id };
          }
        }
        return null;
      }
      for await (const transfer of stripe.transfers.list({ transfer_group: call.input.transferGroup, limit: 100 })) {
        if (hasKey(transfer, idempotencyKey)) return { status: 'succeeded', ref: transfer.id };
      }
      return null;
    },

    cards: {
      async save({ userId, email, customerRef, paymentMethod, idempotencyKey }) {
        try {
          const customer =
            customerRef ??
            (
              await stripe.customers.create(
                { ...(email ? { email } : {}), metadata: { pulse_user_id: userId } },
                { idempotencyKey: stripeIdempotencyKey(`customer:${userId}`) },
              )
            ).id;
          const setup = await stripe.setupIntents.create(
            {
              customer,
              payment_method: paymentMethod,
              confirm: true,
              usage: 'off_session',
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            },
            { idempotencyKey: stripeIdempotencyKey(idempotencyKey) },
          );
          // A card that asks for authentication cannot be charged later with the fan away.
          if (setup.status !== 'succeeded')
            return { saved: false, message: 'That card could not be saved. Try another card.' };
          const method = await stripe.paymentMethods.retrieve(paymentMethod);
          return {
            saved: true,
            card: {
              paymentMethodRef: method.id,
              customerRef: customer,
              brand: brandLabel(method.card?.display_brand ?? method.card?.brand ?? null),
              last4: method.card?.last4 ?? '????',
              expMonth: method.card?.exp_month ?? null,
              expYear: method.card?.exp_year ?? null,
            },
          };
        } catch (err) {
          if (err instanceof Stripe.errors.StripeCardError) return { saved: false, message: err.message };
          throw rejectionOf(err);
        }
      },
      async remove({ paymentMethodRef }) {
        await stripe.paymentMethods.detach(paymentMethodRef).catch((err: unknown) => {
          // Already detached (or never attached): nothing left to remove.
          if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
          throw err;
        });
      },
    },

    connectedAccounts: {
      async create({ userId, email, idempotencyKey }) {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            ...(email ? { email } : {}),
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { pulse_user_id: userId },
          },
          { idempotencyKey: stripeIdempotencyKey(idempotencyKey) },
        );
        return { ref: account.id, status: connectedAccountStatus(account) };
      },
      async retrieve(ref) {
        const account = await stripe.accounts.retrieve(ref);
        return { ref: account.id, status: connectedAccountStatus(account) };
      },
      async onboardingLink({ ref, refreshUrl, returnUrl }) {
        const link = await stripe.accountLinks.create({
          account: ref,
          type: 'account_onboarding',
          refresh_url: refreshUrl,
          return_url: returnUrl,
        });
        return link.url;
      },
    },

    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}

/** The provider the environment asks for: the sandbox, or Stripe with its keys (the env check requires them). */
export function createPaymentProvider(env: Env, db?: Db): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'sandbox') return createSandboxProvider(db);
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  return createStripeProvider({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  });
}
