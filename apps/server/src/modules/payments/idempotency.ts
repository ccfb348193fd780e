import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, isValidIdempotencyKey } from '@pulse/domain/deals';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type KeyClaim, type LedgerQueries, ledgerQueries, type StoredReply } from './ledger.repository';

/** The Idempotency-Key every money-moving request carries (DESIGN 5.4). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') {
    throw new AppError('bad_request', IDEMPOTENCY_MESSAGES.required, {
      'Idempotency-Key': IDEMPOTENCY_MESSAGES.required,
    });
  }
  if (!isValidIdempotencyKey(key)) {
    throw new AppError('bad_request', IDEMPOTENCY_MESSAGES.invalid, {
      'Idempotency-Key': IDEMPOTENCY_MESSAGES.invalid,
    });
  }
  return key;
}

/** JSON with sorted keys, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface Reply<T> {
  statusCode: number;
  body: T;
}

/**
 * Runs a money movement once per (user, key): in one database transaction it claims the key, does the work
 * and stores the reply, so a crash leaves both or neither. A repeat of the key with the same request gets the
 * stored reply without doing anything; with a different request it is refused. Work that throws rolls back
 * and frees the key for a retry.
 *
 * `guard` runs first in the same transaction, before the key is looked at: what it refuses (a stranger's
 * 404) is refused whatever the key, and what it locks and reads is handed to `work` without a second read.
 * Its statement may claim the key too (claimKeySql) and say whether it did: a key it could not claim (a
 * replay) is looked up as usual, and one it claimed for a request it then refuses is freed by the rollback.
 */
export async function runIdempotent<T, G = undefined>(
  db: Db,
  input: { userId: string; key: string; route: string; request: unknown },
  work: (tx: Db, ledger: LedgerQueries, guarded: G) => Promise<Reply<T>>,
  guard?: (tx: Db, claim: KeyClaim) => Promise<{ value: G; claimed: boolean }>,
): Promise<Reply<T>> {
  const requestHash = createHash('sha256').update(stableJson(input.request)).digest('hex');
  const keyClaim: KeyClaim = { userId: input.userId, key: input.key, route: input.route, requestHash };
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const ledger = ledgerQueries(tx);
    const guarded = guard ? await guard(tx, keyClaim) : { value: undefined as G, claimed: false };
    const claim = guarded.claimed ? ({ claimed: true } as const) : await ledger.claimKey(keyClaim);
    if (!claim.claimed) {
      if (claim.route !== input.route || claim.requestHash !== requestHash || claim.reply.statusCode === 0) {
        throw new AppError('conflict', IDEMPOTENCY_MESSAGES.reused);
      }
      return claim.reply as Reply<T>;
    }
    const reply = await work(tx, ledger, guarded.value);
    await ledger.storeReply(input.userId, input.key, reply as StoredReply);
    return reply;
  });
}

/** The provider's own idempotency key for one of our requests (unique per user and key, and per purpose). */
export function providerKey(userId: string, key: string, purpose: string): string {
  return `${userId}:${key}:${purpose}`;
}
