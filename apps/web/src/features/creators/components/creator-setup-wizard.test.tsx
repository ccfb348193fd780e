import { INVALID_URL } from '@pulse/domain/creator-setup';
import type { MyCreativeProfileResponse } from '@pulse/domain/creator-setup-contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { CreatorSetupWizard, type CreatorSetupWizardProps } from './creator-setup-wizard';
import { storageKey } from './setup-draft';

const saved: MyCreativeProfileResponse = {
  profile: {
    displayName: 'Maya Reyes',
    bio: 'I shoot campus events and music videos.',
    location: 'Austin, TX',
    creativeTypes: ['Videographer'],
    experience: 'professional',
    rates: {
      customBeat: '',
      mixingMastering: '',
      photoShoot: '',
      videoProject: '$600-900',
      designWork: '',
      consultation: '',
    },
    specialties: [],
    availability: 'available',
    socialLinks: { instagram: '', portfolio: '', website: '' },
    portfolio: [],
    setupCompleted: true,
    updatedAt: '2026-11-22T10:00:00.000Z',
  },
  application: {
    id: 'app_1',
    kind: 'creative',
    status: 'pending',
    submittedAt: '2026-11-22T10:00:00.000Z',
    decidedAt: null,
    reason: null,
  },
  creatorStatus: 'pending',
};

function renderWizard(props: Partial<CreatorSetupWizardProps> = {}) {
  const all: CreatorSetupWizardProps = {
    viewer: null,
    startSession: vi.fn(async () => undefined),
    clearRole: vi.fn(async () => undefined),
    onSaved: vi.fn(),
    ...props,
  };
  const view = renderWithRouter(
    [
      { path: '/creator/setup', element: <CreatorSetupWizard {...all} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path: '/creator/setup', user: null },
  );
  return { ...view, props: all };
}

const cont = () => screen.getByRole('button', { name: /Continue/ });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const stepText = () => screen.getByTestId('setup-step').textContent;
/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function fillBasics() {
  type('Display name', 'Maya Reyes');
  type('Bio', 'I shoot campus events and music videos.');
  type('Location', 'Austin, TX');
}

describe('CreatorSetupWizard', () => {
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

  it('keeps Continue disabled on step 1 until name, bio and location are valid', async () => {
    renderWizard();
    expect(stepText()).toBe('1/7');
    expect((cont() as HTMLButtonElement).disabled).toBe(true);
    type('Display name', 'M');
    fireEvent.blur(screen.getByLabelText('Display name'));
    expect(await screen.findByText('Display name must be at least 2 characters')).toBeTruthy();
    fillBasics();
    expect((cont() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(cont());
    expect(stepText()).toBe('2/7');
  });

  it('walks the steps, starts a guest session for a visitor, saves, and previews Under Review', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, saved));
    const { props, router } = renderWizard();
    fillBasics();
    fireEvent.click(cont());
    fireEvent.click(screen.getByLabelText('Videographer'));
    fireEvent.click(cont());
    expect((cont() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/^Professional/));
    fireEvent.click(cont());
    // A videographer is asked for the rates a videographer sells, not a producer's or a designer's.
    expect(screen.queryByLabelText('Custom Beat')).toBeNull();
    expect(screen.queryByLabelText('Design Work')).toBeNull();
    expect(screen.getByLabelText('Photo Shoot')).toBeTruthy();
    expect(screen.getByLabelText('Consultation')).toBeTruthy();
    type('Video Project', '$600-900');
    expect(screen.getByText('In line with the typical $750 for your experience.')).toBeTruthy();
    fireEvent.click(cont());
    expect((screen.getByLabelText('Available') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(cont());
    expect(stepText()).toBe('6/7');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Under Review by PulseTeam')).toBeTruthy();
    expect(stepText()).toBe('7/7');
    expect(props.startSession).toHaveBeenCalledOnce();
    expect(props.onSaved).toHaveBeenCalledOnce();
    const request = sentRequest(fetchSpy);
    expect(request.url).toBe('/api/creative-profiles');
    expect(request.body).toMatchObject({
      displayName: 'Maya Reyes',
      creativeTypes: ['Videographer'],
      experience: 'professional',
      availability: 'available',
      rates: { videoProject: '$600-900' },
    });
    expect(window.localStorage.getItem(storageKey(null))).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Continue to PulseStudio/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pulspace'));
  });

  it("shows the server's field message on the step that holds the field", async () => {
    window.localStorage.setItem(
      storageKey('user_1'),
      JSON.stringify({ step: 6, draft: { ...saved.profile, experience: 'professional' } }),
    );
    // The signed-in viewer's saved profile is fetched; the local draft (at step 6) wins.
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, saved));
    renderWizard({ viewer: { id: 'user_1', name: 'Maya', isGuest: false } });
    await screen.findByRole('button', { name: 'Complete Setup' });
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Display name must be at most 50 characters',
          fields: { displayName: 'Display name must be at most 50 characters' },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(stepText()).toBe('1/7'));
    expect(screen.getAllByText('Display name must be at most 50 characters').length).toBeGreaterThan(0);
  });

  it("shows the step's message beside a field once visited, and as it changes, before any request", async () => {
    window.localStorage.setItem(storageKey(null), JSON.stringify({ step: 6, draft: saved.profile }));
    renderWizard();
    const website = screen.getByLabelText('Website');
    fireEvent.change(website, { target: { value: 'not a url' } });
    expect(messageBy(website)).toBe('Optional');
    fireEvent.blur(website);
    await waitFor(() => expect(messageBy(website)).toBe(INVALID_URL));
    expect((screen.getByRole('button', { name: 'Complete Setup' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(website, { target: { value: 'maya.studio' } });
    await waitFor(() => expect(messageBy(website)).toBe('Optional'));
    expect(fetchSpy).not.toHaveBeenCalled();
    // The draft is kept in this browser as it is typed.
    expect(JSON.parse(window.localStorage.getItem(storageKey(null)) ?? '{}').draft.socialLinks.website).toBe(
      'maya.studio',
    );
  });

  it('keeps each server field message on its field, on its step, until that field changes', async () => {
    window.localStorage.setItem(storageKey('user_1'), JSON.stringify({ step: 6, draft: saved.profile }));
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, saved));
    renderWizard({ viewer: { id: 'user_1', name: 'Maya', isGuest: false } });
    await screen.findByRole('button', { name: 'Complete Setup' });
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Display name is taken',
          fields: { displayName: 'Display name is taken', 'socialLinks.portfolio': 'That portfolio cannot be reached' },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(stepText()).toBe('1/7'));
    expect(messageBy(screen.getByLabelText('Display name'))).toBe('Display name is taken');
    expect(screen.getByRole('alert').textContent).toBe('Display name is taken');

    // Another field changing leaves it; its own field changing takes it away.
    type('Location', 'Austin, Texas');
    expect(messageBy(screen.getByLabelText('Display name'))).toBe('Display name is taken');
    type('Display name', 'Maya R.');
    await waitFor(() => expect(messageBy(screen.getByLabelText('Display name'))).not.toBe('Display name is taken'));

    for (const step of ['2/7', '3/7', '4/7', '5/7', '6/7']) {
      fireEvent.click(cont());
      expect(stepText()).toBe(step);
    }
    expect(messageBy(screen.getByLabelText('Portfolio'))).toBe('That portfolio cannot be reached');
  });

  it('restores a saved profile and ignores a draft it cannot parse', async () => {
    window.localStorage.setItem(storageKey('user_1'), '{not json');
    fetchSpy.mockResolvedValue(jsonResponse(200, saved));
    renderWizard({ viewer: { id: 'user_1', name: 'Maya', isGuest: false } });
    expect(await screen.findByDisplayValue('Maya Reyes')).toBeTruthy();
    expect(stepText()).toBe('1/7');
    expect(screen.getByText('We restored what you saved. Pick up where you left off.')).toBeTruthy();
    expect(sentRequest(fetchSpy).url).toBe('/api/creative-profiles/me');
  });

  it('Back on step 1 goes to /onboarding/role without clearing the role', async () => {
    const { router, props } = renderWizard();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/role'));
    expect(props.clearRole).not.toHaveBeenCalled();
  });

  it('clears the role on the way to /onboarding after coming back to the wizard too', async () => {
    const { router, props } = renderWizard();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/role'));
    void router.navigate('/creator/setup');
    await screen.findByTestId('setup-step');
    // Let the remounted wizard's effects settle, as a person's click would.
    await act(async () => {});
    void router.navigate('/onboarding');
    await waitFor(() => expect(props.clearRole).toHaveBeenCalledOnce());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('leaving for /onboarding (the top Back) clears the role first', async () => {
    const { router, props } = renderWizard();
    await screen.findByTestId('setup-step');
    void router.navigate('/onboarding');
    await waitFor(() => expect(props.clearRole).toHaveBeenCalledOnce());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });
});
