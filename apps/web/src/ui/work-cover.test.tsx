import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { work } from '../test/work-media';
import { WorkCover } from './work-cover';

afterEach(cleanup);

const poster = {
  kind: 'image' as const,
  width: 1080,
  height: 1350,
  images: [
    { url: '/api/media/m1/v/a.webp', width: 640, height: 800, mimeType: 'image/webp' },
    { url: '/api/media/m1/v/b.webp', width: 1080, height: 1350, mimeType: 'image/webp' },
  ],
  cardImages: [
    { url: '/api/media/m1/v/c.webp', width: 480, height: 360, mimeType: 'image/webp' },
    { url: '/api/media/m1/v/d.webp', width: 960, height: 720, mimeType: 'image/webp' },
  ],
};

describe('WorkCover', () => {
  it('offers the card cut in a card’s frame, at the cut’s own size', () => {
    render(<WorkCover work={work({}, poster)} seed="c1" alt="Poster by Maya" landscape />);
    const img = screen.getByRole('img', { name: 'Poster by Maya' });
    expect(img.getAttribute('srcset')).toBe('/api/media/m1/v/c.webp 480w, /api/media/m1/v/d.webp 960w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '720']);
  });

  it('offers the whole picture in any other frame, and when there is no cut', () => {
    render(<WorkCover work={work({}, poster)} seed="c1" alt="Square" />);
    expect(screen.getByRole('img', { name: 'Square' }).getAttribute('srcset')).toBe(
      '/api/media/m1/v/a.webp 640w, /api/media/m1/v/b.webp 1080w',
    );
    render(<WorkCover work={work({}, { ...poster, cardImages: [] })} seed="c1" alt="Uncut" landscape />);
    const uncut = screen.getByRole('img', { name: 'Uncut' });
    expect(uncut.getAttribute('srcset')).toBe('/api/media/m1/v/a.webp 640w, /api/media/m1/v/b.webp 1080w');
    expect([uncut.getAttribute('width'), uncut.getAttribute('height')]).toEqual(['1080', '1350']);
  });
});
