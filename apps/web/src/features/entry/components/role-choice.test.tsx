import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithRouter } from '../../../test/render-with-router';
import { RoleChoice } from './role-choice';

function renderAt(path: string, chooseRole: (request: unknown) => Promise<unknown>) {
  return renderWithRouter(
    [
      { path: '/start', element: <RoleChoice chooseRole={chooseRole} /> },
      { path: '*', element: <p>Next screen</p> },
    ],
    { path },
  );
}

describe('RoleChoice', () => {
  afterEach(cleanup);

  it('offers Explorer, Creative and PulsePartner', () => {
    renderAt('/start', vi.fn());
    for (const name of ['Explorer', 'Creative', 'PulsePartner']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it.each([
    ['Explorer', '/start', { role: 'fan' }, '/onboarding/explorer'],
    ['Creative', '/start', { role: 'creator' }, '/start/creative'],
    ['Creative', '/start?setup=lou', { role: 'creator' }, '/start/creative?setup=lou'],
    ['PulsePartner', '/start', { role: 'brand' }, '/start/brand'],
  ])('%s (from %s) sets %o and goes to %s', async (name, from, request, destination) => {
    const chooseRole = vi.fn().mockResolvedValue({});
    const { router } = renderAt(from, chooseRole);
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(destination));
    expect(chooseRole).toHaveBeenCalledWith(request);
  });

  it('stays and shows the server message when the role cannot be set', async () => {
    const chooseRole = vi.fn().mockRejectedValue(new ApiError(429, 'rate_limited', 'Too many attempts.'));
    const { router } = renderAt('/start', chooseRole);
    fireEvent.click(screen.getByRole('button', { name: 'Explorer' }));
    expect(await screen.findByText('Too many attempts.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start');
    expect(screen.getByRole('button', { name: 'Explorer' }).hasAttribute('disabled')).toBe(false);
  });
});
