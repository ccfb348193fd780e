import type { VibeCheckerResponse } from '@pulse/domain/vibe-checker';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '../../../test/render-with-router';
import { VibeChecker } from './vibe-checker';

const answer: VibeCheckerResponse = {
  interests: ['lo-fi'],
  teaser: { id: 'c1', name: 'Rae Okafor', text: 'Meet Rae Okafor — Lo-fi producer · Chicago, IL.' },
  suggestions: [
    {
      id: 'c1',
      name: 'Rae Okafor',
      niche: 'Lo-fi producer',
      focus: '',
      location: 'Chicago, IL',
      avatarUrl: '/api/creators/c1/avatar.svg',
      vibeTags: ['Lo-fi'],
      reason: 'Because you like “Lo-fi”',
      score: 9,
      exampleUrl: null,
    },
  ],
};

describe('Vibe Checker', () => {
  // The panel is a lazy part: compiled ahead, so a busy machine's first compile does not eat the test's wait.
  beforeAll(() => import('./vibe-checker-panel'));
  let fetchSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchSpy = vi.fn(async () => jsonResponse(200, answer));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks nothing until hovered, then shows the teaser', async () => {
    renderWithRouter([{ path: '/', element: <VibeChecker side="left" docked /> }]);
    const button = screen.getByRole('button', { name: 'Vibe Checker' });
    expect(button.textContent).toBe('L');
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe(answer.teaser?.text));
    fireEvent.pointerLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the panel with Discover, View Example (the profile when there is no link) and Open Discover', async () => {
    renderWithRouter([{ path: '/', element: <VibeChecker side="right" docked={false} /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'Vibe Checker' }));
    expect(await screen.findByText('Because you like “Lo-fi”', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover Rae Okafor' }).getAttribute('href')).toBe('/creator/c1');
    expect(screen.getByRole('link', { name: "View Example of Rae Okafor's work" }).getAttribute('href')).toBe(
      '/creator/c1',
    );
    expect(screen.getByRole('link', { name: 'Open Discover' }).getAttribute('href')).toBe('/discover');
  });
});
