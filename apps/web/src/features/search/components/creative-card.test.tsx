import type { CreativeSearchCard } from '@pulse/domain/creator-search';
import { NO_RESPONSES_YET, NO_SCORE_YET } from '@pulse/domain/earned-numbers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { CompareDialog } from './compare-dialog';
import { CreativeCard } from './creative-card';

function card(overrides: Partial<CreativeSearchCard> = {}): CreativeSearchCard {
  return {
    id: 'c1',
    name: 'Rae Okafor',
    type: 'Producer',
    avatarUrl: '/api/creators/c1/avatar',
    location: 'Chicago, IL',
    description: 'Warm tape loops.',
    tags: ['Lo-fi'],
    pulseScore: null,
    responseRate: null,
    responseMinutes: null,
    priceRangeCents: null,
    portfolioImages: [],
    availability: 'available',
    verified: true,
    followers: 0,
    engagement: 0,
    recentUploads: 0,
    niche: 'Music',
    languages: ['English'],
    region: 'North America',
    diversityMarkers: [],
    collaborationTypes: [],
    postingFrequency: null,
    rating: { average: 4, count: 0 },
    work: null,
    verifiedStudent: null,
    ...overrides,
  };
}

function renderCard(creative: CreativeSearchCard) {
  renderWithRouter([
    {
      path: '/',
      element: (
        <CreativeCard
          creative={creative}
          saved={false}
          savePending={false}
          shortlisted={false}
          shortlistFull={false}
          onToggleSave={vi.fn()}
          onToggleShortlist={vi.fn()}
        />
      ),
    },
  ]);
}

const stat = (label: string) => screen.getByText(label).nextSibling?.textContent;

describe('the search card', () => {
  afterEach(cleanup);

  it('shows a new creative no number they did not earn', () => {
    renderCard(card());
    expect(stat('Pulse Score')).toBe(NO_SCORE_YET);
    expect(stat('Response rate')).toBe(NO_RESPONSES_YET);
    expect(screen.queryByText(/Responds within/)).toBeNull();
    expect(screen.queryByText(/0%/)).toBeNull();
  });

  it('shows the earned score, response rate and typical response time', () => {
    renderCard(card({ pulseScore: 94, responseRate: 100, responseMinutes: 40 }));
    expect(stat('Pulse Score')).toBe('94%');
    expect(stat('Response rate')).toBe('100%');
    expect(screen.getByText('Responds within an hour')).toBeTruthy();
  });

  it('compares the same words side by side', () => {
    renderWithRouter([
      {
        path: '/',
        element: (
          <CompareDialog
            open
            onOpenChange={vi.fn()}
            creatives={[
              card(),
              card({
                id: 'c2',
                name: 'Jo Lee',
                pulseScore: 88,
                responseRate: 75,
                responseMinutes: 300,
                engagement: 42,
                recentUploads: 3,
              }),
            ]}
          />
        ),
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Compare creatives' });
    const row = (name: RegExp) => within(dialog).getByRole('row', { name });
    expect(row(/Pulse Score/).textContent).toContain(NO_SCORE_YET);
    expect(row(/Pulse Score/).textContent).toContain('88%');
    expect(row(/Response rate/).textContent).toContain('75%');
    expect(row(/Response time/).textContent).toContain('Responds within a few hours');
    expect(row(/Engagement/).textContent).toContain('42');
    expect(row(/Recent uploads/).textContent).toContain('3');
  });
});
