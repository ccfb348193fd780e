import type { BriefDetailResponse, BriefMatch } from '@pulse/domain/briefs';
import { NO_SCORE_YET } from '@pulse/domain/earned-numbers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workMedia } from '../../../test/work-media';
import { MatchReview } from './match-review';

function match(
  id: string,
  name: string,
  status: BriefMatch['status'],
  score: number,
  authenticityScore: number | null = 90,
): BriefMatch {
  return {
    id,
    status,
    matchScore: score,
    scoreParts: null,
    reason: `Reason for ${name}`,
    priceQuoteCents: 90_000,
    usageTiers: ['ugc'],
    ownershipPercentage: 100,
    submittedAt: '2030-01-01T00:00:00.000Z',
    creator: {
      id: `c-${id}`,
      name,
      location: 'Austin, TX',
      niche: 'Lo-fi producer',
      authenticityScore,
      vibeTags: ['Chill'],
      recentWork: [],
      gear: [],
    },
    snippet: { id: `s-${id}`, title: 'Loop', durationSeconds: 5, media: workMedia({ id: `m-${id}` }) },
    deal: null,
  };
}

const detail: BriefDetailResponse = {
  brief: {
    id: 'b1',
    kind: 'licensing',
    status: 'matched',
    source: 'form',
    title: 'Launch',
    description: 'Calm',
    details: '',
    category: '',
    usageType: 'ugc',
    budgetMinCents: 50_000,
    budgetMaxCents: 150_000,
    deadline: '2030-01-10',
    tags: ['Chill'],
    matchCount: 2,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
  },
  // Leo Park is new: no Pulse Score earned yet.
  matches: [match('1', 'Jada Moore', 'pending', 90), match('2', 'Leo Park', 'shortlisted', 61, null)],
};

function renderReview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MatchReview detail={detail} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MatchReview', () => {
  it('shows the stats and filters by the chips', () => {
    renderReview();
    // Avg Match: the rounded mean of 90 and 61.
    expect(screen.getByText('76%')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The score as earned, and the same words as every card for none (decision 060).
    expect(within(screen.getByRole('article', { name: 'Jada Moore' })).getByText('Authenticity 90%')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Leo Park' })).getByText(NO_SCORE_YET)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Shortlisted' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Leo Park']);
    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Jada Moore']);
  });

  it('offers Shortlist only on pending matches and plays the snippet from the media endpoint', () => {
    renderReview();
    const jada = screen.getByRole('article', { name: 'Jada Moore' });
    const leo = screen.getByRole('article', { name: 'Leo Park' });
    expect(within(jada).getByRole('button', { name: 'Shortlist' })).toBeTruthy();
    expect(within(leo).queryByRole('button', { name: 'Shortlist' })).toBeNull();
    expect(within(leo).getByRole('button', { name: 'License Now' })).toBeTruthy();
    // The submitted snippet plays in the shared player, from its preview clip.
    expect(within(jada).getByRole('button', { name: 'Play Loop' })).toBeTruthy();
    expect(within(jada).getByRole('group', { name: 'Audio: Loop' }).querySelector('audio')?.getAttribute('src')).toBe(
      '/api/media/m1/preview',
    );
  });

  it('opens License Track; Cancel changes nothing, Confirm License licenses', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            match: { ...detail.matches[0], status: 'licensed' },
            deal: { id: 'd1', status: 'posted', amountCents: 90_000 },
            created: true,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderReview();
    const jada = screen.getByRole('article', { name: 'Jada Moore' });
    fireEvent.click(within(jada).getByRole('button', { name: 'License Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'License Track' });
    expect(within(dialog).getByText('$900')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(jada).getByRole('button', { name: 'License Now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm License' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/submissions/1/license', expect.objectContaining({ method: 'POST' }));
  });
});
