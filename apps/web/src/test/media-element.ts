import { vi } from 'vitest';

/**
 * jsdom has no media playback: play() and pause() only log, and `paused` is always true. This stands in a
 * small fake that flips `paused` and fires the events a browser fires, so players can be tested.
 */
export function stubMediaElements() {
  const state = new WeakMap<HTMLMediaElement, boolean>();
  const paused = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'paused');
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return state.get(this) ?? true;
    },
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    state.set(this, false);
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (state.get(this) === false) {
      state.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return {
    play,
    pause,
    restore() {
      play.mockRestore();
      pause.mockRestore();
      load.mockRestore();
      if (paused) Object.defineProperty(HTMLMediaElement.prototype, 'paused', paused);
    },
  };
}
