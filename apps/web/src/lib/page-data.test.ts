import { PAGE_DATA_ELEMENT_ID } from '@pulse/domain/page-data';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { hydratePageData, pageDataStaleTime } from './page-data';

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

/** The state a server's query client holds once it has the answers, as it puts them in the page. */
function serverState(answers: Record<string, unknown>) {
  const server = new QueryClient();
  for (const [key, data] of Object.entries(answers)) server.setQueryData([key], data, { updatedAt: 1_000 });
  return JSON.stringify(dehydrate(server));
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('the answers the server rendered the page with (decision 039)', () => {
  it('fills the cache once, removes the element, and holds the answers fresh so hydrating asks for nothing', () => {
    embed(serverState({ me: { user: null }, creator: { name: 'Maya Lin' } }));
    const client = new QueryClient();
    expect(hydratePageData(client)).toBe(true);
    expect(client.getQueryData(['creator'])).toEqual({ name: 'Maya Lin' });
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();

    const query = client.getQueryCache().find({ queryKey: ['creator'] });
    if (!query) throw new Error('no query');
    // Counted from the browser's clock, not the server's.
    expect(query.state.dataUpdatedAt).toBeGreaterThan(1_000);
    expect(pageDataStaleTime(query)).toBe(30_000);
    // Once the app has fetched it afresh, the usual rule (stale at once) applies again.
    client.setQueryData(['creator'], { name: 'Maya Lin, updated' }, { updatedAt: query.state.dataUpdatedAt + 1 });
    expect(pageDataStaleTime(query)).toBe(0);
    // A second call finds nothing: the element was read once.
    expect(hydratePageData(new QueryClient())).toBe(false);
  });

  it('leaves the cache empty when the page carries nothing readable', () => {
    const client = new QueryClient();
    expect(hydratePageData(client)).toBe(false);
    embed('{not json');
    expect(hydratePageData(client)).toBe(false);
    embed(JSON.stringify({ something: 'else' }));
    expect(hydratePageData(client)).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
