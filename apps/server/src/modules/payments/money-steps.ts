import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@pulse/domain/deals';
import { PROVIDER_ATTEMPT_MESSAGES } from '@pulse/domain/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ShapedWrite } from '../../db/named-statement';
import { commitWith, pipelinedTransaction } from '../../db/pipelined-transaction';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { providerKey, type Reply, type ReplyMap, stableJson } from './idempotency';
import { type KeyClaim, type LedgerQueries, ledgerQueries, type StoredReply } from './ledger.repository';
import { type AttemptRow, moneyStepsQueries } from './money-steps.repository';
import {
  callProvider,
  type PaymentProvider,
  type ProviderCall,
  type ProviderOutcome,
  ProviderRejectedError,
} from './payment-provider';

/** How long a request waits for the provider before answering 503 (the attempt stays pending). */
export const PROVIDER_TIMEOUT_MS = 20_000;
/**
 * Recovery leaves a pending attempt alone until nothing has taken it up for this long: longer than any request
 * waits for the provider (PROVIDER_TIMEOUT_MS, and the Stripe SDK's own bound), so it never decides about a call
 * that is still on its way.
 */
export const RECOVER_AFTER_MS = 2 * 60_000;

/**
 * The provider calls a request needs before it can finish (decision 036). `work` returns this instead of a
 * reply: the calls are recorded (pending) with the key's claim and committed, made outside any transaction,
 * and `finisher` (registered by name, so recovery in another process can run it) finishes the request in a
 * second transaction from `data` and the answers.
 */
export interface ProviderPlan {
  finisher: string;
  data: Record<string, unknown>;
  /** What this request moves money for (deal:<id>, beat:<id>, earnings:<user>); one pending request at a time. */
  subject: string | null;
  calls: { purpose: string; call: ProviderCall }[];
}

export function isProviderPlan(value: unknown): value is ProviderPlan {
  return typeof value === 'object' && value !== null && 'finisher' in value && 'calls' in value;
}

/** One recorded call and what the provider answered. */
export interface AttemptOutcome {
  purpose: string;
  call: ProviderCall;
  amountCents: number;
  outcome: ProviderOutcome;
}

export interface FinishContext<D> {
  tx: Db;
  ledger: LedgerQueries;
  userId: string;
  key: string;
  data: D;
  outcomes: AttemptOutcome[];
}
// biome-ignore lint/suspicious/noExplicitAny: finishers take their own data shape, checked where they register.
export type Finisher = (ctx: FinishContext<any>) => Promise<StoredReply>;

function callOf(row: AttemptRow): ProviderCall {
  return { operation: row.operation, input: row.input } as ProviderCall;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The payment provider did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether a request on this subject (deal:<id>, beat:<id>, earnings:<user>) is waiting for the provider. Read it
 * under the subject's own lock (the deal's row, the beat's row, the creative's money lock) in the transaction
 * that would change the subject, and pass that transaction.
 */
export function subjectPending(tx: Db, subject: string): Promise<boolean> {
  return moneyStepsQueries(tx).subjectPending(subject);
}

export type RecoveryResult = { finished: number; abandoned: number; skipped: number; failed: number };

/**
 * Money-moving requests, once per (user, Idempotency-Key), with no database lock held while the payment
 * provider answers (decision 036):
 *
 * 1. One transaction: `guard` (locks the deal or beat and reads the account), the key's claim, and `work`. Work
 *    that needs no provider (an approval) finishes here and stores its reply, as before. Work that needs one
 *    returns a ProviderPlan: its calls are recorded as pending provider attempts and the transaction commits.
 * 2. No transaction: each call goes to the provider with its idempotency key, under a timeout.
 * 3. One transaction: the attempts are locked and settled with the answers, the plan's finisher re-reads what
 *    it moves money for under lock and writes the ledger, and the reply is stored.
 *
 * A repeat of the key with the same request gets the stored reply; while the attempts are still pending it takes
 * them up again (2 and 3, the provider answers the same key with the same object); with a different request it is
 * refused. Work that throws in 1 rolls back and frees the key. A request that dies between 1 and 3 leaves pending
 * attempts that `recover` settles by asking the provider.
 */
export function createMoneySteps(deps: {
  db: Db;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
  timeoutMs?: number;
  /** A test failpoint between the provider's answer and the finishing transaction (the crash test). */
  afterProviderCall?: () => void;
}) {
  const { db, provider, log } = deps;
  const timeoutMs = deps.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const finishers = new Map<string, Finisher>();
  /** For the reads and leases outside any transaction; inside one, statements go through its `tx`. */
  const q = moneyStepsQueries(db);

  /** The stored reply of a key whose attempts are settled; null when the key is free again (given up). */
  async function storedReply(userId: string, key: string): Promise<StoredReply | null> {
    const row = await q.findReply(userId, key);
    if (!row || row.statusCode === 0) return null;
    return { statusCode: row.statusCode, body: row.response };
  }

  /**
   * Step 3: settles the attempts with the answers and finishes the request, in one transaction. With `leaseAt`
   * (recovery) it backs off when a request took the attempts up after recovery did. Returns the reply, or null
   * when there is nothing to finish (settled and freed, or taken up by someone else).
   */
  async function finish(
    userId: string,
    key: string,
    answers: Map<string, ProviderOutcome>,
    leaseAt?: Date,
  ): Promise<StoredReply | null> {
    return db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const tq = moneyStepsQueries(tx);
      const rows = await tq.lockAttemptsInKeyOrder(userId, key);
      if (rows.length === 0) return null;
      const ledger = ledgerQueries(tx);
      if (rows.every((r) => r.status !== 'pending')) {
        // Someone else finished it (the first request, or a replay, or recovery): its reply stands.
        const stored = await tq.findKey(userId, key);
        return stored && stored.statusCode > 0 ? { statusCode: stored.statusCode, body: stored.response } : null;
      }
      if (leaseAt && rows.some((r) => r.updatedAt.getTime() !== leaseAt.getTime())) return null;
      const outcomes: AttemptOutcome[] = [];
      const settledAt = new Date();
      for (const row of rows) {
        const outcome = answers.get(row.id);
        if (!outcome) throw new Error(`No provider answer for attempt ${row.id}`);
        await tq.settleAttempt(row.id, {
          status: outcome.status,
          providerRef: outcome.ref,
          failureMessage: outcome.status === 'failed' ? outcome.message : null,
          updatedAt: settledAt,
          settledAt,
        });
        outcomes.push({ purpose: row.purpose, call: callOf(row), amountCents: row.amountCents, outcome });
      }
      const first = rows[0] as AttemptRow;
      const finisher = finishers.get(first.finisher);
      if (!finisher) throw new Error(`No finisher registered for ${first.finisher}`);
      const reply = await finisher({ tx, ledger, userId, key, data: first.data, outcomes });
      await ledger.storeReply(userId, key, reply);
      return reply;
    });
  }

  /**
   * Gives up a request whose calls the provider never received: the attempts fail and the key is freed, so a
   * retry starts afresh, as work that throws does. False when a request took them up after recovery did.
   */
  async function abandon(userId: string, key: string, leaseAt: Date): Promise<boolean> {
    return db.transaction(async (raw) => {
      const tq = moneyStepsQueries(raw as unknown as Db);
      const rows = await tq.lockAttempts(userId, key);
      if (rows.some((r) => r.status !== 'pending' || r.updatedAt.getTime() !== leaseAt.getTime())) return false;
      const now = new Date();
      // Kept as a record, moved out of the key's way: a retry with the same key records its calls afresh, under
      // the same provider keys (should the provider have got the call after all, it answers with that object).
      await tq.giveUpAttempts(userId, key, now);
      await tq.freeUnansweredKey(userId, key);
      return true;
    });
  }

  /**
   * Steps 2 and 3 for a key's pending attempts: marks them taken up (recovery then leaves them alone), calls the
   * provider outside any transaction, and finishes. Null when there is nothing pending and no reply (the key
   * was given up and is free again).
   */
  async function drive(userId: string, key: string): Promise<StoredReply | null> {
    const rows = await q.takeUpPending(userId, key, new Date());
    if (rows.length === 0) return storedReply(userId, key);
    const answers = new Map<string, ProviderOutcome>();
    try {
      for (const row of rows) {
        answers.set(row.id, await withTimeout(callProvider(provider, callOf(row), row.providerKey), timeoutMs));
      }
    } catch (err) {
      if (err instanceof ProviderRejectedError && answers.size === 0) {
        // The provider refused outright and nothing moved: give the request up, as work that throws does.
        const [taken] = rows;
        if (taken) await abandon(userId, key, taken.updatedAt);
        throw err;
      }
      log?.warn({ err, userId, key }, 'payment provider call failed; the attempt stays pending');
      throw new AppError('unavailable', PROVIDER_ATTEMPT_MESSAGES.noAnswer);
    }
    deps.afterProviderCall?.();
    return (await finish(userId, key, answers)) ?? storedReply(userId, key);
  }

  async function run<M extends ReplyMap, G = undefined>(
    input: { userId: string; key: string; route: string; request: unknown },
    /**
     * The step's own work. `keep(reply)` gives the write that stores the reply, for the work to send with its
     * last statement; returning that same reply then stores nothing more (one round trip fewer on a hot path).
     */
    work: (
      tx: Db,
      ledger: LedgerQueries,
      guarded: G,
      keep: (reply: Reply<M>) => ShapedWrite,
    ) => Promise<Reply<M> | ProviderPlan>,
    guard?: (tx: Db, claim: KeyClaim) => Promise<{ value: G; claimed: boolean }>,
    retried = false,
  ): Promise<Reply<M>> {
    const requestHash = createHash('sha256').update(stableJson(input.request)).digest('hex');
    const keyClaim: KeyClaim = { userId: input.userId, key: input.key, route: input.route, requestHash };
    // Pipelined: the guard's read goes out with BEGIN, and work that ends in `commitWith` sends COMMIT with it.
    const first = await pipelinedTransaction(db, async (tx): Promise<{ reply: Reply<M> } | { pending: true }> => {
      const ledger = ledgerQueries(tx);
      const guarded = guard ? await guard(tx, keyClaim) : { value: undefined as G, claimed: false };
      const claim = guarded.claimed ? ({ claimed: true } as const) : await ledger.claimKey(keyClaim);
      if (!claim.claimed) {
        if (claim.route !== input.route || claim.requestHash !== requestHash) {
          throw new AppError('conflict', IDEMPOTENCY_MESSAGES.reused);
        }
        // Claimed by a request still waiting for the provider (or one that died there): take it up below.
        if (claim.reply.statusCode === 0) return { pending: true };
        // Stored as JSON by this route's work or finisher, so one of M's replies (the column cannot say so).
        return { reply: claim.reply as Reply<M> };
      }
      let kept: Reply<M> | null = null;
      const keep = (reply: Reply<M>) => {
        kept = reply;
        return ledger.replyWrite(input.userId, input.key, reply);
      };
      const out = await work(tx, ledger, guarded.value, keep);
      if (!isProviderPlan(out)) {
        if (out !== kept) await ledger.storeReply(input.userId, input.key, out);
        return { reply: out };
      }
      if (out.subject && (await subjectPending(tx, out.subject))) {
        throw new AppError('conflict', PROVIDER_ATTEMPT_MESSAGES.inProgress);
      }
      // The transaction's last statement: COMMIT goes out with it (the guard's locks are held one round trip less).
      await commitWith(tx, () =>
        moneyStepsQueries(tx).insertAttempts(
          out.calls.map(({ purpose, call }) => ({
            id: newId(),
            userId: input.userId,
            key: input.key,
            purpose,
            provider: provider.name,
            providerKey: providerKey(input.userId, input.key, purpose),
            operation: call.operation,
            amountCents: call.input.amountCents,
            subject: out.subject,
            finisher: out.finisher,
            input: call.input as unknown as Record<string, unknown>,
            data: out.data,
          })),
        ),
      );
      return { pending: true };
    });
    if ('reply' in first) return first.reply;
    const reply = await drive(input.userId, input.key);
    if (reply) return reply as Reply<M>; // this route's finisher answered it, as above
    // Given up between our claim and now (the provider never got it): the key is free; start once more.
    if (retried) throw new AppError('unavailable', PROVIDER_ATTEMPT_MESSAGES.noAnswer);
    return run(input, work, guard, true);
  }

  return {
    run,

    /** Names the code that finishes a plan; every process registers the same ones while the app builds. */
    register(name: string, finisher: Finisher) {
      finishers.set(name, finisher);
    },

    /**
     * Settles requests that died between the provider call and their finish: attempts pending and untouched
     * for `olderThanMs`. For each request it asks the provider about every call by its idempotency key: all
     * found, it finishes the request with those answers (ledger, reply), exactly as the request would have; none
     * found, it gives the request up and frees its key; some found (a payout's several transfers), it makes the
     * missing calls with their keys and finishes. Run at start-up and every minute (payments.jobs.ts).
     */
    async recover(options: { olderThanMs?: number; limit?: number } = {}): Promise<RecoveryResult> {
      const cutoff = new Date(Date.now() - (options.olderThanMs ?? RECOVER_AFTER_MS));
      const result: RecoveryResult = { finished: 0, abandoned: 0, skipped: 0, failed: 0 };
      const stale = await q.stalePendingRequests(cutoff, options.limit ?? 100);
      for (const { userId, key } of stale) {
        try {
          // Take it up: a request that takes it up after this makes recovery back off at the finish.
          const leaseAt = new Date();
          const rows = await q.leaseStale(userId, key, cutoff, leaseAt);
          if (rows.length === 0) {
            result.skipped++;
            continue;
          }
          const answers = new Map<string, ProviderOutcome>();
          const missing: AttemptRow[] = [];
          for (const row of rows) {
            const found = await provider.lookup(callOf(row), row.providerKey);
            if (found) answers.set(row.id, found);
            else missing.push(row);
          }
          if (answers.size === 0) {
            if (await abandon(userId, key, leaseAt)) result.abandoned++;
            else result.skipped++;
            continue;
          }
          for (const row of missing) answers.set(row.id, await callProvider(provider, callOf(row), row.providerKey));
          if (await finish(userId, key, answers, leaseAt)) result.finished++;
          else result.skipped++;
        } catch (err) {
          result.failed++;
          log?.error({ err, userId, key }, 'could not settle a pending provider attempt');
        }
      }
      return result;
    },

    /** Pending attempts, for tests and metrics. */
    pendingCount(): Promise<number> {
      return q.pendingCount();
    },
  };
}
export type MoneySteps = ReturnType<typeof createMoneySteps>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's money steps: recovery of pending provider attempts runs through it (decision 036). */
    moneySteps: MoneySteps;
  }
}
