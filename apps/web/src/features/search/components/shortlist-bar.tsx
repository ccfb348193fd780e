import { COMPARE_MAX, COMPARE_MIN, type CreativeSearchCard } from '@pulse/domain/creator-search';
import { Columns3, Send } from 'lucide-react';
import { Button } from '../../../ui/button';

/**
 * The shortlist bar: Compare (2 to 4 side by side) and Invite All. It floats just above the floating
 * navigation; on a phone it leaves the Vibe Checker's corner free.
 */
export function ShortlistBar({
  shortlist,
  onCompare,
  onInvite,
  onClear,
}: {
  shortlist: readonly CreativeSearchCard[];
  onCompare: () => void;
  onInvite: () => void;
  onClear: () => void;
}) {
  if (shortlist.length === 0) return null;
  const n = shortlist.length;
  const canCompare = n >= COMPARE_MIN && n <= COMPARE_MAX;
  const hint =
    n < COMPARE_MIN
      ? `Add ${COMPARE_MIN - n} more to compare`
      : n > COMPARE_MAX
        ? `Compare takes up to ${COMPARE_MAX}`
        : null;
  return (
    <section
      aria-label="Shortlist"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+4.75rem)] z-30 flex justify-center px-3 lg:bottom-4 lg:left-60 lg:px-10"
    >
      <div className="pointer-events-auto flex w-full max-w-3xl items-center gap-2 rounded-card bg-surface/95 p-2 pl-3 sm:pl-4 shadow-float ring-1 ring-accent/50 backdrop-blur-md motion-safe:animate-rise">
        <div className="mr-auto min-w-0">
          <p className="text-[0.8125rem] font-semibold whitespace-nowrap text-fg sm:text-sm" aria-live="polite">
            {n} shortlisted
          </p>
          <p className="flex gap-2 text-xs text-muted">
            {hint ? <span className="hidden sm:inline">{hint}</span> : null}
            <button type="button" onClick={onClear} className="font-semibold underline underline-offset-2">
              Clear
            </button>
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={onCompare}
          disabled={!canCompare}
          title={hint ?? undefined}
          className="px-3.5 whitespace-nowrap"
        >
          <Columns3 aria-hidden="true" className="hidden size-4 sm:block" /> Compare
        </Button>
        <Button onClick={onInvite} className="px-3.5 whitespace-nowrap">
          <Send aria-hidden="true" className="hidden size-4 sm:block" /> Invite All
        </Button>
      </div>
    </section>
  );
}
