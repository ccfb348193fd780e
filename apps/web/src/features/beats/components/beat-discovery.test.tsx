import type { BeatView } from '@pulse/domain/beats-contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '../../../test/render-with-router';
import { workMedia } from '../../../test/work-media';
import { BeatDiscovery } from './beat-discovery';

const beat: BeatView = {
  id: 'b1',
  title: 'Night Drive',
  producer: { id: 'p1', name: 'Kai' },
  bpm: 92,
  key: 'A minor',
  moods: ['Moody'],
  licenseTypes: ['Film'],
  durationSeconds: 125,
  previewSeconds: 6,
  price: { nonExclusiveCents: 14_900, exclusiveCents: 149_900 },
  audioUrl: '/api/beats/b1/preview',
  peaks: null,
  preview: workMedia({ id: 'b1-preview', playUrl: '/api/media/b1-preview/v/abc.m4a' }),
  status: 'published',
  createdAt: '2030-01-01T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BeatDiscovery', () => {
  it('sends the filters, shows No beats found and clears them', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        jsonResponse(200, { beats: String(input).includes('priceRange') ? [] : [beat] }),
      );
    renderWithRouter([{ path: '/', element: <BeatDiscovery /> }], { user: null });

    expect(await screen.findByRole('heading', { name: 'Night Drive' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Kai · 92 BPM · A minor · 2:05 full beat')).toBeTruthy();
    // The preview plays in the one player, from the pipeline's clip, labelled with the clip's own length.
    const player = screen.getByRole('group', { name: 'Audio: Night Drive' });
    expect(player.querySelector('audio')?.getAttribute('src')).toBe('/api/media/b1-preview/v/abc.m4a');
    expect(screen.getByRole('button', { name: 'Play Night Drive' })).toBeTruthy();
    expect(screen.getByText('Preview · 0:06')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Moody' }));
    fireEvent.change(screen.getByLabelText('License type'), { target: { value: 'Film' } });
    fireEvent.change(screen.getByLabelText('Price range'), { target: { value: '200-500' } });
    expect(await screen.findByRole('heading', { name: 'No beats found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters to see more beats.')).toBeTruthy();
    const urls = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/beats?moods=Moody&licenseType=Film&priceRange=200-500');

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' }).at(-1)!);
    await waitFor(() => expect((screen.getByLabelText('Price range') as HTMLSelectElement).value).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Brief' }).getAttribute('href')).toBe('/filmmaker/brief');
  });
});
