import type { DealView } from '@pulse/domain/deals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealView } from '../../../test/deal-view';
import { workMedia } from '../../../test/work-media';
import { CreatorDeals } from './creator-deals';
import { DealProgress } from './deal-parts';

/** The creative's side of a $750 deal, accepted. */
function deal(id: string, overrides: Partial<DealView>): DealView {
  const base = dealView({ amountCents: 75_000 });
  return {
    ...base,
    id,
    title: `Deal ${id}`,
    status: 'accepted',
    briefId: `b-${id}`,
    brand: { id: 'b', name: 'Campus Coffee' },
    creator: { id: 'me', name: 'Ava' },
    viewer: 'creator',
    splits: [{ userId: 'me', name: 'Ava', percentage: 100, amountCents: 75_000, releasedCents: 0, netCents: 0 }],
    signedAt: null,
    contractSigned: { brand: false, creator: false },
    payoutEta: '2030-02-15T00:00:00.000Z',
    ...overrides,
  };
}

const deals = [
  deal('1', { status: 'accepted', actions: ['sign'] }),
  deal('2', { status: 'signed', actions: ['deliver', 'dispute'], amountCents: 30_000, splits: [] }),
  deal('3', { status: 'complete', myNetCents: 67_500, paidAt: '2030-01-20T10:00:00.000Z', payoutEta: null }),
];

function renderDeals(items = deals) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CreatorDeals deals={items} viewerId="me" tipsCents={500} reviews={(deal) => <p>Reviews of {deal.title}</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('CreatorDeals: a dispute settled by a split', () => {
  it('shows what was released to each party and refunded, never the nominal shares beside a smaller net', () => {
    // $100 in escrow shared three ways (34/33/33); the dispute released 33%: $33.00, refunding $67.00.
    const settled = deal('s', {
      status: 'paid',
      amountCents: 10_000,
      releasedCents: 3_300,
      refundedCents: 6_700,
      myNetCents: 1_122,
      splits: [
        { userId: 'me', name: 'Ava', percentage: 34, amountCents: 3_400, releasedCents: 1_122, netCents: 1_122 },
        { userId: 'x', name: 'Jonah', percentage: 33, amountCents: 3_300, releasedCents: 1_089, netCents: 1_089 },
        { userId: 'y', name: 'Mia', percentage: 33, amountCents: 3_300, releasedCents: 1_089, netCents: 980 },
      ],
    });
    renderDeals([settled]);
    const row = screen.getByRole('article', { name: 'Deal s' });
    expect(within(row).getByText('$33 released · $67 refunded')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /More/ }));
    const splits = within(row).getByRole('list', { name: 'Revenue splits' });
    expect(within(splits).getByText('$11.22 released')).toBeTruthy();
    expect(within(splits).getAllByText('$10.89 released')).toHaveLength(2);
    expect(within(splits).getByText('$9.80 after fees')).toBeTruthy();
    expect(within(splits).queryByText('$33')).toBeNull();
    expect(within(row).getByTestId('settlement').textContent).toBe(
      'Of $100 in escrow, $33 was released to the creatives and $67 refunded to the partner.',
    );
    expect(within(row).getByText(/Your share after fees:/).textContent).toContain('$11.22');
  });
});

describe('CreatorDeals', () => {
  it('shows the totals, Sign when pending and Deliver when signed', () => {
    renderDeals();
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('$675')).toBeTruthy(); // earned: the net of the complete deal
    expect(within(totals).getByText('$300')).toBeTruthy(); // pending: the signed deal
    expect(within(totals).getByText('3')).toBeTruthy();
    expect(within(totals).getByText('$5')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Deal 1' });
    expect(within(first).getByRole('button', { name: 'Sign' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Deliver' })).toBeNull();
    const second = screen.getByRole('article', { name: 'Deal 2' });
    expect(within(second).getByRole('button', { name: 'Deliver' })).toBeTruthy();
  });

  it('filters by status chip, expands a row and exports the filtered deals', () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderDeals();
    fireEvent.click(screen.getByRole('button', { name: 'Paid' }));
    expect(screen.queryByRole('article', { name: 'Deal 1' })).toBeNull();
    const paid = screen.getByRole('article', { name: 'Deal 3' });
    fireEvent.click(within(paid).getByRole('button', { name: /More/ }));
    expect(within(paid).getByText('$675')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(createObjectURL).toHaveBeenCalledOnce();
    return created[0]!.text().then((text) => {
      expect(text.split('\r\n')).toEqual([
        'Title,Brand,Status,Amount,Signed Date,Payment Date,Released,Refunded,Your Net Share,Paid Out To You',
        'Deal 3,Campus Coffee,paid,750.00,,2030-01-20,0.00,0.00,675.00,0.00',
        '',
      ]);
    });
  });

  it('offers Publish to feed only with the partner’s consent, and links the piece once published', () => {
    const media = workMedia();
    renderDeals([
      deal('4', { status: 'delivered', showcase: { consentAt: null, pieceId: null, media } }),
      deal('5', { status: 'paid', showcase: { consentAt: '2030-01-21T00:00:00.000Z', pieceId: null, media } }),
      deal('6', { status: 'complete', showcase: { consentAt: '2030-01-21T00:00:00.000Z', pieceId: 'p6', media } }),
      deal('7', { status: 'signed', showcase: { consentAt: null, pieceId: null, media: null } }),
    ]);
    const expand = (name: string) => {
      const row = screen.getByRole('article', { name });
      fireEvent.click(within(row).getByRole('button', { name: /More/ }));
      return row;
    };
    expect(within(expand('Deal 4')).getByText('Awaiting partner consent')).toBeTruthy();
    const five = expand('Deal 5');
    const publish = within(five).getByRole('button', { name: 'Publish to feed' });
    expect(publish.className).toContain('min-h-11');
    const six = expand('Deal 6');
    expect(within(six).getByText('Published')).toBeTruthy();
    expect(within(six).getByRole('link', { name: 'View piece' }).getAttribute('href')).toBe('/piece/p6');
    const seven = expand('Deal 7');
    expect(within(seven).queryByText('Awaiting partner consent')).toBeNull();
    expect(within(seven).queryByRole('button', { name: 'Publish to feed' })).toBeNull();
  });

  it('says No deals found when nothing matches', () => {
    renderDeals([]);
    expect(screen.getByText('No deals found')).toBeTruthy();
  });
});

describe('DealProgress', () => {
  it('colours earlier steps green and the current one pink', () => {
    render(<DealProgress deal={{ status: 'signed', timeline: [] }} />);
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Posted (done)',
      'Funded (done)',
      'Accepted (current)',
      'Delivered',
      'Paid',
      'Complete',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
  });
});
