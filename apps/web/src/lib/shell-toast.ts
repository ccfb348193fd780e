/**
 * Toasts for the code in the first load (top bar, sign-out): sonner is imported when a toast is raised, so it
 * stays out of the landing page's scripts (see app/deferred-toaster.tsx). Screens import `toast` from sonner.
 */
export async function shellToast(kind: 'success' | 'error', message: string): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](message);
}
