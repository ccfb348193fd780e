import { useEffect } from 'react';

/** Threads shown in an open chat panel in this tab: their notifications need no toast. */
const open = new Map<string, number>();

export function isThreadOpen(threadId: string): boolean {
  return (open.get(threadId) ?? 0) > 0;
}

/** Registers the thread as on screen while the calling component is mounted. */
export function useThreadOnScreen(threadId: string): void {
  useEffect(() => {
    open.set(threadId, (open.get(threadId) ?? 0) + 1);
    return () => {
      const left = (open.get(threadId) ?? 1) - 1;
      if (left > 0) open.set(threadId, left);
      else open.delete(threadId);
    };
  }, [threadId]);
}
