import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, isValidIdempotencyKey } from '@pulse/domain/deals';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

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
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Each status a money step may answer with, mapped to its body: `{ 201: TipResponse; 402: ErrorBody }`. */
export type ReplyMap = { [status: number]: unknown };

/**
 * A money step's answer, stored with its Idempotency-Key so a repeat gets the same one: one of `M`'s statuses
 * with that status's body. The route sends `statusCode` and `body` as they are, and the type provider checks
 * both against the route's response map.
 */
export type Reply<M extends ReplyMap> = { [S in keyof M & number]: { statusCode: S; body: M[S] } }[keyof M & number];

/** The provider's own idempotency key for one of our requests (unique per user and key, and per purpose). */
export function providerKey(userId: string, key: string, purpose: string): string {
  return `${userId}:${key}:${purpose}`;
}
