import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Choice {
  value: string;
  label: string;
  description?: string;
}

interface ChoiceGridProps {
  /** The group's accessible name; `legendHidden` keeps it for screen readers only (a heading already says it). */
  legend: ReactNode;
  legendHidden?: boolean;
  name: string;
  /** single: radios, one answer. multi: checkboxes, any number. */
  mode: 'single' | 'multi';
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** card: roomy tiles with a description; pill: compact tags. */
  variant?: 'card' | 'pill';
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/**
 * A group of choices drawn as tiles or pills, with native radios or checkboxes underneath for keyboards
 * and screen readers. The selected ones carry the pink accent and a check.
 */
export function ChoiceGrid({
  legend,
  legendHidden,
  name,
  mode,
  choices,
  value,
  onChange,
  variant = 'card',
  hint,
  error,
  disabled,
}: ChoiceGridProps) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const withDescriptions = choices.some((c) => c.description);

  function toggle(choice: string) {
    if (mode === 'single') return onChange([choice]);
    onChange(value.includes(choice) ? value.filter((v) => v !== choice) : [...value, choice]);
  }

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      disabled={disabled}
      aria-describedby={error ? errorId : hint ? hintId : undefined}
    >
      <legend className={cn(legendHidden ? 'sr-only' : 'mb-3 text-sm font-semibold text-fg')}>{legend}</legend>
      <div
        className={cn(
          variant === 'pill'
            ? 'flex flex-wrap gap-2'
            : cn('grid gap-3', withDescriptions ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-2'),
        )}
      >
        {choices.map((choice) => {
          const checked = value.includes(choice.value);
          return (
            <label
              key={choice.value}
              className={cn(
                // Colours switch at once (a mid-fade chip fails the contrast check); only the ring animates.
                'relative flex cursor-pointer select-none items-center transition-shadow duration-200 ease-snap',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                variant === 'pill'
                  ? cn(
                      'min-h-11 gap-1.5 rounded-full px-4 text-sm font-semibold ring-1',
                      checked
                        ? 'bg-accent text-ink ring-accent'
                        : 'bg-raised text-fg ring-line-strong hover:ring-fg/60',
                    )
                  : cn(
                      'min-h-16 gap-3 rounded-card bg-surface px-4 py-3 ring-1 ring-line hover:bg-raised',
                      checked && 'bg-raised ring-2 ring-accent shadow-glow',
                    ),
              )}
            >
              <input
                type={mode === 'single' ? 'radio' : 'checkbox'}
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => toggle(choice.value)}
                className="sr-only"
              />
              {variant === 'pill' ? (
                <>
                  {checked ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : null}
                  <span>{choice.label}</span>
                </>
              ) : (
                <>
                  <span className="flex flex-1 flex-col gap-0.5">
                    <span className="font-semibold text-fg">{choice.label}</span>
                    {choice.description ? <span className="text-sm text-muted">{choice.description}</span> : null}
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-flex size-6 shrink-0 items-center justify-center ring-2 transition',
                      mode === 'single' ? 'rounded-full' : 'rounded-md',
                      checked ? 'bg-accent text-ink ring-accent' : 'ring-line-strong',
                    )}
                  >
                    {checked ? <Check className="size-4" strokeWidth={3} /> : null}
                  </span>
                </>
              )}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
