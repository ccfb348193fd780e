import type { Me } from '@pulse/domain/accounts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, testUser } from '../test/render-with-router';
import { Shell } from './shell';

const routes = [{ path: '/', element: <Shell />, children: [{ path: '*', element: <p>Screen</p> }] }];

function renderShellAt(path: string, user: Me | null) {
  return renderWithRouter(routes, { path, user });
}

function floatingNavLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Floating navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('floating navigation', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    vi.stubGlobal('scrollTo', vi.fn()); // ScrollRestoration; jsdom has no scrolling
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(['/start', '/start/creative', '/start/brand', '/onboarding', '/onboarding/explorer'])(
    'is hidden on %s',
    (path) => {
      renderShellAt(path, null);
      expect(screen.getByText('Screen')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Floating navigation' })).toBeNull();
    },
  );

  it('offers guests Choose Role, Home, Sign in and Sign up', () => {
    renderShellAt('/about', null);
    expect(floatingNavLabels()).toEqual(['Choose Role', 'Home', 'Sign in', 'Sign up']);
  });

  it('brings a guest who signs in or up from the navigation back to the page they were on', () => {
    renderShellAt('/creator/demo-1', null);
    const nav = screen.getByRole('navigation', { name: 'Floating navigation' });
    expect(within(nav).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?next=%2Fcreator%2Fdemo-1',
    );
    expect(within(nav).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?next=%2Fcreator%2Fdemo-1',
    );
  });

  it('shows an anonymous guest with a role that role’s items plus the account entries', () => {
    renderShellAt('/about', testUser({ role: 'fan', isGuest: true, email: null }));
    expect(floatingNavLabels()).toEqual(['Explore', 'Switch Role', 'Home', 'Sign in', 'Sign up']);
  });

  it.each([
    ['fan', ['Explore', 'Tab', 'Switch Role', 'Home']],
    ['creator', ['Dashboard', 'Deals', 'Switch Role', 'Home']],
    ['brand', ['Briefs', 'New Brief', 'Deals', 'Switch Role', 'Home']],
  ] as const)('shows a signed-in %s its items', (role, labels) => {
    renderShellAt('/faq', testUser({ role }));
    expect(floatingNavLabels()).toEqual([...labels]);
  });

  it('links each item to its destination and marks the current page', () => {
    renderShellAt('/', testUser({ role: 'creator' }));
    const nav = screen.getByRole('navigation', { name: 'Floating navigation' });
    expect(within(nav).getByRole('link', { name: 'Deals' }).getAttribute('href')).toBe('/creator/deals');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });
});
