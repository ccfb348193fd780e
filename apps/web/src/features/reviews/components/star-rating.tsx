import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** One criterion scored 1 to 5: a radio group drawn as stars (keyboard arrows move between them). */
export function StarRating({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-full p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} star${n === 1 ? '' : 's'}`}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition',
                value !== undefined && n <= value ? 'fill-accent text-accent' : 'text-muted',
              )}
            />
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}

/** Read-only stars for a score (rounded to the nearest half visually by fill). */
export function Stars({ score, className }: { score: number; className?: string }) {
  return (
    <span role="img" aria-label={`${score.toFixed(1)} out of 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= Math.round(score) ? 'fill-accent text-accent' : 'text-muted/60')}
        />
      ))}
    </span>
  );
}
