import { useEffect, useRef } from 'react';
import { isEnterShortcut } from './enter-shortcut';

/** Runs `action` when the page's Enter shortcut is pressed. */
export function useEnterKey(action: () => void): void {
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isEnterShortcut(event)) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
