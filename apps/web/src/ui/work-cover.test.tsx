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
    { url: '/api/media/m1/v/c.avif', width: 480, height: 360, mimeType: 'image/avif' },
    { url: '/api/media/m1/v/d.avif', width: 960, height: 720, mimeType: 'image/avif' },
  ],
};
const WHOLE = '/api/media/m1/v/a.webp 640w, /api/media/m1/v/b.webp 1080w';

describe('WorkCover', () => {
  it('offers the card cut first in a card’s frame, and the whole picture to a browser without its type', () => {
    render(<WorkCover work={work({}, poster)} seed="c1" alt="Poster by Maya" sizes="330px" landscape />);
    const img = screen.getByRole('img', { name: 'Poster by Maya' });
    const source = img.parentElement?.querySelector('source');
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe('/api/media/m1/v/c.avif 480w, /api/media/m1/v/d.avif 960w');
    expect(source?.getAttribute('sizes')).toBe('330px');
    expect(img.getAttribute('srcset')).toBe(WHOLE);
  });

  it('offers only the whole picture in any other frame, and when there is no cut', () => {
    render(<WorkCover work={work({}, poster)} seed="c1" alt="Square" />);
    const square = screen.getByRole('img', { name: 'Square' });
    expect(square.parentElement?.tagName).not.toBe('PICTURE');
    expect(square.getAttribute('srcset')).toBe(WHOLE);
    render(<WorkCover work={work({}, { ...poster, cardImages: [] })} seed="c1" alt="Uncut" landscape />);
    const uncut = screen.getByRole('img', { name: 'Uncut' });
    expect(uncut.parentElement?.tagName).not.toBe('PICTURE');
    expect(uncut.getAttribute('srcset')).toBe(WHOLE);
  });
});
