import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { pageDataStaleTime } from '../lib/page-data';

/** Retries only what can heal by itself: network failures and 5xx answers, twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Every refresh after a write reads after it. Invalidating a query whose first read is still in flight joins that
 * read instead of starting another (TanStack restarts only reads of queries that already hold data), and that read
 * may have been answered before the write: a Save pressed while the library loaded stayed "Save". Such reads are
 * dropped first, so the invalidation starts a fresh one.
 */
class FreshAfterWriteClient extends QueryClient {
  override async invalidateQueries(filters: InvalidateQueryFilters = {}, options?: InvalidateOptions): Promise<void> {
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === 'fetching' &&
        (filters.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new FreshAfterWriteClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: pageDataStaleTime },
      mutations: { retry: false },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
