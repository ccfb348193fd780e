import { useEffect, useState } from 'react';

/**
 * Milliseconds since the component started, re-read every `tickMs` from the clock (so a throttled
 * background tab catches up instead of slowing the schedule down).
 */
export function useElapsed(tickMs: number): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = Date.now();
    const id = window.setInterval(() => setElapsed(Date.now() - start), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return elapsed;
}

/** Calls `onDone` once, the first time `done` is true. */
export function useOnceWhen(done: boolean, onDone: () => void): void {
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (done && !fired) {
      setFired(true);
      onDone();
    }
  }, [done, fired, onDone]);
}
