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

export interface Reply<T> {
  statusCode: number;
  body: T;
}

/** The provider's own idempotency key for one of our requests (unique per user and key, and per purpose). */
export function providerKey(userId: string, key: string, purpose: string): string {
  return `${userId}:${key}:${purpose}`;
}
