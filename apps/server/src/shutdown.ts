import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export interface ShutdownOptions {
  /** Readiness answers 503 this long before the listener closes (the load balancer's notice). */
  drainMs: number;
  /** The whole shutdown's bound: past it the process exits 1. */
  timeoutMs: number;
  exit?: (code: number) => void;
}

/**
 * A graceful stop (issue 20), for SIGTERM from an orchestrator:
 * 1. readiness turns 503 (`lifecycle.draining`) while every request is still served, for `drainMs`;
 * 2. `app.close()`: event streams are told to reconnect (elsewhere) and ended, the listener stops taking
 *    connections (new requests on kept-alive ones get 503), requests in flight finish, the job runner lets
 *    running jobs finish (pg-boss graceful stop), the realtime listener and Redis close;
 * 3. the database pool closes and the process exits 0 — or 1 when `timeoutMs` passes first (a job cut short
 *    is retried by another instance once its lease expires).
 */
export function createShutdown(app: FastifyInstance, database: Database, options: ShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing: Promise<void> | null = null;
  return (signal: string, drainMs = options.drainMs): Promise<void> => {
    if (closing) return closing;
    const began = performance.now();
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs, timeoutMs: options.timeoutMs }, 'shutting down: readiness answers 503');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown took too long; exiting');
      exit(1);
    }, options.timeoutMs);
    force.unref();
    closing = (async () => {
      try {
        if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
        await app.close();
        await database.close();
        app.log.info({ ms: Math.round(performance.now() - began) }, 'shut down');
        clearTimeout(force);
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        clearTimeout(force);
        exit(1);
      }
    })();
    return closing;
  };
}
