import { PAGE_DATA_ELEMENT_ID } from '@pulse/domain/page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

/** A fresh copy of the module: it reads the element once per page load. */
async function load() {
  vi.resetModules();
  return import('./page-data');
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('answers the server put in the page', () => {
  it('answers the first request for a path once, then leaves later ones to the API', async () => {
    embed(JSON.stringify({ '/api/creators/maya-lin': { name: 'Maya Lin' }, '/api/me': { user: null } }));
    const { takePageData } = await load();
    expect(takePageData('/api/creators/maya-lin')).toEqual({ name: 'Maya Lin' });
    expect(takePageData('/api/creators/maya-lin')).toBeUndefined();
    expect(takePageData('/api/creators/other')).toBeUndefined();
    expect(takePageData('/api/me')).toEqual({ user: null });
    // Read once and removed, so the DOM does not carry it for the life of the app.
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('ignores answers that are unreadable or older than the page’s first half minute', async () => {
    embed('{not json');
    expect((await load()).takePageData('/api/me')).toBeUndefined();

    embed(JSON.stringify({ '/api/me': { user: null } }));
    vi.stubGlobal('performance', { now: () => 31_000 });
    expect((await load()).takePageData('/api/me')).toBeUndefined();
  });
});
