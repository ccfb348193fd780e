import { Spinner } from '../ui/spinner';

/** Shown while the first screen's code loads. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted" role="status">
      <Spinner className="size-6 text-accent" />
      <span className="sr-only">Loading Pulse</span>
    </div>
  );
}
