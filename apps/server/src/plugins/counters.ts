import type { Redis } from 'ioredis';

/**
 * Expiring counters for limits that need more than a fixed window (sign-in locks that grow). In Redis when
 * REDIS_URL is set, so every instance sees the same counts; in memory otherwise (one instance: PGlite).
 */
export interface Counters {
  /** Adds one and returns the new count; the count expires `ttlSeconds` after this call. */
  hit(key: string, ttlSeconds: number): Promise<number>;
  /** The current count, 0 when the key is not there. */
  count(key: string): Promise<number>;
  /** Sets a flag for `ttlSeconds` (a lock). */
  set(key: string, ttlSeconds: number): Promise<void>;
  /** Seconds left on a key, or 0 when it is not there. */
  secondsLeft(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}

export function createRedisCounters(redis: Redis, prefix = 'pulse-c:'): Counters {
  return {
    async hit(key, ttlSeconds) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, ttlSeconds)
        .exec()) as [[Error | null, number]];
      return count;
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async set(key, ttlSeconds) {
      await redis.set(prefix + key, '1', 'EX', ttlSeconds);
    },
    async secondsLeft(key) {
      return Math.max(0, await redis.ttl(prefix + key));
    },
    async remove(key) {
      await redis.del(prefix + key);
    },
  };
}

/** At most `maxEntries` keys; expired ones go first, then the oldest, so a flood cannot grow memory. */
export function createMemoryCounters(maxEntries = 100_000, now = () => Date.now()): Counters {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const put = (key: string, count: number, ttlSeconds: number) => {
    entries.delete(key);
    if (entries.size >= maxEntries) {
      for (const [k, e] of entries) if (e.expiresAt <= now()) entries.delete(k);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, { count, expiresAt: now() + ttlSeconds * 1000 });
  };
  return {
    async hit(key, ttlSeconds) {
      const count = (live(key)?.count ?? 0) + 1;
      put(key, count, ttlSeconds);
      return count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async set(key, ttlSeconds) {
      put(key, 1, ttlSeconds);
    },
    async secondsLeft(key) {
      const e = live(key);
      return e ? Math.ceil((e.expiresAt - now()) / 1000) : 0;
    },
    async remove(key) {
      entries.delete(key);
    },
  };
}
