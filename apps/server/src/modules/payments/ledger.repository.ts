import {
  assertBalanced,
  isGuardedAccount,
  LedgerError,
  type Posting,
  payableAccount,
  type TransactionKind,
} from '@pulse/domain/ledger';
import { and, desc, eq, isNull, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { namedStatement, runShaped, type ShapedWrite, shapedInsert } from '../../db/named-statement';
import { user } from '../../db/schema/auth';
import { idempotencyKeys, ledgerEntries, ledgerTransactions, payments, tips } from '../../db/schema/ledger';
import { newId } from '../../lib/ids';

/** Advisory lock space of money movements per creative (messaging uses 7291-7292). */
const LOCK_SPACE_CREATORS = 7301;

export type PaymentRow = typeof payments.$inferSelect;
export type TipRow = typeof tips.$inferSelect;

export interface DealMovement {
  dealId: string;
  kind: string;
  account: string;
  amountCents: number;
}

/**
 * Per deal and account, the sum of that deal's postings by transaction kind: what was funded, released (to
 * which payable), charged as fee, refunded and paid out. A fragment, so the deal view can read it in the same
 * statement as its other parts; `ofDeals` says which deals, given the deal id column. Amounts come back as text
 * or numbers depending on the driver.
 */
export function dealMovementsSql(ofDeals: (dealId: AnyPgColumn) => SQL): SQL {
  return sql`select ${ledgerTransactions.dealId} as "dealId", ${ledgerTransactions.kind} as "kind",
      ${ledgerEntries.account} as "account", sum(${ledgerEntries.amountCents}) as "amountCents"
    from ${ledgerEntries}
    inner join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
    where ${ofDeals(ledgerTransactions.dealId)}
    group by ${ledgerTransactions.dealId}, ${ledgerTransactions.kind}, ${ledgerEntries.account}`;
}

export interface StoredReply {
  statusCode: number;
  body: unknown;
}

/** Every money move claims its key and stores its reply: two statements planned once per connection. */
/** What claiming an Idempotency-Key needs; `claimValues` turns it into the claim's placeholders. */
export interface KeyClaim {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
}
export const claimValues = (claim: KeyClaim) => ({
  claimUserId: claim.userId,
  claimKey: claim.key,
  claimRoute: claim.route,
  claimHash: claim.requestHash,
});

/**
 * The key's claim: a row with no reply yet, or nothing when the key is taken (a replay, or a concurrent request
 * with it, whose commit the insert waits for).
 *
 * A guard's statement may carry it as a CTE (runIdempotent), with `after` naming the CTE that locked the
 * guard's rows: the claim reads from it, so the row lock always comes first (two requests with one key on one
 * deal then queue on the deal and cannot deadlock on the key), and nothing is claimed when those rows do not
 * exist. There it also claims only for an existing account, so that one that is gone gets its 401.
 */
export function claimKeySql(after?: SQL): SQL {
  const p = (name: string) => sql.placeholder(name);
  return sql`insert into ${idempotencyKeys} (user_id, key, route, request_hash, status_code, response)
    select ${p('claimUserId')}, ${p('claimKey')}, ${p('claimRoute')}, ${p('claimHash')}, 0, '{}'::jsonb${
      after ? sql` from ${after} where exists (select 1 from ${user} where ${user.id} = ${p('claimUserId')})` : sql``
    }
    on conflict do nothing
    returning key`;
}
const claimStatement = namedStatement<{ key: string }>('idempotency_claim', () => claimKeySql());
/** The stored reply of an Idempotency-Key, as a write (alone, or in a step's last statement). */
function replyWrite(db: Db, userId: string, key: string, reply: StoredReply): ShapedWrite {
  return {
    shape: 'idempotency reply',
    build: (value) =>
      db
        .update(idempotencyKeys)
        .set({ statusCode: sql`${value('statusCode')}::int`, response: sql`${value('response')}::jsonb` })
        .where(and(eq(idempotencyKeys.userId, value('userId')), eq(idempotencyKeys.key, value('key')))),
    values: { userId, key, statusCode: reply.statusCode, response: JSON.stringify(reply.body ?? null) },
  };
}

/**
 * The lock on a creative's money movements (fee counting), held to the end of the transaction. Take several in
 * the order of their ids' bytes (`collate "C"` in SQL, a plain sort in code) so that no two movements deadlock.
 */
export function creativeMoneyLockSql(userId: SQL | SQL.Aliased | Placeholder | string): SQL {
  return sql`pg_advisory_xact_lock(${LOCK_SPACE_CREATORS}, hashtext(${userId}))`;
}

/** Every release counts the creatives' earlier paid projects under their lock (the fee's free projects). */
const lockCreatorStatement = namedStatement(
  'creator_money_lock',
  () => sql`select ${creativeMoneyLockSql(sql.placeholder('id'))}`,
);
const paidProjectsStatement = namedStatement<{ n: number }>(
  'creator_paid_projects',
  () => sql`select count(distinct ${ledgerTransactions.dealId})::int as "n"
    from ${ledgerEntries}
    inner join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
    where ${ledgerTransactions.kind} = 'release' and ${ledgerEntries.account} = ${sql.placeholder('account')}
      and ${ledgerEntries.amountCents} > 0 and ${ledgerTransactions.dealId} <> ${sql.placeholder('exceptDealId')}
      -- Decision 029: a deal whose escrow was partly refunded (a dispute settled by a split) does not use up one
      -- of the creative's fee-free projects.
      and not exists (
        select 1 from ${ledgerTransactions} as refund
        where refund.deal_id = ${ledgerTransactions.dealId} and refund.kind = 'refund'
      )`,
);

/**
 * A ledger transaction with its entries (any number of them, through unnest, so the text never changes), the
 * provider payment behind it when there is one, and the balances before it of the accounts it debits.
 */
function postingSql(withPayment: boolean): SQL {
  const p = (name: string) => sql.placeholder(name);
  return sql`with tx as (
      insert into ${ledgerTransactions} (id, kind, deal_id, actor_id, memo)
      values (${p('id')}, ${p('kind')}, ${p('dealId')}, ${p('actorId')}, ${p('memo')})
    ),${
      withPayment
        ? sql` payment as (
      insert into ${payments}
        (id, user_id, deal_id, kind, amount_cents, provider, provider_ref, status, failure_message, transaction_id, created_at)
      values (${p('paymentId')}, ${p('paymentUserId')}, ${p('paymentDealId')}, ${p('paymentKind')},
        ${p('paymentAmountCents')}, ${p('paymentProvider')}, ${p('paymentProviderRef')}, ${p('paymentStatus')},
        ${p('paymentFailureMessage')}, ${p('id')}, coalesce(${p('paymentCreatedAt')}::timestamptz, now()))
    ),`
        : sql``
    }
    entered as (
      insert into ${ledgerEntries} (id, transaction_id, account, amount_cents)
      select e.id, ${p('id')}, e.account, e.amount_cents
      from unnest(${p('entryIds')}::text[], ${p('accounts')}::text[], ${p('amounts')}::bigint[])
        as e(id, account, amount_cents)
    )
    select ${ledgerEntries.account} as "account", sum(${ledgerEntries.amountCents})::text as "total"
    from ${ledgerEntries}
    where ${ledgerEntries.account} = any(${p('guarded')}::text[])
    group by ${ledgerEntries.account}`;
}
const postStatement = namedStatement<{ account: string; total: string }>('ledger_post', () => postingSql(false));
const postWithPaymentStatement = namedStatement<{ account: string; total: string }>('ledger_post_with_payment', () =>
  postingSql(true),
);

/** SQL of the ledger, provider payments, idempotency keys and tips. Call inside a transaction to move money. */
export function ledgerQueries(db: Db) {
  return {
    /**
     * Writes one balanced transaction (with the provider payment behind it, when given) in one round trip, and
     * refuses it (the caller's transaction rolls back) when an escrow or a payable balance would end up
     * negative. The balances are read in the same statement, whose snapshot is from before its own inserts:
     * balance before plus this transaction's postings is the balance after. Callers hold the locks that
     * serialise movements on those accounts (the deal's row, the creatives' advisory locks).
     */
    async postTransaction(input: {
      kind: TransactionKind;
      dealId: string | null;
      actorId: string | null;
      memo: string;
      postings: readonly Posting[];
      payment?: Omit<typeof payments.$inferInsert, 'transactionId'>;
    }): Promise<string> {
      assertBalanced(input.postings);
      const id = newId();
      // Only a debit can take an account below zero: credits need no balance check.
      const change = new Map<string, number>();
      for (const p of input.postings) {
        if (p.amountCents < 0 && isGuardedAccount(p.account)) change.set(p.account, 0);
      }
      for (const p of input.postings) {
        if (change.has(p.account)) change.set(p.account, (change.get(p.account) ?? 0) + p.amountCents);
      }
      const payment = input.payment;
      const rows = await (payment ? postWithPaymentStatement : postStatement)(db, {
        id,
        kind: input.kind,
        dealId: input.dealId,
        actorId: input.actorId,
        memo: input.memo,
        entryIds: input.postings.map(() => newId()),
        accounts: input.postings.map((p) => p.account),
        amounts: input.postings.map((p) => p.amountCents),
        guarded: [...change.keys()],
        ...(payment && {
          paymentId: payment.id,
          paymentUserId: payment.userId,
          paymentDealId: payment.dealId ?? null,
          paymentKind: payment.kind,
          paymentAmountCents: payment.amountCents,
          paymentProvider: payment.provider,
          paymentProviderRef: payment.providerRef ?? null,
          paymentStatus: payment.status,
          paymentFailureMessage: payment.failureMessage ?? null,
          paymentCreatedAt: payment.createdAt ?? null,
        }),
      });
      const balanceBefore = new Map(rows.map((r) => [r.account, Number(r.total)]));
      for (const [account, delta] of change) {
        if ((balanceBefore.get(account) ?? 0) + delta < 0) throw new LedgerError(`${account} would go negative`);
      }
      return id;
    },

    /**
     * One balanced transaction as writes for the caller to send inside its own statement (a tip onto a tab: the
     * tip, its entries and its reply in one round trip). Only for postings that debit no escrow or payable
     * balance: those need postTransaction's balance read.
     */
    transactionWrites(input: {
      kind: TransactionKind;
      dealId: string | null;
      actorId: string | null;
      memo: string;
      postings: readonly Posting[];
    }): { id: string; writes: ShapedWrite[] } {
      assertBalanced(input.postings);
      const guarded = input.postings.find((p) => p.amountCents < 0 && isGuardedAccount(p.account));
      if (guarded) throw new LedgerError(`${guarded.account} is debited: post it with its balance read`);
      const id = newId();
      return {
        id,
        writes: [
          shapedInsert(db, ledgerTransactions, [
            { id, kind: input.kind, dealId: input.dealId, actorId: input.actorId, memo: input.memo },
          ]),
          shapedInsert(
            db,
            ledgerEntries,
            input.postings.map((p) => ({
              id: newId(),
              transactionId: id,
              account: p.account,
              amountCents: p.amountCents,
            })),
          ),
        ],
      };
    },

    /** The deals' movements (see dealMovementsSql). */
    async dealMovements(dealIds: readonly string[]): Promise<DealMovement[]> {
      if (dealIds.length === 0) return [];
      const result = await db.execute(dealMovementsSql((c) => sql`${c} = any(${sql.param([...dealIds])}::text[])`));
      return (result as unknown as { rows: DealMovement[] }).rows.map((r) => ({
        ...r,
        amountCents: Number(r.amountCents),
      }));
    },

    /**
     * Deals whose escrow was released to this creative before (the fee's "first 3 paid projects"), leaving out
     * deals settled by a dispute split (decision 029).
     */
    async paidProjectsOf(userId: string, exceptDealId: string): Promise<number> {
      const [row] = await paidProjectsStatement(db, { account: payableAccount(userId), exceptDealId });
      return Number(row?.n ?? 0);
    },

    /** Serialises money movements per creative (fee counting) for the rest of the transaction. */
    async lockCreators(userIds: readonly string[]): Promise<void> {
      for (const id of [...new Set(userIds)].sort()) await lockCreatorStatement(db, { id });
    },

    async insertPayment(row: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(row).returning();
      return created!;
    },

    /** The deal's succeeded charge (what a refund returns). */
    async findCharge(dealId: string): Promise<PaymentRow | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** One of the deal's succeeded charges by id (a retainer month's refund goes back to its own charge). */
    async findDealCharge(dealId: string, paymentId: string): Promise<PaymentRow | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.dealId, dealId),
            eq(payments.kind, 'charge'),
            eq(payments.status, 'succeeded'),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Claims an Idempotency-Key for this transaction. The insert waits for a concurrent transaction holding
     * the same key, so exactly one request does the work; the others read its stored reply.
     */
    async claimKey(input: {
      userId: string;
      key: string;
      route: string;
      requestHash: string;
    }): Promise<{ claimed: true } | { claimed: false; route: string; requestHash: string; reply: StoredReply }> {
      const inserted = await claimStatement(db, claimValues(input));
      if (inserted.length > 0) return { claimed: true };
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)))
        .limit(1);
      if (!row) throw new Error('Idempotency key vanished while claiming it');
      return {
        claimed: false,
        route: row.route,
        requestHash: row.requestHash,
        reply: { statusCode: row.statusCode, body: row.response },
      };
    },

    /** storeReply as a write, for a step whose last statement carries its reply (see MoneySteps.run's `keep`). */
    replyWrite: (userId: string, key: string, reply: StoredReply) => replyWrite(db, userId, key, reply),

    async storeReply(userId: string, key: string, reply: StoredReply): Promise<void> {
      await runShaped(db, replyWrite(db, userId, key, reply));
    },

    async findUser(id: string) {
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          role: user.role,
          creatorStatus: user.creatorStatus,
          suspendedAt: user.suspendedAt,
        })
        .from(user)
        .where(eq(user.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertTip(row: typeof tips.$inferInsert): Promise<TipRow> {
      const [created] = await db.insert(tips).values(row).returning();
      return created!;
    },

    async recentTips(creatorId: string, limit: number) {
      return (
        db
          .select({
            id: tips.id,
            fan: user.name,
            isAnonymous: user.isAnonymous,
            amountCents: tips.amountCents,
            status: tips.status,
            feeCents: tips.feeCents,
            note: tips.note,
            anonymous: tips.anonymous,
            createdAt: tips.createdAt,
          })
          .from(tips)
          .innerJoin(user, eq(user.id, tips.fanId))
          // Cancelled tips never reached them; failed ones are shown (the creative was told they did not go through).
          .where(and(eq(tips.creatorId, creatorId), ne(tips.status, 'cancelled')))
          .orderBy(desc(tips.createdAt))
          .limit(limit)
      );
    },

    /** An account's balance (the sum of its entries). */
    async balanceOf(account: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.account, account));
      return Number(row?.total ?? 0);
    },

    /** A creative's earnings by kind of movement into (or out of) their payable account. */
    async earningsOf(userId: string) {
      const rows = await db
        .select({ kind: ledgerTransactions.kind, total: sql<string>`sum(${ledgerEntries.amountCents})` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerEntries.account, payableAccount(userId)))
        .groupBy(ledgerTransactions.kind);
      return new Map(rows.map((r) => [r.kind, Number(r.total)]));
    },

    /**
     * What a creative's payable account holds from movements outside any deal: tips and beat licenses in, and
     * payouts of them out. Deal releases and deal payouts carry their deal id and are settled per deal, so this
     * part and each deal's part are never negative on their own (decision 016).
     */
    async nonDealPayableCents(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(eq(ledgerEntries.account, payableAccount(userId)), isNull(ledgerTransactions.dealId)));
      return Number(row?.total ?? 0);
    },
  };
}
export type LedgerQueries = ReturnType<typeof ledgerQueries>;
