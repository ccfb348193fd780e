import { PAGE_DATA_ELEMENT_ID } from '@pulse/domain/page-data';
import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';

/** How long the answers a page was rendered with count as fresh: hydrating never asks for them again at once. */
const SERVER_FRESH_MS = 30_000;

/** The queries the server rendered the page with, and when they arrived, while their data is still the server's. */
const fromServer = new Map<string, number>();

/**
 * Puts the query state the server rendered the page with (decision 039) into the cache, as if just fetched,
 * and removes the element. Returns false when the page carries none or it is unreadable: the app then asks.
 */
export function hydratePageData(client: QueryClient): boolean {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent ?? '') as DehydratedState;
    if (!Array.isArray(state?.queries)) return false;
  } catch {
    return false;
  }
  // The server's clock is not the browser's: freshness counts from now.
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(client, state);
  for (const query of state.queries) fromServer.set(query.queryHash, now);
  return true;
}

/** The default stale time: the page's own answers stay fresh for a while, everything else as before (0). */
export function pageDataStaleTime(query: Query): number {
  return fromServer.get(query.queryHash) === query.state.dataUpdatedAt ? SERVER_FRESH_MS : 0;
}
