import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { EarningsPayout } from './earnings-payout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EarningsPayout', () => {
  it('pays out tips and license income with an Idempotency-Key', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(201, {
        payout: { id: 'p1', amountCents: 15_400, status: 'succeeded', createdAt: '2030-01-01T00:00:00.000Z' },
      }),
    );
    renderWithRouter([{ path: '/', element: <EarningsPayout availableCents={15_400} /> }], { user: null });
    expect(screen.getByText('from tips and beat licenses is ready to pay out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay out $154' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const sent = sentRequest(fetchSpy);
    expect(sent.url).toBe('/api/me/payouts');
    expect(sent.method).toBe('POST');
    expect(sent.headers['Idempotency-Key']).toMatch(/.+/);
  });

  it('shows the server’s message when there is nothing to pay out', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(409, { error: { code: 'conflict', message: 'You have no tips or license income to pay out.' } }),
    );
    renderWithRouter([{ path: '/', element: <EarningsPayout availableCents={500} /> }], { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Pay out $5' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have no tips or license income to pay out.');
  });

  it('is hidden with nothing to pay out', () => {
    renderWithRouter([{ path: '/', element: <EarningsPayout availableCents={0} /> }], { user: null });
    expect(screen.queryByRole('region', { name: 'Tips and license income' })).toBeNull();
  });
});
