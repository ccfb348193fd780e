import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';

const chip =
  'min-h-10 rounded-full px-4 text-sm font-semibold ring-1 transition disabled:cursor-not-allowed disabled:opacity-50';

/** Quick replies under Lou's last message: one tap answers. */
export function QuickReplies({
  options,
  disabled,
  onPick,
}: {
  options: readonly string[];
  disabled: boolean;
  onPick: (option: string) => void;
}) {
  return (
    <ul aria-label="Quick replies" className="flex flex-wrap gap-2">
      {options.map((option) => (
        <li key={option}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(option)}
            className={cn(chip, 'bg-surface text-fg ring-line-strong hover:ring-accent')}
          >
            {option}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The multi-select question (the specialty): toggle any, then "Send Selected (n)". */
export function MultiSelectReplies({
  options,
  disabled,
  onSend,
}: {
  options: readonly string[];
  disabled: boolean;
  onSend: (values: string[]) => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (option: string) =>
    setPicked((current) => (current.includes(option) ? current.filter((o) => o !== option) : [...current, option]));

  return (
    <div className="flex flex-col items-start gap-3">
      <ul aria-label="Pick all that apply" className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = picked.includes(option);
          return (
            <li key={option}>
              <button
                type="button"
                aria-pressed={on}
                disabled={disabled}
                onClick={() => toggle(option)}
                className={cn(
                  chip,
                  on
                    ? 'bg-accent-soft text-accent ring-accent'
                    : 'bg-surface text-fg ring-line-strong hover:ring-accent',
                )}
              >
                {option}
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        disabled={disabled || picked.length === 0}
        onClick={() => {
          // Sent in the options' order, whatever order they were tapped in.
          onSend(options.filter((o) => picked.includes(o)));
          setPicked([]);
        }}
      >
        Send Selected ({picked.length})
      </Button>
    </div>
  );
}
