import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRaised } from '../lib/toast';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The toaster (sonner) loads when it can first matter: a person's first interaction, a session (whose event
 * stream raises toasts), or the first toast raised. A visitor who only reads never downloads it (issue 2's script
 * budget), and no timer mounts it in the middle of their reading: inserting sonner's stylesheet restyles the whole
 * page, a long task on a phone (issue 35). sonner shows toasts raised before its Toaster subscribed, so none is lost.
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
    const unsubscribe = onToastRaised(wake);
    return () => {
      unsubscribe();
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
