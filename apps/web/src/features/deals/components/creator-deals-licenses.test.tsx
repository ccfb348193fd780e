import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CreatorDeals } from './creator-deals';

afterEach(cleanup);

function renderTotals(licensesCents: number | null) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CreatorDeals deals={[]} viewerId="me" tipsCents={500} licensesCents={licensesCents} reviews={() => null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CreatorDeals license income (decision 016)', () => {
  it('shows beat license income as its own total next to tips', () => {
    renderTotals(16_399);
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Licenses')).toBeTruthy();
    expect(within(totals).getByText('$163.99')).toBeTruthy();
    expect(within(totals).getByText('Tips')).toBeTruthy();
  });

  it('leaves the figure out while earnings are unknown', () => {
    renderTotals(null);
    expect(within(screen.getByLabelText('Totals')).queryByText('Licenses')).toBeNull();
  });
});
