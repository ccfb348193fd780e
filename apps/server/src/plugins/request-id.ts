import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestContext } from '../lib/request-context';

/**
 * Every response says which request it was (X-Request-Id, the id in every log line of the request: Fastify's
 * reqId), and the request's async work runs in its context, so a job it queues logs the same id.
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      requestContext.run({ requestId: request.id }, done);
    });
  },
  { name: 'request-id' },
);
