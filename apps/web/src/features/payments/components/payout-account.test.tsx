import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { PayoutAccount } from './payout-account';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PayoutAccount', () => {
  it('sends a creative without a Stripe account to Stripe onboarding', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(201, {
            provider: 'stripe',
            status: 'pending',
            accountId: 'acct_1',
            onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1/x',
          })
        : jsonResponse(200, { provider: 'stripe', status: 'none', accountId: null }),
    );
    renderWithRouter([{ path: '/', element: <PayoutAccount /> }], { user: null });
    expect(await screen.findByText('Connect a payout account with Stripe to receive your payouts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect payout account' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/x'));
    expect(sentRequest(fetchSpy, 1)).toMatchObject({ url: '/api/me/payout-account', method: 'POST' });
  });

  it('shows nothing in the sandbox', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(200, { provider: 'sandbox', status: 'enabled', accountId: null }));
    renderWithRouter([{ path: '/', element: <PayoutAccount /> }], { user: null });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Payout account' })).toBeNull();
  });
});
