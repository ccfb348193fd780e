import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser can read (storage, media queries), for a screen the server also renders: the server
 * and the hydrating render use `serverValue`, so the markup matches, and the browser's own value follows at once.
 * `read` must return the same value on each call while nothing changed (a primitive).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}
