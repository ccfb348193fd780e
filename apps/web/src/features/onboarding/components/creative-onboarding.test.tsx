import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { CreativeOnboarding } from './creative-onboarding';
import type { OnboardingSession } from './session';

const guest: OnboardingSession = { status: 'ready', hasSession: true, signedIn: false };
const signedIn: OnboardingSession = { status: 'ready', hasSession: true, signedIn: true };

function renderAt(path: string, session: OnboardingSession = guest) {
  return renderWithRouter(
    [
      { path: '/onboarding/creative/*', element: <CreativeOnboarding session={session} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path },
  );
}

/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

const storedDraft = {
  role: 'producer',
  currentStep: 2,
  displayName: 'Maya Chen',
  location: 'Austin, TX',
  portfolioLink: 'https://maya.studio',
  genres: ['Lo-fi'],
  vibes: [],
  bio: '',
  specialties: [],
  links: [],
  firstAction: null,
  completed: false,
  completedAt: null,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('CreativeOnboarding', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/onboarding/creative/basics', '/start/creative'],
    ['/onboarding/creative/basics?role=designer', '/start/creative'],
    ['/onboarding/creative/nope?role=admin', '/start/creative'],
    ['/onboarding/creative/finish?role=producer', '/onboarding/creative/basics?role=producer'],
    ['/onboarding/creative/basics/extra?role=filmmaker', '/onboarding/creative/basics?role=filmmaker'],
    ['/onboarding/creative?role=producer', '/onboarding/creative/basics?role=producer'],
  ])('%s redirects to %s', async (from, to) => {
    const { router } = renderAt(from);
    await waitFor(() => expect(where(router)).toBe(to));
  });

  it('shows the spec messages and enables Continue only when basics are valid', async () => {
    renderAt('/onboarding/creative/basics?role=producer');
    const name = await screen.findByLabelText('Display name');
    const cont = screen.getByRole('button', { name: 'Continue' });
    expect(cont.hasAttribute('disabled')).toBe(true);

    fireEvent.blur(name);
    expect(await screen.findByText('Display name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'M' } });
    expect(await screen.findByText('Display name must be at least 2 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    expect(await screen.findByText('Display name must be at most 50 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Maya' } });
    await waitFor(() => expect(cont.hasAttribute('disabled')).toBe(false));

    const link = screen.getByLabelText('Portfolio link (optional)') as HTMLInputElement;
    fireEvent.change(link, { target: { value: 'maya' } });
    fireEvent.blur(link);
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    expect(cont.hasAttribute('disabled')).toBe(true);
    fireEvent.change(link, { target: { value: 'maya.studio' } });
    expect(link.value).toBe('https://maya.studio');
    await waitFor(() => expect(cont.hasAttribute('disabled')).toBe(false));
    await waitFor(() => expect(screen.queryByText('Please enter a valid URL')).toBeNull());
  });

  it('keeps a guest draft in this browser and restores it', async () => {
    const { router } = renderAt('/onboarding/creative/basics?role=producer');
    fireEvent.change(await screen.findByLabelText('Display name'), { target: { value: 'Maya Chen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where(router)).toBe('/onboarding/creative/calibrate?role=producer'));
    const stored = JSON.parse(window.localStorage.getItem('pulse.onboarding.draft.producer') ?? 'null');
    expect(stored).toMatchObject({ role: 'producer', currentStep: 2, displayName: 'Maya Chen', completed: false });
    expect(window.localStorage.getItem('pulse.onboarding.creativeRole')).toBe('producer');
    expect(fetchSpy).not.toHaveBeenCalled();

    cleanup();
    const again = renderAt('/onboarding/creative?role=producer');
    await waitFor(() => expect(where(again.router)).toBe('/onboarding/creative/calibrate?role=producer'));
    expect(await screen.findByRole('heading', { name: 'Calibrate your sound' })).toBeTruthy();
  });

  it('ignores and clears a draft that cannot be parsed', async () => {
    window.localStorage.setItem('pulse.onboarding.draft.producer', '{"role":"producer","currentStep":');
    const { router } = renderAt('/onboarding/creative?role=producer');
    await waitFor(() => expect(where(router)).toBe('/onboarding/creative/basics?role=producer'));
    expect(((await screen.findByLabelText('Display name')) as HTMLInputElement).value).toBe('');
    expect(window.localStorage.getItem('pulse.onboarding.draft.producer')).toBeNull();
  });

  it('does not let a visitor skip past an unfinished step', async () => {
    const { router } = renderAt('/onboarding/creative/profile?role=filmmaker');
    await waitFor(() => expect(where(router)).toBe('/onboarding/creative/basics?role=filmmaker'));
  });

  it('restores a signed-in draft from the server and saves there', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, { draft: storedDraft }));
    const { router } = renderAt('/onboarding/creative?role=producer', signedIn);
    await waitFor(() => expect(where(router)).toBe('/onboarding/creative/calibrate?role=producer'));
    expect(sentRequest(fetchSpy, 0).url).toBe('/api/onboarding/drafts/producer');

    fetchSpy.mockResolvedValueOnce(jsonResponse(200, { draft: { ...storedDraft, vibes: ['Chill'], currentStep: 3 } }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Chill' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where(router)).toBe('/onboarding/creative/profile?role=producer'));
    const put = sentRequest(fetchSpy, 1);
    expect(put.method).toBe('PUT');
    expect(put.body).toMatchObject({ currentStep: 3, displayName: 'Maya Chen', genres: ['Lo-fi'], vibes: ['Chill'] });
    expect(window.localStorage.getItem('pulse.onboarding.draft.producer')).toBeNull();
  });

  it("shows the server's field messages when a save is refused", async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, { draft: null }));
    renderAt('/onboarding/creative/basics?role=producer', signedIn);
    fireEvent.change(await screen.findByLabelText('Display name'), { target: { value: 'Maya' } });
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Location must be at most 100 characters',
          fields: { location: 'Location must be at most 100 characters' },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findAllByText('Location must be at most 100 characters')).toHaveLength(2);
  });

  it("puts the server's message for one more link on that link's field, until it changes", async () => {
    const profileDraft = { ...storedDraft, currentStep: 3, vibes: ['Chill'] };
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, { draft: profileDraft }));
    renderAt('/onboarding/creative/profile?role=producer', signedIn);
    fireEvent.change(await screen.findByLabelText('Bio'), {
      target: { value: 'Lo-fi and boom-bap from a dorm room in Austin.' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lo-fi' }));
    fireEvent.click(screen.getByRole('button', { name: /Add a link/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add a link/ }));
    fireEvent.change(screen.getByLabelText('Link 2'), { target: { value: 'insta.com/maya' } });
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Please enter a valid URL',
          fields: { 'links.1': 'Please enter a valid URL' },
        },
      }),
    );
    const cont = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(cont.hasAttribute('disabled')).toBe(false));
    fireEvent.click(cont);

    const link = screen.getByLabelText('Link 2');
    await waitFor(() => expect(messageBy(link)).toBe('Please enter a valid URL'));
    expect(messageBy(screen.getByLabelText('Link 1'))).not.toBe('Please enter a valid URL');
    fireEvent.change(link, { target: { value: 'https://instagram.com/maya' } });
    await waitFor(() => expect(messageBy(link)).not.toBe('Please enter a valid URL'));
  });

  it('Save & Exit goes to the role dashboard and Back from step 1 to /start/creative', async () => {
    const first = renderAt('/onboarding/creative/basics?role=filmmaker');
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Exit' }));
    await waitFor(() => expect(where(first.router)).toBe('/filmmaker/dashboard'));
    cleanup();
    const second = renderAt('/onboarding/creative/basics?role=filmmaker');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(where(second.router)).toBe('/start/creative'));
  });
});
