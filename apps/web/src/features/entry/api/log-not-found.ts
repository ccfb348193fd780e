import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/client-log/not-found: records a path that matched no screen (spec: "the path is logged").
 * Fire and forget for the visitor, but a failure is reported in the console, not swallowed.
 */
export function logNotFound(path: string): void {
  apiRequest<unknown>('/api/client-log/not-found', { method: 'POST', body: { path } }).catch((error: unknown) => {
    console.warn('Could not log the not-found path', path, error);
  });
}
