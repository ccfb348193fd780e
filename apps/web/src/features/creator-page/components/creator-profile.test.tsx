import type { CreatorPage } from '@pulse/domain/creator-page-contracts';
import { NO_RESPONSES_YET, NO_SCORE_YET } from '@pulse/domain/earned-numbers';
import type { Role } from '@pulse/domain/roles-contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { CreatorNotFound } from './creator-not-found';
import { CreatorProfile } from './creator-profile';

function creatorPage(overrides: Partial<CreatorPage> = {}): CreatorPage {
  return {
    id: 'c1',
    name: 'Rae Okafor',
    type: 'Producer',
    location: 'Chicago, IL',
    bio: 'Warm tape loops for late study nights.',
    tags: ['Lo-fi', 'Chill'],
    pulseScore: null,
    followers: 3,
    following: 1,
    projects: 0,
    cosigns: 12,
    engagement: 15,
    recentUploads: 0,
    verified: true,
    verifiedStudent: null,
    status: 'approved',
    avatar: '/api/creators/c1/avatar.svg',
    portfolio: { links: [], recentWork: [], snippet: null },
    works: [],
    rates: [],
    availability: 'available',
    responseTime: null,
    responseRate: null,
    languages: [],
    equipment: [],
    achievements: [],
    specialties: [],
    experience: null,
    socialLinks: { instagram: '', website: '' },
    viewer: { isOwner: false, isFollowing: false, isSaved: false },
    ...overrides,
  };
}

function renderProfile(viewerRole: Role | null, page = creatorPage()) {
  const onFollowChange = vi.fn();
  const onSaveChange = vi.fn();
  renderWithRouter([
    {
      path: '/',
      element: (
        <CreatorProfile
          page={page}
          viewerRole={viewerRole}
          sharePath="/creator/c1"
          onFollowChange={onFollowChange}
          followPending={false}
          onSaveChange={onSaveChange}
          savePending={false}
        />
      ),
    },
  ]);
  return { onFollowChange, onSaveChange };
}

const tabLabels = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('creator profile', () => {
  afterEach(cleanup);

  it.each([['fan'], ['creator'], ['admin'], [null]] as const)(
    'reads Work and Connect with Follow and Share for %s viewers',
    (role) => {
      const { onFollowChange } = renderProfile(role);
      expect(tabLabels()).toEqual(['About', 'Portfolio', 'Work', 'Connect']);
      expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
      expect(onFollowChange).toHaveBeenCalledWith(true);
    },
  );

  it('reads Pricing and Hire with Save (no Follow or Share) for brands', () => {
    const { onSaveChange } = renderProfile(
      'brand',
      creatorPage({ viewer: { isOwner: false, isFollowing: false, isSaved: true } }),
    );
    expect(tabLabels()).toEqual(['About', 'Portfolio', 'Pricing', 'Hire']);
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    const saved = screen.getByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(saved);
    expect(onSaveChange).toHaveBeenCalledWith(false);
  });

  it('shows the earned counts and says "No score yet" for a Pulse Score not earned, as every card does', () => {
    renderProfile('fan');
    expect(screen.getByText('Followers').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Pulse Score').nextSibling?.textContent).toBe(NO_SCORE_YET);
    expect(screen.getByText('12 co-signs from fans')).toBeTruthy();
    expect(screen.getByText(/0 recent uploads in the last 30 days/)).toBeTruthy();
  });

  it('shows a score once earned, and the response rate and time on Hire', () => {
    renderProfile(
      'brand',
      creatorPage({ pulseScore: 91, responseRate: 90, responseTime: 'Responds within a few hours' }),
    );
    expect(screen.getByText('Pulse Score').nextSibling?.textContent).toBe('91%');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Hire' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Hire' }));
    expect(screen.getByText('Response rate 90%')).toBeTruthy();
    expect(screen.getByText('Responds within a few hours')).toBeTruthy();
  });

  it('says "No replies yet" on Connect before any conversation counts', () => {
    renderProfile('fan');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Connect' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Connect' }));
    expect(screen.getByText(NO_RESPONSES_YET)).toBeTruthy();
  });

  it('offers the owner of a pending profile Edit Profile and says who can see it', () => {
    renderProfile(
      'creator',
      creatorPage({
        status: 'pending',
        verified: false,
        viewer: { isOwner: true, isFollowing: false, isSaved: false },
      }),
    );
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/creator/setup');
    expect(screen.getByText(/Only you and the Pulse team can see it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});

describe('creator not found', () => {
  afterEach(cleanup);

  it('says Creator Not Found with Back to Feed', () => {
    renderWithRouter([{ path: '/', element: <CreatorNotFound /> }]);
    expect(screen.getByRole('heading', { name: 'Creator Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Feed' }).getAttribute('href')).toBe('/fan/feed');
  });
});
