import type { CreatorCard } from '@pulse/domain/creators-contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPE_FADE_MS, SwipeMatching } from './swipe-matching';

function card(id: string, name: string, vibeTags: string[]): CreatorCard {
  return {
    id,
    name,
    avatarUrl: `/api/creators/${id}/avatar.svg`,
    bio: '',
    category: 'producer',
    portfolio: [],
    raceGender: '',
    age: 20,
    location: 'Austin, TX',
    niche: 'Producer',
    focus: 'Beats',
    look: '',
    snippet: null,
    stats: { cosigns: 1, authenticityScore: 90, recentUploads: 1, engagement: 2 },
    vibeTags,
    gear: [],
    recentWork: [],
    collaborationRateCents: null,
    availability: 'available',
    preferredBrands: [],
    work: null,
    verifiedStudent: null,
  };
}

const cards = [
  card('c1', 'Maya Lin', ['Lo-fi', 'Chill', 'Mellow', 'Organic']),
  card('c2', 'Jordan Reyes', ['High-energy', 'Sports']),
  card('c3', 'Theo Nakamura', ['Electronic', 'Digital']),
];

describe('SwipeMatching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps liked ids, drops skipped ones, and fades 500 ms between cards', () => {
    const onFinish = vi.fn();
    render(<SwipeMatching cards={cards} preferredVibes={['chill', 'Lo-fi']} onFinish={onFinish} />);
    expect(screen.getByRole('heading', { name: 'Maya Lin' })).toBeTruthy();
    expect(screen.getByText('Match 1 of 3')).toBeTruthy();
    // The tags the fan's answers share with the card, case-insensitively.
    expect(screen.getByText('Matches your taste')).toBeTruthy();
    expect(screen.getByText('Lo-fi')).toBeTruthy();
    expect(screen.queryByText('Organic')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(screen.getByText('LIKED')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Skip' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(SWIPE_FADE_MS - 1));
    expect(screen.getByRole('heading', { name: 'Maya Lin' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Jordan Reyes' })).toBeTruthy();
    expect(screen.getByText('Their vibe')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    act(() => vi.advanceTimersByTime(SWIPE_FADE_MS));
    fireEvent.keyDown(screen.getByRole('article'), { key: 'ArrowRight' });
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SWIPE_FADE_MS));
    expect(onFinish).toHaveBeenCalledWith(['c1', 'c3']);
  });

  it('ignores a second decision while a card fades out', () => {
    const onFinish = vi.fn();
    render(<SwipeMatching cards={cards.slice(0, 1)} preferredVibes={[]} onFinish={onFinish} />);
    fireEvent.keyDown(screen.getByRole('article'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('article'), { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(SWIPE_FADE_MS));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith([]);
  });
});
