import { useSyncExternalStore } from 'react';

/**
 * One thing plays at a time (issue 17): every player registers the media element it starts here; starting
 * one pauses whichever was playing before. Module state, because there is one page and one pair of ears.
 */
let current: HTMLMediaElement | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Call when `media` starts playing (its `play` event): any other playing media is paused. */
export function claimPlayback(media: HTMLMediaElement): void {
  if (current === media) return;
  const previous = current;
  current = media;
  if (previous && !previous.paused) {
    try {
      previous.pause();
    } catch {
      // A detached element has nothing to pause.
    }
  }
  notify();
}

/** Call when `media` pauses, ends or unmounts. */
export function releasePlayback(media: HTMLMediaElement): void {
  if (current !== media) return;
  current = null;
  notify();
}

/** The element playing now, if any. */
export function nowPlaying(): HTMLMediaElement | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when what plays changes. */
export function useNowPlaying(): HTMLMediaElement | null {
  return useSyncExternalStore(subscribe, nowPlaying, () => null);
}
