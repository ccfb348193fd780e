import type { BeatView } from '@pulse/domain/beats';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BeatPreview } from './beat-card';

const beat: Pick<BeatView, 'id' | 'title' | 'audioUrl' | 'peaks'> = {
  id: 'b1',
  title: 'Night Drive',
  audioUrl: '/api/beats/b1/preview',
  peaks: Array.from({ length: 48 }, (_, i) => (i % 4 === 0 ? 1 : 0.25)),
};

afterEach(cleanup);

const heights = (el: HTMLElement) => [...el.children].map((bar) => (bar as HTMLElement).style.height);

describe('BeatPreview', () => {
  it('draws one bar per stored peak, as tall as the peak', () => {
    render(<BeatPreview beat={beat} />);
    const bars = heights(screen.getByRole('img', { name: 'Waveform of Night Drive' }));
    expect(bars).toHaveLength(48);
    expect(bars.slice(0, 4)).toEqual(['100%', '25%', '25%', '25%']);
    expect(screen.getByLabelText('Play preview of Night Drive')).toHaveProperty('src');
  });

  it('keeps quiet slices visible as a low bar', () => {
    render(<BeatPreview beat={{ ...beat, peaks: [1, 0, ...new Array(46).fill(0.5)] }} />);
    expect(heights(screen.getByRole('img', { name: 'Waveform of Night Drive' })).slice(0, 2)).toEqual(['100%', '6%']);
  });

  it('shows a flat line, not invented bars, for a beat without peaks', () => {
    render(<BeatPreview beat={{ ...beat, peaks: null }} />);
    expect(screen.queryByRole('img', { name: 'Waveform of Night Drive' })).toBeNull();
    const flat = screen.getByRole('img', { name: 'No waveform for Night Drive' });
    expect(flat.querySelectorAll('span')).toHaveLength(1);
  });
});
