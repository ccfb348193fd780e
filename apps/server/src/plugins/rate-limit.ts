import rateLimit from '@fastify/rate-limit';
import { RATE_LIMIT_MESSAGE } from '@pulse/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Counters, createMemoryCounters, createRedisCounters } from './counters';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Expiring counters shared by every instance (Redis) for limits that grow, such as sign-in locks. */
    counters: Counters;
  }
}

/**
 * Limits are declared per route (config.rateLimit); growing limits use `app.counters`. Counters live in Redis
 * when REDIS_URL is set, so several app instances share them; in memory otherwise.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string }) => {
  let redis: import('ioredis').Redis | undefined;
  if (opts.redisUrl) {
    const { Redis } = await import('ioredis');
    // A connect under load can take more than a moment; ioredis reconnects by itself, so errors are logged.
    redis = new Redis(opts.redisUrl, { connectTimeout: 3_000, maxRetriesPerRequest: 1 });
    redis.on('error', (err) => app.log.warn({ err }, 'redis connection error; reconnecting'));
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  app.decorate('counters', redis ? createRedisCounters(redis) : createMemoryCounters());
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so a limit can key on the e-mail being tried.
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'pulse-rl:' } : {}),
    errorResponseBuilder: (_request, context) => {
      const body = errorBody('rate_limited', RATE_LIMIT_MESSAGE);
      return Object.assign(new Error(RATE_LIMIT_MESSAGE), { statusCode: context.statusCode, body });
    },
  });
});

/**
 * Counts per session user rather than per address: everyone behind one campus network shares an IP, and a
 * guest who clears cookies gets a new session but the same address (the IP is the fallback without one).
 */
export function perSessionKey(name: string) {
  return async (request: FastifyRequest): Promise<string> => {
    const viewer = await request.sessionUser();
    return `${name}:${viewer ? `u:${viewer.id}` : `ip:${request.ip}`}`;
  };
}
