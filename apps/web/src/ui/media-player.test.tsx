import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaElements } from '../test/media-element';
import { workMedia } from '../test/work-media';
import { MediaPlayer } from './media-player';

let media: ReturnType<typeof stubMediaElements>;
beforeEach(() => {
  media = stubMediaElements();
});
afterEach(() => {
  cleanup();
  media.restore();
  vi.useRealTimers();
});

const audioOf = (title: string) =>
  screen.getByRole('group', { name: `Audio: ${title}` }).querySelector('audio') as HTMLAudioElement;

describe('MediaPlayer', () => {
  it('fetches no sound in a page the server renders, and what it is asked to once in the browser', () => {
    const player = <MediaPlayer media={workMedia()} title="Tape Loop" preload="metadata" />;
    expect(renderToString(player)).toContain('preload="none"');
    render(player);
    expect(audioOf('Tape Loop').getAttribute('preload')).toBe('metadata');
  });

  it('plays with sound on an explicit tap, says Pause, and announces it', () => {
    render(<MediaPlayer media={workMedia()} title="Tape Loop" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Tape Loop' }));
    expect(media.play).toHaveBeenCalledOnce();
    expect(audioOf('Tape Loop').muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause Tape Loop' })).toBeTruthy();
    expect(screen.getByText('Playing Tape Loop')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Tape Loop' }));
    expect(screen.getByRole('button', { name: 'Play Tape Loop' })).toBeTruthy();
    expect(screen.getByText('Paused Tape Loop')).toBeTruthy();
  });

  it('plays one thing at a time: starting another pauses the first', () => {
    render(
      <>
        <MediaPlayer media={workMedia({ id: 'a' })} title="First" />
        <MediaPlayer media={workMedia({ id: 'b' })} title="Second" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play First' }));
    expect(audioOf('First').paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play Second' }));
    expect(audioOf('First').paused).toBe(true);
    expect(audioOf('Second').paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Play First' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause Second' })).toBeTruthy();
  });

  it('takes the keyboard: space toggles, the arrows seek 5 s', () => {
    render(<MediaPlayer media={workMedia({ durationSeconds: 30 })} title="Tape Loop" />);
    const seek = screen.getByRole('slider', { name: 'Seek Tape Loop' });
    const audio = audioOf('Tape Loop');
    fireEvent.keyDown(seek, { key: ' ' });
    expect(audio.paused).toBe(false);
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(5);
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    fireEvent.keyDown(seek, { key: 'ArrowLeft' });
    expect(audio.currentTime).toBe(5);
    expect(seek.getAttribute('aria-valuetext')).toBe('0:05 of 0:30');
    fireEvent.keyDown(seek, { key: ' ' });
    expect(audio.paused).toBe(true);
  });

  it('unmutes only on an explicit tap', () => {
    vi.useFakeTimers();
    render(<MediaPlayer media={workMedia()} title="Tape Loop" variant="card" autoPlayMuted delayMs={800} />);
    act(() => vi.advanceTimersByTime(800));
    expect(audioOf('Tape Loop').muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute Tape Loop' }));
    expect(audioOf('Tape Loop').muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute Tape Loop' })).toBeTruthy();
  });

  it('starts nothing by itself when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    const matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(<MediaPlayer media={workMedia()} title="Tape Loop" variant="card" autoPlayMuted delayMs={800} />);
      act(() => vi.advanceTimersByTime(2000));
      expect(media.play).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('plays the whole file for a delivery under review, the preview clip elsewhere', () => {
    render(
      <>
        <MediaPlayer media={workMedia({ id: 'a' })} title="Preview" />
        <MediaPlayer media={workMedia({ id: 'b' })} title="Delivery" fullLength />
      </>,
    );
    expect(audioOf('Preview').getAttribute('src')).toBe('/api/media/m1/preview');
    expect(audioOf('Delivery').getAttribute('src')).toBe('/api/media/m1');
  });

  it('shows Processing… while the job runs and the reason when it failed, never a broken player', () => {
    render(
      <>
        <MediaPlayer media={workMedia({ id: 'p', status: 'processing', playUrl: null })} title="Fresh Upload" />
        <MediaPlayer
          media={workMedia({
            id: 'f',
            status: 'failed',
            playUrl: null,
            failureReason: 'This file is not a video we can read.',
          })}
          title="Broken Upload"
        />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Fresh Upload is processing' }).textContent).toContain('Processing…');
    const failed = screen.getByRole('status', { name: 'Broken Upload could not be processed' });
    expect(failed.textContent).toContain('This file is not a video we can read.');
    expect(document.querySelector('audio, video')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Play/ })).toBeNull();
  });

  it('offers a picture’s AVIF first at the card widths, and the lightbox keeps the WebP widths', async () => {
    const avif = [480, 720].map((w) => ({
      url: `/api/media/i1/avif-${w}`,
      width: w,
      height: w,
      mimeType: 'image/avif',
    }));
    const picture = workMedia({ id: 'i1', kind: 'image', avifImages: avif });
    render(
      <MediaPlayer
        media={picture}
        title="Poster"
        sizes="330px"
        gallery={[{ media: picture, title: 'Poster' }]}
        galleryIndex={0}
      />,
    );
    const source = screen.getByRole('button', { name: 'Open Poster' }).querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe('/api/media/i1/avif-480 480w, /api/media/i1/avif-720 720w');
    expect(source?.getAttribute('sizes')).toBe('330px');
    fireEvent.click(screen.getByRole('button', { name: 'Open Poster' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 4_000 });
    expect(dialog.querySelector('source')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('srcset')).toContain('image-1280 1280w');
  });

  it('opens pictures in the lightbox, with previous and next through the carousel', async () => {
    const items = [
      { media: workMedia({ id: 'i1', kind: 'image' }), title: 'One' },
      { media: workMedia({ id: 'i2', kind: 'image' }), title: 'Two' },
    ];
    render(<MediaPlayer media={items[0]!.media} title="One" gallery={items} galleryIndex={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open One' }));
    // The lightbox's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 4_000 });
    expect(dialog.textContent).toContain('1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog').textContent).toContain('Two');
    expect(screen.getByRole('link', { name: 'Download Two' }).getAttribute('href')).toBe('/api/media/m1');
  });
});
