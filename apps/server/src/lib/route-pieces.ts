/**
 * What route declarations share (issue 23 item 1): path params, rate limits and the error part of a response
 * map. One definition each, so a route reads as what is particular to it and a rule (how an id is checked,
 * what a read may cost) changes in one place.
 */
import { type ERROR_STATUS, ErrorBody } from '@pulse/domain/errors';
import { z } from 'zod';
import { perSessionKey } from '../plugins/rate-limit';

// ---- Params -------------------------------------------------------------------------------------------------

/** An id in a path or query: trimmed, so a blank one is a 400 rather than a lookup. */
export const Id = z.string().trim().min(1).max(100);
/** `/:id`; routes with more params extend it (`IdParams.extend({ applicationId: Id })`). */
export const IdParams = z.object({ id: Id });
/** `/:id` taken exactly as sent (not trimmed): the admin queue and creator avatars have always taken it so. */
export const RawIdParams = z.object({ id: z.string().min(1).max(100) });
/** A media file's or a snippet's id (the upload routes), as sent and at most 64 characters. */
export const UploadIdParams = z.object({ id: z.string().min(1).max(64) });
/** The Idempotency-Key header of a money-moving request; `idempotencyKeyOf` answers 400 without it. */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().optional().describe('Required: a unique key per money-moving request'),
});

// ---- Rate limits (config.rateLimit; plugins/rate-limit.ts) --------------------------------------------------

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
  keyGenerator?: ReturnType<typeof perSessionKey>;
}

const MINUTE = 60_000;

/**
 * `max` requests a minute on one route from one person: the signed-in account, or the address when nobody is
 * signed in. A campus network puts thousands of students behind one address; counted per address, one busy
 * club would use up everyone's reads and writes.
 */
export function perMinute(max: number): RouteRateLimit {
  return { max, timeWindow: MINUTE, keyGenerator: perSessionKey('route') };
}

/**
 * `max` requests a minute on one route per session user (the address without one), counted under `name`:
 * the name keeps the count apart from the route's other limits and reads well in Redis.
 */
export function perSession(name: string, max: number): RouteRateLimit {
  return { max, timeWindow: MINUTE, keyGenerator: perSessionKey(name) };
}

/**
 * The limits several modules use, by how often a person repeats the action (per person, `perMinute`); a limit
 * only one route has stays named in its own file.
 */
export const limits = {
  /** What a screen reads as it loads and refreshes. */
  read: perMinute(240),
  /** Reads held to half that: the taste map, a drawn share card, the payout account, Lou's saved chats. */
  slowRead: perMinute(120),
  /** Writes a person makes in quick runs: co-signs, playlist edits, each of Lou's phrased replies. */
  quickWrite: perMinute(60),
  /** Writes a person makes one by one: posting, saving, joining, publishing. */
  write: perMinute(30),
  /** Forms sent now and then: an application, a conversation or brief saved from Lou. */
  submit: perMinute(20),
  /** A few a minute: a video preview (each one a provider call) and The Signal. */
  slowWrite: perMinute(10),
} as const;

// ---- Responses ----------------------------------------------------------------------------------------------

/** The statuses an error answers with (DESIGN 4), and 402 for a payment the provider declined. */
export type ErrorStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS] | 402;

/**
 * The error part of a response map, every status with the one error body: `{ 200: X, ...errors(401, 404) }`.
 * The statuses stay listed per route, so OpenAPI shows which errors each one answers with.
 */
export function errors<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBody> {
  const map = {} as Record<S, typeof ErrorBody>;
  for (const status of statuses) map[status] = ErrorBody;
  return map;
}
