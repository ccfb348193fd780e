import type { CreatorCard } from '@pulse/domain/creators-contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ExploreCreatorCard } from './explore-creator-card';

function creator(overrides: Partial<CreatorCard> = {}): CreatorCard {
  return {
    id: 'c1',
    name: 'Maya Lin',
    avatarUrl: '/avatar.svg',
    bio: '',
    category: 'producer',
    portfolio: [],
    raceGender: '',
    age: null,
    location: 'Austin, TX',
    niche: 'Lo-fi producer',
    focus: '',
    look: '',
    snippet: null,
    stats: { cosigns: 0, authenticityScore: null, recentUploads: 0, engagement: 0 },
    vibeTags: [],
    gear: [],
    recentWork: [],
    collaborationRateCents: null,
    availability: 'available',
    preferredBrands: [],
    work: null,
    verifiedStudent: null,
    ...overrides,
  };
}

function renderCard(card: CreatorCard) {
  const element = (
    <ul>
      <ExploreCreatorCard
        creator={card}
        saved={false}
        following={false}
        busy={false}
        onToggleSave={() => {}}
        onToggleFollow={() => {}}
      />
    </ul>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('explore creator card', () => {
  afterEach(cleanup);

  it('shows the niche and the location', () => {
    renderCard(creator());
    expect(screen.getByText('Lo-fi producer · Austin, TX')).toBeTruthy();
  });

  it('shows the location alone, without a separator, for a creative with no niche yet', () => {
    renderCard(creator({ niche: '' }));
    expect(screen.getByText('Austin, TX')).toBeTruthy();
  });
});
