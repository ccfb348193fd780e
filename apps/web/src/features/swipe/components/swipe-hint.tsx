import { SWIPE_HINT_DELAY_MS, SWIPE_HINT_FADE_MS, SWIPE_HINT_TEXT } from '@pulse/domain/swipe';
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';

/**
 * "Swipe right to co-sign • Swipe left to skip": 3 s, then a 1 s fade, then gone. On a desktop card (the work
 * left, the creative right) it sits over the work, never over the avatar.
 */
export function SwipeHint({ reduceMotion }: { reduceMotion: boolean }) {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  useEffect(() => {
    const fade = window.setTimeout(() => setPhase('fading'), SWIPE_HINT_DELAY_MS);
    const gone = window.setTimeout(() => setPhase('gone'), SWIPE_HINT_DELAY_MS + SWIPE_HINT_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(gone);
    };
  }, []);
  if (phase === 'gone') return null;
  return (
    <p
      className={cn(
        'pointer-events-none absolute inset-x-0 top-3 z-20 mx-auto w-fit rounded-full lg:right-auto lg:left-4 lg:mx-0 bg-ink/90 px-4 py-2 text-xs font-semibold text-fg ring-1 ring-line-strong',
        !reduceMotion && 'transition-opacity ease-out',
        phase === 'fading' ? 'opacity-0' : 'opacity-100',
      )}
      style={reduceMotion ? undefined : { transitionDuration: `${SWIPE_HINT_FADE_MS}ms` }}
    >
      {SWIPE_HINT_TEXT}
    </p>
  );
}
