import { type DefaultedQueryObserverOptions, QueryClient, skipToken } from '@tanstack/react-query';

/**
 * A query client for rendering on the server (decision 039). React's server render builds each screen's queries
 * but never runs them; this client notes every query a render asked for, so the renderer can fetch the ones
 * still unanswered and render again. No retries: a failed answer sends the page to the browser to render.
 */
export function createRecordingQueryClient() {
  // Fresh for the whole render, as the browser holds the same answers fresh when it hydrates (lib/page-data.ts):
  // a stale answer would render as being fetched again, and the markup would not match.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const asked = new Map<string, DefaultedQueryObserverOptions>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    if (typeof defaulted.queryFn === 'function')
      asked.set(defaulted.queryHash, defaulted as DefaultedQueryObserverOptions);
    return defaulted;
  }) as typeof client.defaultQueryOptions;

  /** The queries the last render asked for that are enabled and have no answer yet; forgets them all. */
  function takeUnanswered(): DefaultedQueryObserverOptions[] {
    const unanswered: DefaultedQueryObserverOptions[] = [];
    for (const [hash, options] of asked) {
      const query = client.getQueryCache().get(hash);
      if (query?.state.status !== 'pending' || options.queryFn === skipToken) continue;
      const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
      if (enabled !== false) unanswered.push(options);
    }
    asked.clear();
    return unanswered;
  }

  return { client, takeUnanswered };
}
