import { INTRO_SEEN_KEY, INTRO_SENTENCE_INTERVAL_MS, INTRO_SENTENCES } from '@pulse/domain/intro';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntroText } from './intro-text';

/** The text a sighted visitor sees: everything except the screen-reader copies. */
function visibleText(container: HTMLElement): string {
  const clone = container.cloneNode(true) as HTMLElement;
  for (const node of clone.querySelectorAll('.sr-only, .invisible')) node.remove();
  return clone.textContent ?? '';
}

function screenReaderText(container: HTMLElement): string {
  const clone = container.cloneNode(true) as HTMLElement;
  for (const node of clone.querySelectorAll('[aria-hidden="true"]')) node.remove();
  return clone.textContent ?? '';
}

describe('IntroText', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('types the sentences one after another on the first visit, and remembers it was seen', async () => {
    const { container } = render(<IntroText />);
    expect(window.sessionStorage.getItem(INTRO_SEEN_KEY)).not.toBeNull();
    expect(visibleText(container)).toBe(INTRO_SENTENCES[0].charAt(0));

    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    const early = visibleText(container);
    expect(early.length).toBeGreaterThan(1);
    expect(INTRO_SENTENCES[0].startsWith(early)).toBe(true);
    expect(early.length).toBeLessThan(INTRO_SENTENCES[0].length);

    await act(async () => {
      vi.advanceTimersByTime(INTRO_SENTENCE_INTERVAL_MS * INTRO_SENTENCES.length);
    });
    expect(visibleText(container)).toBe(INTRO_SENTENCES.join(''));
  });

  it('gives screen readers every sentence in full from the start', () => {
    const { container } = render(<IntroText />);
    expect(screenReaderText(container)).toBe(INTRO_SENTENCES.join(''));
  });

  it('shows all four sentences at once on a second visit in the same session', () => {
    window.sessionStorage.setItem(INTRO_SEEN_KEY, '1');
    const { container } = render(<IntroText />);
    expect(visibleText(container)).toBe(INTRO_SENTENCES.join(''));
  });
});
