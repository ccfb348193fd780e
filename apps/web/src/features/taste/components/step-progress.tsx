import { cn } from '../../../lib/cn';

/**
 * "Question 2 of 7" with a segmented bar: answered steps filled, the current step pink
 * (the spec's "current step is pink"), the rest outlined.
 */
export function StepProgress({ current, total, noun = 'Question' }: { current: number; total: number; noun?: string }) {
  const label = `${noun} ${current + 1} of ${total}`;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        className="flex gap-1.5"
      >
        {Array.from({ length: total }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positions, not items
            key={i}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors duration-300',
              i < current ? 'bg-fg/70' : i === current ? 'bg-accent' : 'bg-line',
            )}
          />
        ))}
      </div>
    </div>
  );
}
