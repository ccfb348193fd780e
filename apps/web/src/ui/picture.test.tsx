import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workMedia } from '../test/work-media';
import { Picture } from './picture';

const PLACEHOLDER = 'pzkLLxR3h3eAiHiHh3eIiIh3dwd3eI8H';

afterEach(cleanup);

describe('Picture', () => {
  it('offers every variant by width with the sizes it is shown at, and reserves its box', () => {
    render(
      <Picture
        media={workMedia({ kind: 'image' })}
        alt="Poster Study"
        seed="w1"
        sizes="(min-width: 1024px) 330px, 100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Poster Study' });
    expect(img.getAttribute('srcset')).toBe(
      '/api/media/m1/image-320 320w, /api/media/m1/image-640 640w, /api/media/m1/image-1280 1280w',
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 330px, 100vw');
    expect(img.getAttribute('src')).toBe('/api/media/m1/image-640');
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('720');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the first visible card eagerly at high priority', () => {
    render(<Picture media={workMedia({ kind: 'image' })} alt="Poster" seed="w1" priority />);
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('paints the thumbhash placeholder until the picture loads', () => {
    const onLoad = vi.fn();
    render(
      <Picture media={workMedia({ kind: 'image', placeholder: PLACEHOLDER })} alt="Poster" seed="w1" onLoad={onLoad} />,
    );
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('takes its size from the widest variant when the media has none', () => {
    render(<Picture media={workMedia({ kind: 'video', width: null, height: null })} alt="Poster frame" seed="w1" />);
    const img = screen.getByRole('img', { name: 'Poster frame' });
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('720');
  });

  it('shows generated art, the same for the same seed, when there is no picture', () => {
    render(
      <>
        <Picture media={workMedia({ kind: 'audio' })} alt="Tape Loop" seed="w9" />
        <Picture media={null} alt="Again" seed="w9" />
      </>,
    );
    const art = screen.getByRole('img', { name: 'Tape Loop' });
    expect(art.tagName).toBe('DIV');
    expect(art.style.background).toContain('gradient');
    expect(screen.getByRole('img', { name: 'Again' }).style.background).toBe(art.style.background);
  });
});
