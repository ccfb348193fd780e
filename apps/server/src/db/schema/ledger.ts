import { PAYMENT_PROVIDERS, PROVIDER_ATTEMPT_STATUSES, PROVIDER_OPERATIONS } from '@pulse/domain/payments';
import { TAB_CHARGE_REASONS, TAB_STATUSES, TIP_STATUSES } from '@pulse/domain/tip-tab';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { deals } from './submissions';

/**
 * Double-entry ledger (DESIGN 5.4): one transaction per money movement, its entries summing to zero.
 * Accounts are strings: card_clearing, escrow:<deal>, creator_payable:<user>, platform_fees, tips, payouts.
 * Balances are sums of entries, never stored.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: text('id').primaryKey(),
    /** fund, release, refund, payout, tip, ... */
    kind: text('kind').notNull(),
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'restrict' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_deal_idx').on(t.dealId, t.createdAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    /** Signed integer cents; a transaction's entries sum to zero. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/** Charges and payouts through the payment provider (sandbox or Stripe), with the provider's reference. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'restrict' }),
    /** charge, refund, transfer. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** succeeded, declined, pending, failed. */
    status: text('status').notNull(),
    failureMessage: text('failure_message'),
    /** What the provider last reported about this payment through its webhook (succeeded, failed, refunded...). */
    providerStatus: text('provider_status'),
    transactionId: text('transaction_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** What the card provider kept of a charge, where it was recorded (tips: decision 054). */
    feeCents: integer('fee_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_deal_idx').on(t.dealId), index('payments_provider_ref_idx').on(t.providerRef)],
);

/**
 * Idempotency-Key records: a repeated key from the same user on the same route returns the stored result.
 * The row is written in the same transaction as the money movement, so a crash leaves both or neither.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Provider webhook events (decision 063): stored as received, applied by a job of their own, once. A redelivery
 * of an event already applied is acknowledged and ignored.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    /** The verified event as the provider sent it (null for events applied before they were kept). */
    payload: jsonb('payload').$type<unknown>(),
    /** received (its job applies it), processed. */
    status: text('status').notNull().default('received'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [check('webhook_events_status_check', sql`${t.status} in ('received', 'processed')`)],
);

/**
 * A creative's payout account at the provider (decision 018): with Stripe, the Express connected account
 * transfers go to. `status` is pending until Stripe reports the transfers capability active (enabled), or
 * restricted when Stripe disabled it. The sandbox needs none (its payout accounts are implicit).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's account id (acct_...). */
    accountRef: text('account_ref').notNull().unique(),
    /** pending, enabled, restricted. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * A fan's card saved for their tab (decision 054): the provider's payment method (and Stripe customer), shown
 * as brand and last four digits. Card numbers never reach the server. One live card per fan; a removed card
 * keeps its row for the tabs it paid.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    paymentMethodRef: text('payment_method_ref').notNull(),
    /** Stripe's customer the payment method is attached to; null in the sandbox. */
    customerRef: text('customer_ref'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_cards_live_idx').on(t.userId).where(sql`${t.removedAt} is null`),
    check('saved_cards_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

/**
 * A fan's tab of tips (decision 054): open while tips go on it, `charging` from the moment its one charge is
 * started (new tips open a new tab), then paid or failed. `total_cents` is the sum of its pending tips.
 */
export const tipTabs = pgTable(
  'tip_tabs',
  {
    id: text('id').primaryKey(),
    fanId: text('fan_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    status: text('status', { enum: TAB_STATUSES }).notNull().default('open'),
    totalCents: integer('total_cents').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    chargeReason: text('charge_reason', { enum: TAB_CHARGE_REASONS }),
    cardId: text('card_id').references(() => savedCards.id, { onDelete: 'restrict' }),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    feeCents: integer('fee_cents'),
    failureMessage: text('failure_message'),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tip_tabs_open_idx').on(t.fanId).where(sql`${t.status} = 'open'`),
    index('tip_tabs_due_idx').on(t.openedAt).where(sql`${t.status} = 'open'`),
    index('tip_tabs_fan_idx').on(t.fanId, t.openedAt),
    check('tip_tabs_status_check', oneOf(t.status, TAB_STATUSES)),
    check('tip_tabs_charge_reason_check', oneOf(t.chargeReason, TAB_CHARGE_REASONS)),
    check('tip_tabs_total_check', sql`${t.totalCents} >= 0`),
  ],
);

/**
 * A fan's tip to a creative, $1 to $20 (DESIGN 5.4). A one-off tip (a guest's) is paid when made; a tip on a
 * tab is `pending` until the tab's charge, then paid (or failed with it), and may be cancelled while pending.
 * `fee_cents` is the card fee it bore; `transaction_id` the ledger transaction that put it on the tab or paid it.
 */
export const tips = pgTable(
  'tips',
  {
    id: text('id').primaryKey(),
    fanId: text('fan_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    transactionId: text('transaction_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    tabId: text('tab_id').references(() => tipTabs.id, { onDelete: 'restrict' }),
    status: text('status', { enum: TIP_STATUSES }).notNull().default('paid'),
    note: text('note'),
    anonymous: boolean('anonymous').notNull().default(false),
    feeCents: integer('fee_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tips_creator_idx').on(t.creatorId, t.createdAt),
    index('tips_tab_idx').on(t.tabId),
    check('tips_status_check', oneOf(t.status, TIP_STATUSES)),
  ],
);

/** `column IN (...)` over a domain list, for a CHECK (the db-invariants test compares it with the list). */
function oneOf(column: unknown, values: readonly string[]) {
  return sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

/**
 * One call to the payment provider for a money-moving request (decision 036). It is written `pending` with the
 * Idempotency-Key's claim and committed before the call, so no database lock is held while the provider
 * answers; the request then finishes in a second transaction (ledger, reply). One left pending by a request
 * that died is settled by recovery, which asks the provider by `provider_key`.
 *
 * `subject` (deal:<id>, beat:<id>, earnings:<user>) reserves what the request moves money for: another money
 * step on it is refused while this one is pending. `finisher` names the code that finishes the request and
 * `data` what it needs; `input` is the provider call without its key, so recovery can ask or call again.
 */
export const providerAttempts = pgTable(
  'provider_attempts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    /** The request's Idempotency-Key. */
    key: text('key').notNull(),
    /** charge, refund, transfer:<user>, tip, beat-license, earnings-payout (providerKey's last part). */
    purpose: text('purpose').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerKey: text('provider_key').notNull().unique(),
    operation: text('operation', { enum: PROVIDER_OPERATIONS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PROVIDER_ATTEMPT_STATUSES }).notNull().default('pending'),
    providerRef: text('provider_ref'),
    failureMessage: text('failure_message'),
    /** The card fee the provider reported for a charge (decision 054). */
    feeCents: integer('fee_cents'),
    subject: text('subject'),
    finisher: text('finisher').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last time a request or recovery took it up: recovery leaves alone what was touched recently. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('provider_attempts_request_idx').on(t.userId, t.key),
    index('provider_attempts_pending_subject_idx').on(t.subject).where(sql`${t.status} = 'pending'`),
    index('provider_attempts_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    check('provider_attempts_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('provider_attempts_operation_check', oneOf(t.operation, PROVIDER_OPERATIONS)),
    check('provider_attempts_status_check', oneOf(t.status, PROVIDER_ATTEMPT_STATUSES)),
    check('provider_attempts_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What the sandbox provider did, by its idempotency key: the sandbox's own records, as a real provider keeps its
 * objects, so a repeated key gets the first answer and a lookup after a crash finds the call (decision 036).
 */
export const sandboxProviderCalls = pgTable('sandbox_provider_calls', {
  providerKey: text('provider_key').primaryKey(),
  operation: text('operation').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** succeeded or declined. */
  status: text('status').notNull(),
  ref: text('ref').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
