import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Spinner } from '../../../ui/spinner';

export interface Choice {
  value: string;
  label: string;
  /** The scene or hint under the label. */
  detail: string;
}

/**
 * One question's answers as buttons: picking one answers the question at once (no separate Next),
 * so keyboard users move between choices with Tab and answer with Enter or Space. The saved answer
 * is marked pressed; the one being saved shows a spinner.
 */
export function ChoiceButtons({
  labelledBy,
  choices,
  selected,
  saving,
  disabled,
  onChoose,
  columns = 1,
}: {
  labelledBy: string;
  choices: readonly Choice[];
  selected: string | undefined;
  /** The value being saved, if any. */
  saving: string | null;
  disabled?: boolean;
  onChoose: (value: string) => void;
  columns?: 1 | 2;
}) {
  return (
    <fieldset
      aria-labelledby={labelledBy}
      className={cn(
        'm-0 grid min-w-0 gap-3 border-0 p-0',
        columns === 2 ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1',
      )}
    >
      {choices.map((choice, index) => {
        const isSelected = selected === choice.value;
        const isSaving = saving === choice.value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={isSelected}
            aria-busy={isSaving || undefined}
            disabled={disabled || saving !== null}
            onClick={() => onChoose(choice.value)}
            className={cn(
              'group flex w-full items-center gap-4 rounded-card bg-surface p-4 text-left ring-1 ring-line transition duration-200 motion-safe:animate-rise sm:p-5',
              'hover:bg-raised hover:ring-accent/60 motion-safe:active:scale-[0.99] disabled:cursor-not-allowed',
              isSelected && 'bg-raised ring-2 ring-accent shadow-glow',
              saving !== null && !isSaving && 'opacity-60',
            )}
            style={{ animationDelay: `${index * 50}ms` }}
          >
            <span className="flex flex-1 flex-col gap-1">
              <span className="font-display text-lg font-bold text-fg">{choice.label}</span>
              <span className="text-sm text-muted">{choice.detail}</span>
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full ring-2 transition',
                isSelected || isSaving ? 'bg-accent text-ink ring-accent' : 'ring-line-strong',
              )}
            >
              {isSaving ? (
                <Spinner className="size-3" />
              ) : isSelected ? (
                <Check className="size-4" strokeWidth={3} />
              ) : null}
            </span>
            {isSaving ? <span className="sr-only">Saving...</span> : null}
          </button>
        );
      })}
    </fieldset>
  );
}
