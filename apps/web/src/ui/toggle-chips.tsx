import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A multi-select drawn as chips, with native checkboxes underneath for keyboards and screen readers. */
export function ToggleChips<T extends string>({
  legend,
  options,
  selected,
  onToggle,
  labelOf = (option) => option,
  describedBy,
}: {
  legend: ReactNode;
  options: readonly T[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  labelOf?: (value: T) => ReactNode;
  describedBy?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-3 text-sm font-semibold text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 transition duration-200 select-none',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent',
                checked
                  ? 'bg-accent-soft text-accent ring-accent'
                  : 'bg-raised text-fg ring-line-strong hover:ring-fg/60',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => onToggle(option)}
                value={option}
              />
              {checked ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : null}
              {labelOf(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The list with `value` added, or removed when it was there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
