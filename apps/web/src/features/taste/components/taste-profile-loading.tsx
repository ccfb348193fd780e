import { TASTE_LOADING_TICK_MS, tasteLoadingState } from '@pulse/domain/taste-loading';
import { Sparkles } from 'lucide-react';
import { useElapsed, useOnceWhen } from './use-elapsed';

/** The Taste Profile loading screen: +2% every 100 ms, a message per stage, a 500 ms pause, then `onDone`. */
export function TasteProfileLoading({ onDone }: { onDone: () => void }) {
  const elapsed = useElapsed(TASTE_LOADING_TICK_MS);
  const { progress, message, done } = tasteLoadingState(elapsed);
  useOnceWhen(done, onDone);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-8 py-10 text-center">
      <span className="relative inline-flex size-24 items-center justify-center">
        <span aria-hidden="true" className="absolute inset-0 rounded-full bg-accent/25 motion-safe:animate-ping" />
        <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-accent text-ink shadow-glow">
          <Sparkles aria-hidden="true" className="size-9" />
        </span>
      </span>
      <div className="flex w-full max-w-sm flex-col gap-3">
        <h1 className="font-display text-3xl font-bold">Building your Taste Profile</h1>
        <p aria-live="polite" className="min-h-6 text-muted">
          {message}
        </p>
        <div
          role="progressbar"
          aria-label="Taste Profile"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2.5 w-full overflow-hidden rounded-full bg-line"
        >
          <div
            className="h-full rounded-full bg-accent motion-safe:transition-[width] motion-safe:duration-100"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="font-display text-2xl font-bold tabular-nums" aria-hidden="true">
          {progress}%
        </p>
      </div>
    </div>
  );
}
