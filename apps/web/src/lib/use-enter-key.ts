import { useEffect, useRef } from 'react';

const INTERACTIVE =
  'a, button, input, textarea, select, summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="link"]';

/**
 * Runs `action` when Enter is pressed anywhere on the page, except where Enter already means
 * something: in form fields and on links and buttons (those activate themselves).
 */
export function useEnterKey(action: () => void): void {
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Enter' || event.repeat || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.isComposing) return;
      const target = event.target;
      if (target instanceof Element && target.closest(INTERACTIVE)) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
