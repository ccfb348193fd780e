import { MODERATION_MESSAGES } from '@pulse/domain/review-moderation';
import type { ReviewView } from '@pulse/domain/reviews-contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, testUser } from '../../../test/render-with-router';
import { ReviewCard } from './review-card';

/** A lazy part's first import is transformed on demand, which can take longer than the default second on a busy machine. */
const LAZY = { timeout: 4_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const review: ReviewView = {
  id: 'r1',
  dealId: 'd1',
  dealTitle: 'Launch reel',
  subjectSide: 'creator',
  author: { id: 'partner_1', name: 'Campus Coffee' },
  ratings: [
    { criterion: 'quality', label: 'Quality of work', score: 5 },
    { criterion: 'communication', label: 'Communication', score: 4 },
    { criterion: 'onTime', label: 'On time', score: 5 },
  ],
  overall: 4.7,
  publicText: 'Sharp edit, delivered early.',
  reply: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  privateFeedback: null,
  hidden: null,
};

const card = (r: ReviewView) => [{ path: '/', element: <ReviewCard review={r} heading="Campus Coffee" /> }];

describe('ReviewCard moderation', () => {
  it('shows a hidden review as hidden by Pulse with the reason, never its words, and offers no report', () => {
    renderWithRouter(
      card({ ...review, publicText: '', hidden: { reason: 'Shares a phone number', hiddenAt: review.createdAt } }),
      { user: testUser({ id: 'fan_1', role: 'fan' }) },
    );
    expect(screen.getByText(/Hidden by Pulse: Shares a phone number/)).toBeTruthy();
    expect(screen.queryByText('Sharp edit, delivered early.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report review' })).toBeNull();
  });

  it('offers Report to signed-in readers but not to guests or the author', async () => {
    const guest = renderWithRouter(card(review), { user: testUser({ id: 'g1', isGuest: true }) });
    expect(screen.queryByRole('button', { name: 'Report review' })).toBeNull();
    guest.unmount();
    const author = renderWithRouter(card(review), { user: testUser({ id: 'partner_1' }) });
    expect(screen.queryByRole('button', { name: 'Report review' })).toBeNull();
    author.unmount();
    renderWithRouter(card(review), { user: testUser({ id: 'fan_1' }) });
    // Its code loads for a signed-in reader only.
    expect(await screen.findByRole('button', { name: 'Report review' }, LAZY)).toBeTruthy();
  });

  it('needs a reason (and details for "Something else") before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithRouter(card(review), { user: testUser({ id: 'fan_1' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Report review' }, LAZY));
    const form = await screen.findByRole('form', { name: 'Report review' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(MODERATION_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Something else' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(MODERATION_MESSAGES.detailsRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
