import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyOnView } from './lazy-on-view';

function Reviews({ count }: { count: number }) {
  const [all, setAll] = useState(false);
  return all ? (
    <p>All {count} reviews</p>
  ) : (
    <button type="button" onClick={() => setAll(true)}>
      Show all {count} reviews
    </button>
  );
}

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class TestObserver {
  static all: TestObserver[] = [];
  targets: Element[] = [];
  constructor(readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static scrollTo() {
    for (const o of TestObserver.all) if (o.targets.length > 0) o.report([{ isIntersecting: true }]);
  }
}

/** A page as the server sends it: the markup in a root marked as rendered. */
async function serverPage(element: React.ReactElement) {
  const html = renderToString(element);
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-server-rendered', '');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

beforeEach(() => {
  TestObserver.all = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('lazyOnView', () => {
  it('keeps the server markup, loads the part only when it nears the screen, and then hydrates it', async () => {
    // The server has the part's code (it renders it whole); the browser's copy of the module starts without it.
    const Server = lazyOnView(async () => Reviews);
    await Server.preload();
    const root = await serverPage(<Server count={7} />);
    const loadInBrowser = vi.fn(async () => Reviews);
    const BrowserPart = lazyOnView(loadInBrowser);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(root, <BrowserPart count={7} />);
    });
    expect(loadInBrowser).not.toHaveBeenCalled();
    const button = root.querySelector('button');
    expect(button?.textContent).toBe('Show all 7 reviews');

    await act(async () => TestObserver.scrollTo());
    expect(loadInBrowser).toHaveBeenCalledTimes(1);
    // Hydrated, not rendered again: the same button, which now works.
    expect(root.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(root.textContent).toBe('All 7 reviews');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('presses again a press made before the part was loaded', async () => {
    const Server = lazyOnView(async () => Reviews);
    await Server.preload();
    const root = await serverPage(<Server count={3} />);
    const BrowserPart = lazyOnView(async () => Reviews);
    await act(async () => {
      hydrateRoot(root, <BrowserPart count={3} />);
    });

    await act(async () => root.querySelector('button')?.click());
    await vi.waitFor(() => expect(root.textContent).toBe('All 3 reviews'));
  });

  it('loads at once on a page the browser renders itself', async () => {
    const load = vi.fn(async () => Reviews);
    const Part = lazyOnView(load);
    render(<Part count={2} />);
    expect(await screen.findByRole('button', { name: 'Show all 2 reviews' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(TestObserver.all).toHaveLength(0);
  });
});
