import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What follows a request through its async work: jobs it queues carry its id into their logs (issue 20). */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request (or job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Ids a proxy or client may pass on: printable, no spaces, short enough for a log line. */
const INCOMING_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: an incoming X-Request-Id (set by the load balancer, or a caller tracing a call) is
 * kept when it looks like an id; anything else gets a fresh UUID, so a forged header cannot break log lines.
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const header = req.headers['x-request-id'];
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}
