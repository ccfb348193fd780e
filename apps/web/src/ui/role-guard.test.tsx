import { ACCESS_REDIRECT_MS } from '@pulse/domain/guards';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, testUser } from '../test/render-with-router';
import { RoleGuard } from './role-guard';

const routes = [
  {
    path: '/pulspace',
    element: (
      <RoleGuard allowed={['creator']} redirectTo="/fan/feed">
        <h1>Studio content</h1>
      </RoleGuard>
    ),
  },
  { path: '/fan/feed', element: <h1>Fan feed</h1> },
  { path: '/', element: <h1>Landing</h1> },
];

describe('RoleGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the allowed role its content', () => {
    renderWithRouter(routes, { path: '/pulspace', user: testUser({ role: 'creator' }) });
    expect(screen.getByRole('heading', { name: 'Studio content' })).toBeTruthy();
    expect(screen.queryByText('Access Restricted')).toBeNull();
  });

  it('shows the spec copy to another role and redirects after ACCESS_REDIRECT_MS', async () => {
    const { router } = renderWithRouter(routes, { path: '/pulspace', user: testUser({ role: 'fan' }) });

    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText('This page is only available for Creative accounts.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return Home' })).toBeTruthy();
    expect(screen.queryByText('Studio content')).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(ACCESS_REDIRECT_MS - 1);
    });
    expect(router.state.location.pathname).toBe('/pulspace');

    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/fan/feed');
    expect(screen.getByRole('heading', { name: 'Fan feed' })).toBeTruthy();
  });

  it('restricts visitors without a role too, and Return Home goes to /', async () => {
    const { router } = renderWithRouter(routes, { path: '/pulspace', user: null });
    expect(screen.getByText('This page is only available for Creative accounts.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Return Home' }));
    });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeTruthy();
  });
});
