import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
/** With no interaction, the toaster still arrives this long after the first paint. */
const IDLE_MS = 3_000;

/**
 * The toaster (sonner) loads when it can first matter: a person's first interaction, a session (whose event
 * stream raises toasts), or a few seconds after the first paint; a landing-page visitor who only reads never
 * downloads it (issue 2's script budget). sonner shows toasts raised before its Toaster subscribed, so none is lost.
 */
export function DeferredToaster({ now }: { now: boolean }) {
  const [wanted, setWanted] = useState(now);
  useEffect(() => {
    if (now) setWanted(true);
  }, [now]);
  useEffect(() => {
    if (wanted) return;
    const wake = () => setWanted(true);
    for (const event of WAKE_EVENTS) window.addEventListener(event, wake, { capture: true, passive: true });
    const timer = setTimeout(wake, IDLE_MS);
    return () => {
      clearTimeout(timer);
      for (const event of WAKE_EVENTS) window.removeEventListener(event, wake, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* DESIGN 2: one toast at a time. */}
      <Toaster theme="dark" position="top-center" visibleToasts={1} richColors closeButton />
    </Suspense>
  );
}
