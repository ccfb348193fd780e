import { type ReactNode, Suspense } from 'react';
import { useBrowserValue } from '../lib/browser-value';

const inBrowser = () => true;

/**
 * A lazy part (lib/lazy-with-preload.ts) that the page does not load before hydrating: the server and the
 * hydrating render show `fallback`, and the part follows once the page is the app's. Rendered by the server, its
 * markup would stay inert until its code arrived after hydration, and a press on it then would be lost.
 */
export function AfterHydration({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const hydrated = useBrowserValue(inBrowser, false);
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
