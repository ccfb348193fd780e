import type { PriceGuidance } from '@pulse/domain/price-guidance';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '../../../test/render-with-router';
import { PriceGuidancePanel } from './price-guidance-panel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const figures: PriceGuidance = {
  status: 'ok',
  basedOnDeals: 24,
  p25Cents: 40_000,
  p50Cents: 61_550,
  p75Cents: 80_000,
  medianDays: 6,
  onTimePercent: 83,
  blended: false,
  note: 'Based on 24 deals like this one.',
  floorCents: 30_000,
  group: { category: 'producer', usageType: 'ugc', turnaround: 'standard' },
};
const query = { category: 'producer', usageType: 'ugc', deadline: '2030-01-10' };

describe('PriceGuidancePanel', () => {
  it('shows the quartiles in whole dollars, the note and the timeline, and warns under the 25th percentile', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(200, figures));
    const refusal = vi.fn();
    renderWithRouter(
      [{ path: '/', element: <PriceGuidancePanel query={query} budgetCents={35_000} onRefusal={refusal} /> }],
      { user: null },
    );
    expect(await screen.findByText('$616')).toBeTruthy();
    expect(screen.getByText('Based on 24 deals like this one.')).toBeTruthy();
    expect(screen.getByText(/Median 6 days from acceptance to delivery, 83% delivered on time/)).toBeTruthy();
    expect(screen.getByText(/below what 3 in 4 similar deals paid on Pulse \(\$400 or more\)/)).toBeTruthy();
    expect(refusal).toHaveBeenLastCalledWith(null);
  });

  it('refuses a budget under the floor through onRefusal, with the reason', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(200, figures));
    const refusal = vi.fn();
    renderWithRouter(
      [{ path: '/', element: <PriceGuidancePanel query={query} budgetCents={25_000} onRefusal={refusal} /> }],
      { user: null },
    );
    const message = 'The budget must be at least $300 for Music Producer work on Pulse.';
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(refusal).toHaveBeenLastCalledWith(message));
  });

  it('says "Not enough deals yet" and shows no figure', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(200, {
        ...figures,
        status: 'not_enough',
        basedOnDeals: 0,
        p25Cents: null,
        p50Cents: null,
        p75Cents: null,
        medianDays: null,
        onTimePercent: null,
        note: 'Not enough deals yet',
        floorCents: null,
      }),
    );
    renderWithRouter([{ path: '/', element: <PriceGuidancePanel query={query} budgetCents={25_000} /> }], {
      user: null,
    });
    expect(await screen.findByText('Not enough deals yet')).toBeTruthy();
    expect(screen.queryByText(/\$\d/)).toBeNull();
  });
});
