import { DEFAULT_PLAN_TERMS } from '@pulse/domain/deal-plan';
import type { DealView } from '@pulse/domain/deals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealView, UPFRONT } from '../../../test/deal-view';
import { dealKey } from '../api/get-deal';
import { DealPage, escrowHeldCents, standingOf } from './deal-page';

const deal = dealView;

/** Renders the page with the deal (and no thread) already in the cache, or with the API answering 404. */
function renderPage(view: DealView | 'missing', viewerId = 'brand') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (view !== 'missing') {
    client.setQueryData(dealKey(view.id), { deal: view });
    client.setQueryData(['deals', 'thread', view.id], { threadId: null });
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/me')
        ? new Response(JSON.stringify({ user: { id: viewerId, role: 'brand' } }), { status: 200 })
        : new Response(JSON.stringify({ error: { code: 'not_found', message: 'Deal not found' } }), { status: 404 }),
    ),
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DealPage
          dealId={view === 'missing' ? 'nope' : view.id}
          viewerId={viewerId}
          messages={(threadId) => <p>Thread {threadId}</p>}
          reviews={() => null}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('escrowHeldCents', () => {
  it('is what the escrow still holds while the deal holds money, and nothing before funding or after', () => {
    expect(escrowHeldCents(deal({ status: 'posted' }))).toBe(0);
    expect(escrowHeldCents(deal({ status: 'signed' }))).toBe(50_000);
    // A dispute settled in part: what was neither released nor refunded.
    expect(escrowHeldCents(deal({ status: 'disputed', releasedCents: 10_000, refundedCents: 5_000 }))).toBe(35_000);
    expect(escrowHeldCents(deal({ status: 'paid', releasedCents: 50_000 }))).toBe(0);
    expect(escrowHeldCents(deal({ status: 'refunded', refundedCents: 50_000 }))).toBe(0);
  });
});

describe('standingOf', () => {
  it("speaks to each side about the other's signature", () => {
    const waiting = { status: 'accepted' as const, contractSigned: { brand: true, creator: false }, signedAt: null };
    expect(standingOf(deal({ ...waiting, viewer: 'brand' }))).toBe('You signed the contract. Waiting for Ava to sign.');
    expect(standingOf(deal({ ...waiting, viewer: 'creator' }))).toBe(
      'Campus Coffee signed the contract. Read it and sign: the work starts once both signed.',
    );
  });
});

describe('standingOf a plan of milestones', () => {
  const plan = (current: number, released: number[]): DealView['plan'] => ({
    milestones: [1, 2, 3].map((position) => ({
      id: `d1:m${position}`,
      position,
      title: `Part ${position}`,
      amountCents: position === 3 ? 30_050 : 30_000,
      dueDate: null,
      status: released.includes(position) ? ('released' as const) : ('open' as const),
      deliverables: [],
      deliveredAt: null,
      settledAt: null,
      releasedCents: released.includes(position) ? 30_000 : 0,
      funded: true,
      refundedCents: 0,
    })),
    current,
    editable: false,
    deadline: null,
    terms: DEFAULT_PLAN_TERMS,
    funding: UPFRONT,
    retainer: null,
  });

  it("says the next milestone waits for its money, and names a retainer's months", () => {
    const unfunded = plan(2, [1]);
    unfunded.milestones[1] = { ...unfunded.milestones[1]!, funded: false };
    const waiting = { status: 'signed' as const, plan: unfunded };
    expect(standingOf(deal({ ...waiting, viewer: 'brand' }))).toBe(
      'Milestone 2 is not funded yet. Fund it so Ava can work on it.',
    );
    expect(standingOf(deal({ ...waiting, viewer: 'creator' }))).toBe('Waiting for Campus Coffee to fund milestone 2.');
    const retainer = {
      status: 'signed' as const,
      plan: { ...plan(2, [1]), retainer: { noticeDays: 14, endsOn: null, canEnd: true } },
    };
    expect(standingOf(deal({ ...retainer, viewer: 'brand' }))).toBe('Month 1 approved. Ava is working on month 2.');
    expect(standingOf(deal({ ...retainer, viewer: 'creator' }))).toBe(
      'Month 1 approved. Deliver month 2 when it is ready.',
    );
  });

  it('names the milestone approved and the one being worked on', () => {
    const next = { status: 'signed' as const, plan: plan(2, [1]) };
    expect(standingOf(deal({ ...next, viewer: 'brand' }))).toBe(
      'Milestone 1 of 3 approved. Ava is working on milestone 2.',
    );
    expect(standingOf(deal({ ...next, viewer: 'creator' }))).toBe(
      'Milestone 1 of 3 approved. Deliver milestone 2 when it is ready.',
    );
    expect(standingOf(deal({ status: 'signed', plan: plan(1, []), viewer: 'creator' }))).toBe(
      'Contract signed. Deliver milestone 1 of 3 when it is ready.',
    );
  });

  it('names the milestone delivered and what approving it releases', () => {
    const delivered = { status: 'delivered' as const, plan: plan(3, [1, 2]) };
    expect(standingOf(deal({ ...delivered, viewer: 'brand' }))).toBe(
      'Ava delivered milestone 3 of 3. Review the work, then approve to release $300.50 or ask for changes.',
    );
    expect(standingOf(deal({ ...delivered, viewer: 'creator' }))).toBe(
      'Delivered milestone 3 of 3. Campus Coffee reviews it next.',
    );
  });

  it('reads as before for a plan of one milestone', () => {
    expect(standingOf(deal({ status: 'signed' }))).toBe('Contract signed. Ava is working on the delivery.');
    expect(standingOf(deal({ status: 'delivered' }))).toBe(
      'Ava delivered. Review the work, then approve to release the escrow or ask for changes.',
    );
  });
});

describe('DealPage', () => {
  it("shows the partner the delivery, the money and the partner's steps at this status", () => {
    renderPage(
      deal({
        status: 'delivered',
        actions: ['approve', 'request_changes', 'dispute'],
        deliverables: ['reel-final.mp4'],
        deliveredAt: '2030-01-05T00:00:00.000Z',
        payoutEta: '2030-01-12T00:00:00.000Z',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Launch reel' })).toBeTruthy();
    expect(screen.getByTestId('deal-status').textContent).toBe('Delivered');
    expect(within(screen.getByRole('list', { name: 'Deliverables' })).getByText('reel-final.mp4')).toBeTruthy();
    expect(screen.getByLabelText('Money').textContent).toContain('Held in escrow$500');
    expect(screen.getByRole('button', { name: 'Approve & release' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deliver' })).toBeNull();
    expect(screen.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toBe('/api/deals/d1/contract.pdf');
    expect(screen.getByText('No messages yet')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Plan' })).getByText('Delivery of the work')).toBeTruthy();
  });

  it("offers the creative Deliver once signed, and never the partner's steps", () => {
    renderPage(deal({ viewer: 'creator', actions: ['deliver', 'dispute'] }), 'ava');
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve & release' })).toBeNull();
    expect(screen.getByText('Contract signed. Deliver your work when it is ready.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Your deals/ }).getAttribute('href')).toBe('/creator/deals');
  });

  it('shows Deal Not Found when the API answers 404', async () => {
    renderPage('missing');
    expect(await screen.findByRole('heading', { name: 'Deal Not Found' })).toBeTruthy();
  });
});
