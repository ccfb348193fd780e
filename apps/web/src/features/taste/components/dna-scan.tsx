import { DNA_SCAN_STEPS, DNA_SCAN_TOTAL_MS, dnaScanState } from '@pulse/domain/taste-loading';
import { Check, Dna } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Spinner } from '../../../ui/spinner';
import { useElapsed, useOnceWhen } from './use-elapsed';

/** The DNA scan: 8 steps 1200 ms apart, then `onDone`. */
export function DnaScan({ onDone }: { onDone: () => void }) {
  const elapsed = useElapsed(100);
  const { step, completed, done } = dnaScanState(elapsed);
  useOnceWhen(done, onDone);
  const percent = Math.min(100, Math.round((elapsed / DNA_SCAN_TOTAL_MS) * 100));

  return (
    <div className="flex flex-col gap-8 pt-4">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="relative inline-flex size-24 items-center justify-center">
          <span aria-hidden="true" className="absolute inset-0 rounded-full bg-info/20 motion-safe:animate-ping" />
          <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-raised text-accent ring-2 ring-accent shadow-glow">
            <Dna aria-hidden="true" className="size-10 motion-safe:animate-spin [animation-duration:6s]" />
          </span>
        </span>
        <h1 className="font-display text-3xl font-bold">Scanning your Taste DNA</h1>
        <div
          role="progressbar"
          aria-label="Taste DNA scan"
          aria-valuemin={0}
          aria-valuemax={DNA_SCAN_STEPS.length}
          aria-valuenow={completed}
          aria-valuetext={`${completed} of ${DNA_SCAN_STEPS.length} steps`}
          className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-line"
        >
          <div
            className="h-full rounded-full bg-accent motion-safe:transition-[width] motion-safe:duration-100"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <ol className="flex flex-col gap-2">
        {DNA_SCAN_STEPS.map((label, index) => {
          const finished = index < completed;
          const current = index === step && !finished;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-field px-4 py-3 ring-1 transition-colors duration-300',
                finished && 'bg-success-soft text-fg ring-success/40',
                current && 'bg-accent-soft text-fg ring-accent/60',
                !finished && !current && 'text-muted ring-line',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-6 shrink-0 items-center justify-center rounded-full',
                  finished ? 'bg-success text-ink' : current ? 'text-accent' : 'ring-2 ring-line-strong',
                )}
              >
                {finished ? <Check className="size-4" strokeWidth={3} /> : current ? <Spinner /> : null}
              </span>
              <span className="text-sm font-medium">{label}</span>
              <span className="sr-only">{finished ? '(done)' : current ? '(in progress)' : '(waiting)'}</span>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {done ? 'Scan complete' : DNA_SCAN_STEPS[step]}
      </p>
    </div>
  );
}
