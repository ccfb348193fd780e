import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/health/ready: whether this instance should get traffic (database reachable, migrations applied). */
export const ReadyResponse = z.object({
  ready: z.boolean(),
  /** The instance is shutting down: still answering, taking no new traffic. */
  draining: z.boolean(),
  database: z.boolean(),
  migrations: z.object({ expected: z.number().int(), applied: z.number().int() }),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
