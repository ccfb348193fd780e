import { SWIPE_KEYS } from '@pulse/domain/swipe';

/**
 * The keys of the four buttons, shown on devices with a fine pointer (a touch screen swipes instead).
 * Screen readers get the same through the stack's description, so this stays out of their way.
 */
export function StackKeyLegend() {
  return (
    <ul
      aria-hidden="true"
      data-testid="stack-key-legend"
      className="hidden flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs text-muted pointer-fine:flex"
    >
      {SWIPE_KEYS.map(({ key, label }) => (
        <li key={key} className="flex items-center gap-1.5">
          <kbd className="inline-flex min-w-6 items-center justify-center rounded-md bg-raised px-1.5 py-0.5 font-sans text-[0.7rem] font-semibold text-fg ring-1 ring-line-strong">
            {key}
          </kbd>
          {label}
        </li>
      ))}
    </ul>
  );
}
