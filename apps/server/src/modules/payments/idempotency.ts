import type { IncomingHttpHeaders } from 'node:http';
import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, isValidIdempotencyKey } from '@pulse/domain/deals';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../../plugins/viewer';

/** The Idempotency-Key every money-moving request carries (DESIGN 5.4). */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string {
  const raw = headers[IDEMPOTENCY_HEADER];
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

/**
 * A money route's `config.viewer`: optional, because moneyCaller checks the Idempotency-Key before the session
 * (a request without a key has always been a 400 before one without a session is a 401), and a required viewer
 * would answer 401 before the handler reads the key.
 */
export const moneyViewer = 'optional';

/** A money step's Idempotency-Key, then its caller: 400 without a key, then 401 without a session. */
export function moneyCaller(headers: IncomingHttpHeaders, viewer: Viewer | null): { key: string; userId: string } {
  const key = idempotencyKeyOf(headers);
  if (!viewer) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
  return { key, userId: viewer.id };
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
