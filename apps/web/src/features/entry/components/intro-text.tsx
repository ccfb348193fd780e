import {
  INTRO_SEEN_KEY,
  INTRO_SENTENCE_INTERVAL_MS,
  INTRO_SENTENCES,
  INTRO_TYPE_MS_PER_CHAR,
  introVisibleText,
} from '@pulse/domain/intro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

const LAST_SENTENCE = INTRO_SENTENCES[INTRO_SENTENCES.length - 1] ?? '';
const INTRO_DURATION_MS =
  (INTRO_SENTENCES.length - 1) * INTRO_SENTENCE_INTERVAL_MS + LAST_SENTENCE.length * INTRO_TYPE_MS_PER_CHAR;

function introAlreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(INTRO_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The four intro sentences, typed one every 4.7 s at 50 ms a character, once per browser session.
 * A second visit, or a visitor who prefers reduced motion, sees them all at once.
 * Screen readers always get each sentence in full; the typing is visual only.
 */
export function IntroText() {
  // Typing from the start on the server and while hydrating; the browser then says whether to skip it, before
  // the first paint, reading the session once before this visit marks the intro seen.
  const [instant, setInstant] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const decided = useRef(false);

  useLayoutEffect(() => {
    if (!decided.current && (prefersReducedMotion() || introAlreadySeen())) {
      setInstant(true);
      setElapsed(Number.POSITIVE_INFINITY);
    }
    decided.current = true;
    try {
      window.sessionStorage.setItem(INTRO_SEEN_KEY, '1');
    } catch (error) {
      console.warn('Could not remember that the intro was seen', error);
    }
  }, []);

  useEffect(() => {
    if (instant) return;
    const start = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now() - start;
      setElapsed(now);
      if (now >= INTRO_DURATION_MS) window.clearInterval(timer);
    }, INTRO_TYPE_MS_PER_CHAR);
    return () => window.clearInterval(timer);
  }, [instant]);

  return (
    <div className="flex flex-col gap-5">
      {INTRO_SENTENCES.map((sentence, index) => {
        const visible = introVisibleText(index, elapsed);
        const last = index === INTRO_SENTENCES.length - 1;
        const style = cn(
          'font-display leading-snug',
          last ? 'text-2xl font-bold text-accent sm:text-3xl' : 'text-xl font-medium text-fg sm:text-2xl',
        );
        if (visible === sentence) {
          return (
            <p key={sentence} className={style}>
              {sentence}
            </p>
          );
        }
        return (
          <p key={sentence} className={cn(style, 'grid')}>
            <span className="sr-only">{sentence}</span>
            {/* Reserves the sentence's full height so nothing jumps while it types. */}
            <span aria-hidden="true" className="invisible col-start-1 row-start-1">
              {sentence}
            </span>
            <span aria-hidden="true" className="col-start-1 row-start-1">
              {visible}
              {visible ? (
                <span className="ms-0.5 inline-block h-[1em] w-0.5 translate-y-[0.15em] bg-accent motion-safe:animate-caret" />
              ) : null}
            </span>
          </p>
        );
      })}
    </div>
  );
}
