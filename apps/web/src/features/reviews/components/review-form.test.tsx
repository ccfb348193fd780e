import { dealRates, pulseScore, ratingSummary } from '@pulse/domain/reputation';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { Reputation } from './reputation-block';
import { ReviewForm } from './review-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ReviewForm', () => {
  it('asks the reviewed side’s criteria and says what is missing before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithRouter([
      {
        path: '/',
        element: (
          <ReviewForm
            dealId="d1"
            reviewing={{
              side: 'brand',
              name: 'Campus Coffee',
              criteria: ['clearBrief', 'communication', 'promptPayment'],
            }}
          />
        ),
      },
    ]);
    expect(screen.getByRole('group', { name: 'Clear brief' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pays and approves promptly' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Clear brief' })).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Rate Communication from 1 to 5')).toBeTruthy();
    expect(screen.getByText('Rate Pays and approves promptly from 1 to 5')).toBeTruthy();
    expect(screen.getByText('Tell Pulse whether you would work with them again')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Reputation', () => {
  it('shows the count, the Bayesian averages and why the score is what it is', () => {
    const summary = ratingSummary(
      'creator',
      Array.from({ length: 12 }, () => ({ ratings: { quality: 5, communication: 5, onTime: 4 } })),
    );
    const rates = dealRates([]);
    const score = pulseScore({ rating: summary.average, reviewCount: summary.count, rates });
    renderWithRouter([
      {
        path: '/',
        element: (
          <Reputation
            name="Maya"
            data={{
              userId: 'c1',
              side: 'creator',
              pulseScore: score?.score ?? null,
              explanation: score?.parts ?? [],
              rating: summary,
              rates,
              reviews: [],
            }}
          />
        ),
      },
    ]);
    expect(screen.getByText(`${summary.average.toFixed(1)} from 12 deals`)).toBeTruthy();
    expect(screen.getByText(`${score?.score}%`)).toBeTruthy();
    expect(screen.getByText('Why this score?')).toBeTruthy();
    expect(screen.getByText(/Reviews average .* from 12 deals/)).toBeTruthy();
  });
});
