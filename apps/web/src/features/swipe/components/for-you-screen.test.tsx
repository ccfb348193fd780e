import type { RankedCreator } from '@pulse/domain/feedback';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { ForYouScreen } from './for-you-screen';
import { MatchesScreen } from './matches-screen';

function ranked(id: string, name: string): RankedCreator {
  return {
    id,
    name,
    avatarUrl: `/api/creators/${id}/avatar.svg`,
    bio: 'Beats for "late" nights',
    category: 'producer',
    portfolio: [],
    raceGender: '',
    age: 20,
    location: 'Austin, TX',
    niche: 'Producer',
    focus: 'Beats',
    look: '',
    snippet: null,
    stats: { cosigns: 3, authenticityScore: 90, recentUploads: 2, engagement: 5 },
    vibeTags: ['Lo-fi', 'Chill'],
    gear: [],
    recentWork: [],
    collaborationRateCents: null,
    availability: 'available',
    preferredBrands: [],
    work: null,
    verifiedStudent: null,
    recommendation: { reason: 'Because you like “Chill”', confidence: 88 },
    score: 108,
  };
}

const items = ['Maya Lin', 'Jordan Reyes', 'Theo Nakamura', 'Imani Brooks'].map((n, i) => ranked(`c${i + 1}`, n));
// Jordan is new: nothing earned yet (decision 060).
items[1] = { ...items[1]!, stats: { cosigns: 0, authenticityScore: null, recentUploads: 0, engagement: 0 } };

afterEach(cleanup);

describe('ForYouScreen', () => {
  function renderFeed(view: 'stack' | 'feed', insight: string | null) {
    const props = {
      onViewChange: vi.fn(),
      onCosign: vi.fn(),
      onSkip: vi.fn(),
      onDiveDeeper: vi.fn(),
      onSave: vi.fn(),
    };
    renderWithRouter([
      {
        path: '/',
        element: (
          <ForYouScreen
            feed={{ items, tasteDna: 'Chill · Lo-fi', insight }}
            loadError={null}
            actionError={null}
            view={view}
            busyId={null}
            savedIds={new Set()}
            listNames={[]}
            {...props}
          />
        ),
      },
    ]);
    return props;
  }

  it('heads with the Taste DNA, shows the insight in the blue box, and toggles the view', () => {
    const props = renderFeed('stack', 'You co-signed 2 creators tagged “Chill”, so your feed now leans that way.');
    expect(screen.getByRole('heading', { name: 'Your Taste DNA' })).toBeTruthy();
    expect(screen.getByText('Chill · Lo-fi')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You co-signed 2 creators');
    expect(screen.getByRole('button', { name: 'Stack View' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'Discovery cards' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Feed View' }));
    expect(props.onViewChange).toHaveBeenCalledWith('feed');
  });

  it('lists feed cards with Co-Sign, Skip and View to the profile; no insight, no box', () => {
    const props = renderFeed('feed', null);
    expect(screen.queryByRole('status')).toBeNull();
    const card = screen.getByRole('listitem', { name: 'Maya Lin' });
    expect(within(card).getByText('Beats for late nights')).toBeTruthy();
    expect(within(card).getByText('“Because you like ‘Chill’”')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Co-Sign Maya Lin' }));
    expect(props.onCosign).toHaveBeenCalledWith(items[0]);
    fireEvent.click(within(card).getByRole('button', { name: 'Skip Maya Lin' }));
    expect(props.onSkip).toHaveBeenCalledWith(items[0]);
    expect(within(card).getByRole('link', { name: 'View Maya Lin' }).getAttribute('href')).toBe('/creator/c1');
  });
});

describe('MatchesScreen', () => {
  it('shows the top 3 with Co-sign, Skip and Expand, and leads to the Pulse Map', () => {
    const onCosign = vi.fn();
    renderWithRouter([
      {
        path: '/',
        element: (
          <MatchesScreen
            items={items}
            loadError={null}
            actionError={null}
            busyId={null}
            onCosign={onCosign}
            onSkip={vi.fn()}
          />
        ),
      },
    ]);
    const list = screen.getByRole('list', { name: 'Curated matches' });
    expect(within(list).getAllByRole('listitem', { name: /./ })).toHaveLength(3);
    expect(screen.queryByText('Imani Brooks')).toBeNull();
    const first = within(list).getByRole('listitem', { name: 'Maya Lin' });
    expect(within(first).getByText('88%')).toBeTruthy();
    expect(within(first).queryByText('Beats for late nights')).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Expand' }));
    expect(within(first).getByText('Beats for late nights')).toBeTruthy();
    expect(within(first).getByText('3 co-signs · 2 recent uploads · Pulse Score 90%')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Collapse' }).getAttribute('aria-expanded')).toBe('true');
    const newcomer = within(list).getByRole('listitem', { name: 'Jordan Reyes' });
    fireEvent.click(within(newcomer).getByRole('button', { name: 'Expand' }));
    expect(within(newcomer).getByText('0 co-signs · 0 recent uploads · No score yet')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Co-sign Maya Lin' }));
    expect(onCosign).toHaveBeenCalledWith(items[0]);
    expect(screen.getByRole('link', { name: 'Continue to Pulse Map' }).getAttribute('href')).toBe('/pulse-map');
  });
});
