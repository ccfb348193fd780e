import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { RoleQuiz } from './role-quiz';
import type { OnboardingSession } from './session';

const withSession: OnboardingSession = { status: 'ready', hasSession: true, signedIn: false };
const noSession: OnboardingSession = { status: 'ready', hasSession: false, signedIn: false };

function renderQuiz(kind: 'producer' | 'collaborator', session: OnboardingSession, startSession = vi.fn()) {
  return renderWithRouter(
    [
      { path: '/quiz', element: <RoleQuiz kind={kind} session={session} startSession={startSession} /> },
      { path: '*', element: <p>Next screen</p> },
    ],
    { path: '/quiz' },
  );
}

const stored = (preferences: Record<string, string | string[]>, onboardingCompleted = false) =>
  jsonResponse(200, { kind: 'collaborator', preferences, onboardingCompleted, updatedAt: null });

describe('RoleQuiz', () => {
  const fetchSpy = stubFetch();

  it('keeps Next disabled until a single question is answered and saves the answer at once', async () => {
    fetchSpy.mockResolvedValueOnce(stored({}));
    fetchSpy.mockImplementation(async (_url, init) =>
      jsonResponse(200, {
        kind: 'collaborator',
        preferences: JSON.parse(String(init?.body)).answers,
        onboardingCompleted: false,
        updatedAt: '2026-11-22T10:00:00.000Z',
      }),
    );
    renderQuiz('collaborator', withSession);
    expect(await screen.findByRole('heading', { name: 'What are you making?' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 5')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Podcast' }));
    expect(next.hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(sentRequest(fetchSpy, 1)).toMatchObject({
      url: '/api/onboarding/preferences/collaborator',
      method: 'PUT',
      body: { answers: { project_type: 'podcast' }, completed: false },
    });
    expect(await screen.findByText(/Saved\./)).toBeTruthy();

    fireEvent.click(next);
    expect(screen.getByRole('heading', { name: 'What does it need?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('radio', { name: 'Podcast' }) as HTMLInputElement).checked).toBe(true);
  });

  it('resumes at the first unanswered question and finishes with Create First Brief', async () => {
    fetchSpy.mockResolvedValueOnce(
      stored({ project_type: 'app', music_type: ['background'], licensing_preference: 'open', budget_range: 'free' }),
    );
    const { router } = renderQuiz('collaborator', withSession);
    expect(await screen.findByRole('heading', { name: 'When do you need it?' })).toBeTruthy();
    expect(screen.getByText('Question 5 of 5')).toBeTruthy();
    const finish = screen.getByRole('button', { name: 'Create First Brief' });
    expect(finish.hasAttribute('disabled')).toBe(true);

    fetchSpy.mockImplementation(async () => stored({}, true));
    fireEvent.click(screen.getByRole('radio', { name: /Flexible/ }));
    fireEvent.click(finish);
    await waitFor(() => expect(router.state.location.pathname).toBe('/collaborator/brief-board'));
    const last = sentRequest(fetchSpy, fetchSpy.mock.calls.length - 1);
    expect(last.body).toEqual({
      answers: {
        project_type: 'app',
        music_type: ['background'],
        licensing_preference: 'open',
        budget_range: 'free',
        timeline_urgency: 'flexible',
      },
      completed: true,
    });
  });

  it('starts a guest session before the first answer of a visitor without one', async () => {
    const startSession = vi.fn().mockResolvedValue({});
    fetchSpy.mockImplementation(async () => stored({}));
    renderQuiz('producer', noSession, startSession);
    expect(await screen.findByRole('heading', { name: 'What does your sound live in?' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trap' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Jazz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchSpy, 0).body).toEqual({
      answers: { production_style: ['trap', 'jazz'] },
      completed: false,
    });
  });

  it('shows a failed save with a way to try again, and stays when the last step cannot be stored', async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(200, {
        kind: 'producer',
        preferences: {
          production_style: ['trap'],
          tools_daw: ['logic'],
          showcase_intent: 'wip',
          collaboration_openness: 'collabs-only',
        },
        onboardingCompleted: false,
        updatedAt: null,
      }),
    );
    const { router } = renderQuiz('producer', withSession);
    expect(await screen.findByRole('heading', { name: 'Where do your sounds start?' })).toBeTruthy();
    fetchSpy.mockImplementation(async () =>
      jsonResponse(503, { error: { code: 'unavailable', message: 'Pulse is busy. Try again in a moment.' } }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Samples' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Uploading' }));
    expect(await screen.findAllByText(/Pulse is busy/)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/quiz');
    expect(screen.getByRole('button', { name: 'Start Uploading' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
