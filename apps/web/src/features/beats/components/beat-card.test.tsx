import type { BeatView } from '@pulse/domain/beats-contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { workMedia } from '../../../test/work-media';
import { BeatCard } from './beat-card';

const beat: BeatView = {
  id: 'b1',
  title: 'Night Drive',
  producer: { id: 'p1', name: 'Kai' },
  bpm: 92,
  key: 'A minor',
  moods: ['Moody'],
  licenseTypes: ['Film'],
  durationSeconds: 10,
  previewSeconds: 8,
  price: { nonExclusiveCents: 14_900, exclusiveCents: 149_900 },
  audioUrl: '/api/beats/b1/preview',
  peaks: null,
  preview: workMedia({ id: 'b1-preview', peaks: [0.2, 1, 0.4] }),
  status: 'published',
  createdAt: '2030-01-01T00:00:00.000Z',
};

afterEach(cleanup);

describe('BeatCard', () => {
  it("plays the preview in the one player, over the clip's own waveform", () => {
    render(<BeatCard beat={beat} />);
    const player = screen.getByRole('group', { name: 'Audio: Night Drive' });
    expect(player.querySelector('audio')?.getAttribute('src')).toBe(beat.preview?.playUrl);
    expect(screen.getByRole('button', { name: 'Play Night Drive' })).toBeTruthy();
  });

  it('says so when the preview is gone, instead of a player that cannot play', () => {
    render(<BeatCard beat={{ ...beat, preview: null }} />);
    expect(screen.queryByRole('group', { name: 'Audio: Night Drive' })).toBeNull();
    expect(screen.getByText('The preview is not available right now.')).toBeTruthy();
  });
});
