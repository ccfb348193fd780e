import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const raisedListeners = new Set<() => void>();

/** Calls `listener` when a toast is raised (the deferred toaster mounts then); returns the unsubscribe. */
export function onToastRaised(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

const withSonner = (show: (module: Sonner) => void) => {
  for (const listener of raisedListeners) listener();
  sonner ??= import('sonner');
  void sonner.then(show);
};

/**
 * The app's toasts, the one way to raise them. sonner (9 KiB) is imported with the first toast, so it stays out
 * of every page's first load; its Toaster arrives on its own (app/deferred-toaster.tsx) and shows toasts raised
 * before it subscribed. Toasts keep the order they were raised in.
 */
export const toast = {
  success: (message: string) => withSonner(({ toast }) => toast.success(message)),
  error: (message: string) => withSonner(({ toast }) => toast.error(message)),
  /** A notification: a title, and optionally a line and an action. */
  notify: (title: string, options: Pick<ExternalToast, 'description' | 'action'>) =>
    withSonner(({ toast }) => toast(title, options)),
};
