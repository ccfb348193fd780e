import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface OptionCard<T extends string> {
  value: T;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** A single-choice group drawn as cards; native radios underneath for keyboards and screen readers. */
export function OptionCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  options: readonly OptionCard<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const Icon = option.icon;
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer items-start gap-4 rounded-card bg-surface p-5 ring-1 ring-line transition duration-200',
              'hover:bg-raised has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent',
              checked && 'bg-raised ring-2 ring-accent shadow-glow',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span
              className={cn(
                'inline-flex size-12 shrink-0 items-center justify-center rounded-2xl transition',
                checked ? 'bg-accent text-ink' : 'bg-accent-soft text-accent',
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span className="flex flex-1 flex-col gap-1">
              <span className="font-display text-xl font-bold text-fg">{option.label}</span>
              <span className="text-sm text-muted">{option.description}</span>
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full ring-2 transition',
                checked ? 'bg-accent text-ink ring-accent' : 'ring-line-strong',
              )}
            >
              {checked ? <Check className="size-4" strokeWidth={3} /> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
