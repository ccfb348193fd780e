import { HealthResponse, ReadyResponse } from '@pulse/domain/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { migrationState } from '../../db/migrate';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { viewer: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await database.ping();
      } catch (err) {
        ok = false;
        app.log.error({ err }, 'health: database ping failed');
      }
      const body: HealthResponse = {
        status: ok ? 'ok' : 'degraded',
        database: { driver: database.driver, ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );

  // Readiness apart from liveness (issue 20): a load balancer sends traffic only to an instance whose database
  // answers and carries every migration this code expects. While closing, Fastify itself answers 503.
  app.get(
    '/api/health/ready',
    {
      config: { viewer: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable and migrations applied',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      let reachable = true;
      try {
        await database.ping();
      } catch {
        reachable = false;
      }
      const migrations = reachable ? await migrationState(database) : { expected: 0, applied: 0 };
      // Shutting down (SIGTERM): out of rotation at once, while requests already sent are still answered.
      const draining = app.lifecycle.draining;
      const ready = !draining && reachable && migrations.applied >= migrations.expected;
      return reply.status(ready ? 200 : 503).send({ ready, draining, database: reachable, migrations });
    },
  );
};
