import { type AppliedFilter, appliedFilters, type BrandFilters } from '@pulse/domain/creator-search';
import { X } from 'lucide-react';

/** The applied-filter chips, each with its remove button (spec part 2, brand hub). */
export function AppliedFilterChips({
  filters,
  onRemove,
  onClear,
}: {
  filters: BrandFilters;
  onRemove: (chip: AppliedFilter) => void;
  onClear?: () => void;
}) {
  const chips = appliedFilters(filters);
  if (chips.length === 0) return <p className="text-sm text-muted">No filters yet: every creative is in.</p>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Applied filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={`${chip.key}-${chip.value ?? ''}`}>
            <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-accent-soft py-1 pr-1 pl-3 text-sm font-medium text-accent ring-1 ring-accent/40 ring-inset">
              {chip.label}
              <button
                type="button"
                onClick={() => onRemove(chip)}
                aria-label={`Remove ${chip.label}`}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-accent/20"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      {onClear && chips.length > 1 ? (
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-muted underline underline-offset-2"
        >
          Clear all
        </button>
      ) : null}
    </div>
  );
}
