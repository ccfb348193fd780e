import { cn } from '../../../lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  detail?: string;
}

/** A single-choice list of large rows; native radios underneath. */
export function ChoiceList<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  layout = 'stack',
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  layout?: 'stack' | 'row';
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-fg">{legend}</legend>
      <div className={cn('flex gap-2', layout === 'stack' ? 'flex-col' : 'flex-wrap')}>
        {choices.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={cn(
                'flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-field px-4 py-3 ring-1 transition duration-200',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent',
                layout === 'row' && 'flex-1',
                checked ? 'bg-raised ring-2 ring-accent shadow-glow' : 'bg-surface ring-line hover:bg-raised',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
              />
              <span className="flex flex-1 flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-fg">{choice.label}</span>
                {choice.detail ? <span className="text-sm text-muted">{choice.detail}</span> : null}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-5 shrink-0 items-center justify-center rounded-full ring-2 transition',
                  checked ? 'bg-accent ring-accent' : 'ring-line-strong',
                )}
              >
                {checked ? <span className="size-2 rounded-full bg-ink" /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
