import { HealthResponse } from '@pulse/domain/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
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
};
