import { DEAL_MESSAGES } from '@pulse/domain/deals';
import { escrowAccount } from '@pulse/domain/ledger';
import { PROVIDER_ATTEMPT_MESSAGES } from '@pulse/domain/payments';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { idempotencyKeys, payments, providerAttempts, sandboxProviderCalls } from '../src/db/schema/ledger';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import { testAccounts } from './helpers/accounts';
import { briefBody, keyed, ledgerBalance, newKey } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Decision 036: no database lock is held while the payment provider answers, and a request that dies between
 * the provider's answer and its finish is settled once by recovery. Runs on PGlite (one connection: any
 * transaction left open across the call would stall every other query) and on PostgreSQL.
 */

/** What the wrapped provider does with a call whose idempotency key contains a marked request's key. */
type Behaviour = { kind: 'hold'; release: Promise<void> } | { kind: 'lose-answer' } | { kind: 'never-arrives' };
const behaviours = new Map<string, Behaviour>();
/** Calls that reached the real (sandbox) provider, by idempotency key. */
const made: string[] = [];

function behaviourOf(idempotencyKey: string): Behaviour | undefined {
  for (const [key, b] of behaviours) if (idempotencyKey.includes(`:${key}:`)) return b;
  return undefined;
}

/** The sandbox, with calls of marked requests held until released, answered but lost, or lost on the way. */
function testProvider(real: PaymentProvider): PaymentProvider {
  async function around<T>(idempotencyKey: string, call: () => Promise<T>): Promise<T> {
    const b = behaviourOf(idempotencyKey);
    if (b?.kind === 'never-arrives') throw new Error('connect ECONNREFUSED (simulated)');
    if (b?.kind === 'hold') await b.release;
    const result = await call();
    made.push(idempotencyKey);
    // The provider did it; the answer never reached us (a crash or a dropped connection right after).
    if (b?.kind === 'lose-answer') throw new Error('socket hang up (simulated)');
    return result;
  }
  return {
    ...real,
    charge: (input) => around(input.idempotencyKey, () => real.charge(input)),
    refund: (input) => around(input.idempotencyKey, () => real.refund(input)),
    transfer: (input) => around(input.idempotencyKey, () => real.transfer(input)),
    lookup: (call, key) => real.lookup(call, key),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ wrapPaymentProvider: testProvider, providerTimeoutMs: 1_500 });
});
afterAll(() => t.close());

const { client, partner } = testAccounts(() => t, { ip: '10.36', partner: { name: 'Riley' } });

async function postedBrief(c: Client) {
  const res = await c.post('/api/project-briefs', briefBody);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { brief: { id: string }; deal: { id: string; amountCents: number } };
}

const fund = (c: Client, briefId: string, key = newKey()) =>
  keyed(c, `/api/project-briefs/${briefId}/fund`, { paymentMethod: 'pm_card_visa' }, key);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Resolves with the value, or with 'timeout' after `ms`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T | 'timeout'> {
  return Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);
}

async function attemptsOf(userId: string, key: string) {
  return t.database.db
    .select()
    .from(providerAttempts)
    .where(and(eq(providerAttempts.userId, userId), eq(providerAttempts.key, key)));
}

async function succeededCharges(dealId: string) {
  return t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')));
}

async function unbalanced() {
  const result = await t.database.db.execute(
    sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
  );
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('a provider call holds no database lock', () => {
  it('while one deal waits for a slow provider, its reads, other deals and other requests go on', async () => {
    const riley = await partner();
    const slow = await postedBrief(riley.c);
    const other = await partner();
    const quick = await postedBrief(other.c);

    const gate = deferred();
    const key = newKey();
    behaviours.set(key, { kind: 'hold', release: gate.promise });
    const pending = fund(riley.c, slow.brief.id, key);
    // Wait until the first request has recorded its attempt and is waiting on the provider.
    for (let i = 0; i < 100 && (await attemptsOf(riley.id, key)).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await attemptsOf(riley.id, key)).map((a) => a.status)).toEqual(['pending']);

    // The deal itself reads at once (on PGlite any open transaction would hold this query back).
    const read = await within(1_000, riley.c.get(`/api/deals/${slow.deal.id}`));
    expect(read === 'timeout' ? 'timeout' : read.statusCode).toBe(200);
    if (read !== 'timeout') expect(read.json().deal.status).toBe('posted');
    // Another partner's deal funds while the first charge is still out.
    const funded = await within(5_000, fund(other.c, quick.brief.id));
    expect(funded === 'timeout' ? 'timeout' : funded.statusCode).toBe(200);
    // A second request on the same deal (another key, a double-click) is refused at once, never charged.
    const twice = await within(1_000, fund(riley.c, slow.brief.id));
    expect(twice === 'timeout' ? 'timeout' : twice.statusCode).toBe(409);
    if (twice !== 'timeout') expect(twice.json().error.message).toBe(PROVIDER_ATTEMPT_MESSAGES.inProgress);

    gate.resolve();
    const first = await pending;
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().deal.status).toBe('funded');
    expect((await attemptsOf(riley.id, key)).map((a) => a.status)).toEqual(['succeeded']);
    expect(await succeededCharges(slow.deal.id)).toHaveLength(1);
    expect(await ledgerBalance(t.database.db, escrowAccount(slow.deal.id))).toBe(slow.deal.amountCents);
    // Now funded: another key is the usual conflict.
    expect((await fund(riley.c, slow.brief.id)).json().error.message).toBe(DEAL_MESSAGES.alreadyFunded);
    behaviours.delete(key);
  });

  it('a provider that does not answer in time gets 503; the same request then finishes it once', async () => {
    const riley = await partner();
    const { brief, deal } = await postedBrief(riley.c);
    const gate = deferred();
    const key = newKey();
    behaviours.set(key, { kind: 'hold', release: gate.promise });
    const late = await fund(riley.c, brief.id, key);
    expect(late.statusCode).toBe(503);
    expect(late.json().error.message).toBe(PROVIDER_ATTEMPT_MESSAGES.noAnswer);
    expect((await attemptsOf(riley.id, key)).map((a) => a.status)).toEqual(['pending']);
    // The provider gets to it after all.
    gate.resolve();
    behaviours.delete(key);
    await new Promise((r) => setTimeout(r, 50));

    const retried = await fund(riley.c, brief.id, key);
    expect(retried.statusCode, retried.body).toBe(200);
    const again = await fund(riley.c, brief.id, key);
    expect(again.json()).toEqual(retried.json());
    expect(await succeededCharges(deal.id)).toHaveLength(1);
    expect(await ledgerBalance(t.database.db, escrowAccount(deal.id))).toBe(deal.amountCents);
    expect(await unbalanced()).toEqual([]);
  });
});

describe('recovery of a request that died between the provider call and its finish', () => {
  it('finishes it exactly once from the provider’s record: ledger balanced, reply stored, replay answers it', async () => {
    const riley = await partner();
    const { brief, deal } = await postedBrief(riley.c);
    const key = newKey();
    behaviours.set(key, { kind: 'lose-answer' });
    const died = await fund(riley.c, brief.id, key);
    behaviours.delete(key);
    expect(died.statusCode).toBe(503);
    // The provider charged; we recorded nothing but the pending attempt and the key's claim.
    const [attempt] = await attemptsOf(riley.id, key);
    expect(attempt?.status).toBe('pending');
    expect(made).toContain(attempt?.providerKey);
    expect(await succeededCharges(deal.id)).toHaveLength(0);
    const [claim] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, riley.id), eq(idempotencyKeys.key, key)));
    expect(claim?.statusCode).toBe(0);

    // Left alone while recent (a request may still be waiting on the provider).
    expect((await t.app.moneySteps.recover()).finished).toBe(0);
    const first = await t.app.moneySteps.recover({ olderThanMs: 0 });
    expect(first.finished).toBeGreaterThanOrEqual(1);
    const second = await t.app.moneySteps.recover({ olderThanMs: 0 });
    expect(second).toMatchObject({ finished: 0, abandoned: 0, failed: 0 });

    const [settled] = await attemptsOf(riley.id, key);
    expect(settled).toMatchObject({ status: 'succeeded' });
    expect(settled?.providerRef).toBeTruthy();
    const charges = await succeededCharges(deal.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.providerRef).toBe(settled?.providerRef);
    expect(await ledgerBalance(t.database.db, escrowAccount(deal.id))).toBe(deal.amountCents);
    expect(await unbalanced()).toEqual([]);

    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, riley.id), eq(idempotencyKeys.key, key)));
    expect(stored?.statusCode).toBe(200);
    const replay = await fund(riley.c, brief.id, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(stored?.response);
    expect(replay.json().deal.status).toBe('funded');
    // One charge at the provider, whatever was retried.
    const calls = await t.database.db
      .select()
      .from(sandboxProviderCalls)
      .where(eq(sandboxProviderCalls.providerKey, settled?.providerKey as string));
    expect(calls).toHaveLength(1);
  });

  it('gives up a request whose call never reached the provider and frees its key for a retry', async () => {
    const riley = await partner();
    const { brief, deal } = await postedBrief(riley.c);
    const key = newKey();
    behaviours.set(key, { kind: 'never-arrives' });
    expect((await fund(riley.c, brief.id, key)).statusCode).toBe(503);
    behaviours.delete(key);
    // Another key is refused while the attempt is pending: the deal is reserved for it.
    expect((await fund(riley.c, brief.id)).statusCode).toBe(409);

    const result = await t.app.moneySteps.recover({ olderThanMs: 0 });
    expect(result.abandoned).toBeGreaterThanOrEqual(1);
    expect(await attemptsOf(riley.id, key)).toEqual([]);
    const [givenUp] = await t.database.db
      .select()
      .from(providerAttempts)
      .where(and(eq(providerAttempts.userId, riley.id), sql`${providerAttempts.key} like ${`${key}#given-up:%`}`));
    expect(givenUp?.status).toBe('failed');
    expect(await succeededCharges(deal.id)).toHaveLength(0);

    // The key is free again: the same request now does the work, once.
    const retried = await fund(riley.c, brief.id, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await succeededCharges(deal.id)).toHaveLength(1);
    expect(await ledgerBalance(t.database.db, escrowAccount(deal.id))).toBe(deal.amountCents);
  });

  it('settles a tip whose answer was lost, the same way', async () => {
    const fan = client();
    expect((await fan.post('/api/me/role', { role: 'fan' })).statusCode).toBe(200);
    const fanId = (await fan.get('/api/me')).json().user.id as string;
    const creative = client();
    expect((await creative.post('/api/me/role', { role: 'creator' })).statusCode).toBe(200);
    const creatorId = (await creative.get('/api/me')).json().user.id as string;
    await t.database.db.update(user).set({ creatorStatus: 'approved', name: 'Ava' }).where(eq(user.id, creatorId));

    const key = newKey();
    behaviours.set(key, { kind: 'lose-answer' });
    const tip = { amountCents: 500, paymentMethod: 'pm_card_visa' };
    expect((await keyed(fan, `/api/creators/${creatorId}/tips`, tip, key)).statusCode).toBe(503);
    behaviours.delete(key);
    expect((await attemptsOf(fanId, key)).map((a) => a.status)).toEqual(['pending']);

    await t.app.moneySteps.recover({ olderThanMs: 0 });
    await t.app.moneySteps.recover({ olderThanMs: 0 });
    const replay = await keyed(fan, `/api/creators/${creatorId}/tips`, tip, key);
    expect(replay.statusCode).toBe(201);
    const earnings = (await creative.get('/api/me/earnings')).json();
    // Recovered with the fee the request would have recorded (the sandbox's schedule: 45 cents of $5).
    expect(earnings.tipsCents).toBe(455);
    expect(await unbalanced()).toEqual([]);
  });
});
