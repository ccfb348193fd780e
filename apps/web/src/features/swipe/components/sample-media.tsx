import type { CreatorCard } from '@pulse/domain/creators';
import { SWIPE_AUTOPLAY_DELAY_MS } from '@pulse/domain/swipe';
import { Film, Music } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';

type Snippet = NonNullable<CreatorCard['snippet']>;

/** Audio and video samples have something to play; image carousels and AR demos do not (yet). */
export function playableSample(snippet: CreatorCard['snippet']): (Snippet & { previewUrl: string }) | null {
  if (!snippet?.previewUrl) return null;
  if (snippet.type !== 'audio' && snippet.type !== 'video') return null;
  return snippet as Snippet & { previewUrl: string };
}

/**
 * The card's sample media: 0.8 s after its card comes to the top it plays muted (video fills the image
 * area, audio is invisible) and the indicator turns active; it stops when the media ends or the card
 * changes. Shown only when there is a preview to play (decision: no static "sample" badge).
 */
export function SampleMedia({ snippet, active }: { snippet: Snippet & { previewUrl: string }; active: boolean }) {
  const ref = useRef<HTMLMediaElement | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const media = ref.current;
    if (!active || !media) return;
    const timer = window.setTimeout(() => {
      media.muted = true;
      try {
        // Autoplay policies may refuse; the indicator then simply stays idle.
        void media.play()?.catch(() => setPlaying(false));
      } catch {
        setPlaying(false);
      }
    }, SWIPE_AUTOPLAY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      try {
        media.pause();
      } catch {
        // jsdom and old browsers: nothing was playing.
      }
      setPlaying(false);
    };
  }, [active]);

  const events = {
    onPlaying: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
  };
  const Icon = snippet.type === 'video' ? Film : Music;

  return (
    <>
      {snippet.type === 'video' ? (
        <video
          ref={(el) => {
            ref.current = el;
          }}
          src={snippet.previewUrl}
          muted
          playsInline
          preload="metadata"
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-300',
            playing ? 'opacity-100' : 'opacity-0',
          )}
          {...events}
        />
      ) : (
        <audio
          ref={(el) => {
            ref.current = el;
          }}
          src={snippet.previewUrl}
          muted
          preload="none"
          {...events}
        />
      )}
      <span
        data-playing={playing}
        className={cn(
          'absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
          playing ? 'bg-accent text-ink ring-accent' : 'bg-ink/70 text-fg ring-line-strong',
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {playing ? `Playing ${snippet.type} sample` : `${snippet.type === 'video' ? 'Video' : 'Audio'} sample`}
        {playing ? (
          <span aria-hidden="true" className="flex h-3 items-end gap-0.5">
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                className="w-0.5 rounded-full bg-ink motion-safe:animate-pulse"
                style={{ height: `${50 + i * 25}%`, animationDelay: `${i * 150}ms` }}
              />
            ))}
          </span>
        ) : null}
      </span>
    </>
  );
}
