import { PROFILE_MESSAGES, type ProfileResponse } from '@pulse/domain/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { ProfileEditForm } from './profile-edit-form';

const creative: ProfileResponse = {
  role: 'creator',
  name: 'Maya Chen',
  bio: '',
  location: '',
  website: '',
  instagram: '',
  twitter: '',
  email: '',
  phone: '',
  creator: {
    experience: null,
    availability: 'available',
    specialties: [],
    rates: { customBeat: '', mixingMastering: '', photoShoot: '', videoProject: '', designWork: '', consultation: '' },
    rateKeys: ['customBeat', 'mixingMastering', 'consultation'],
    niche: null,
    languages: ['English'],
    region: null,
    diversityMarkers: [],
    collaborationTypes: [],
    postingFrequency: null,
  },
  brand: null,
  fan: null,
};

function renderForm(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProfileEditForm profile={creative} onCancel={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('ProfileEditForm: rates', () => {
  afterEach(cleanup);
  it('offers the rate fields the server says fit the creative: a producer is not asked for a Photo Shoot', () => {
    renderForm();
    expect(screen.getByLabelText('Custom Beat')).toBeTruthy();
    expect(screen.getByLabelText('Mix & Master')).toBeTruthy();
    expect(screen.getByLabelText('Consultation')).toBeTruthy();
    expect(screen.queryByLabelText('Photo Shoot')).toBeNull();
    expect(screen.queryByLabelText('Video Project')).toBeNull();
    expect(screen.queryByLabelText('Design Work')).toBeNull();
  });
});

describe('ProfileEditForm: how brands find you', () => {
  const fetchSpy = stubFetch();

  it('sends the picked niche, languages, region and the rest from the search option lists', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, creative));
    const onSaved = renderForm();
    expect((screen.getByLabelText('English') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Niche'), { target: { value: 'Music' } });
    fireEvent.click(screen.getByLabelText('English'));
    fireEvent.click(screen.getByLabelText('Spanish'));
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Europe' } });
    fireEvent.click(screen.getByLabelText('POC'));
    fireEvent.click(screen.getByLabelText('Licensing'));
    fireEvent.change(screen.getByLabelText('Posting frequency'), { target: { value: 'Weekly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sentRequest(fetchSpy).body as { creator: Record<string, unknown> };
    expect(body.creator).toMatchObject({
      niche: 'Music',
      languages: ['Spanish'],
      region: 'Europe',
      diversityMarkers: ['POC'],
      collaborationTypes: ['Licensing'],
      postingFrequency: 'Weekly',
    });
  });

  it('sends nothing set as null and empty lists', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, creative));
    const onSaved = renderForm();
    fireEvent.click(screen.getByLabelText('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sentRequest(fetchSpy).body as { creator: Record<string, unknown> };
    expect(body.creator).toMatchObject({ niche: null, languages: [], region: null, postingFrequency: null });
  });

  it('shows the server’s message on the field it refused', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields',
          fields: { 'creator.niche': PROFILE_MESSAGES.niche, 'creator.languages.0': PROFILE_MESSAGES.languages },
        },
      }),
    );
    const onSaved = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.niche)).toBeTruthy();
    // A list's bad item shows on the list.
    expect(screen.getByText(PROFILE_MESSAGES.languages)).toBeTruthy();
    expect(screen.queryByText('Check the highlighted fields')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the server’s message on a rate it refused, beside that rate', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields',
          fields: { 'creator.rates.customBeat': PROFILE_MESSAGES.rate },
        },
      }),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    const rate = screen.getByLabelText('Custom Beat');
    await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      PROFILE_MESSAGES.rate,
    );
    expect(screen.queryByText('Check the highlighted fields')).toBeNull();
  });
});
