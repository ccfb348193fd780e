import { cn } from '../../../lib/cn';

const chip =
  'min-h-9 shrink-0 rounded-full px-4 text-sm font-medium ring-1 ring-inset transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const on = 'bg-accent text-ink ring-accent';
const off = 'bg-raised text-muted ring-line hover:text-fg';

/**
 * The sticky explore header: the count, the For You chip (no tag) and up to 8 vibe chips. A chip toggles:
 * pressing the selected one goes back to For You (spec part 1, section 4).
 */
export function ExploreFilterBar({
  countLabel,
  tags,
  selected,
  onSelect,
}: {
  countLabel: string;
  tags: readonly string[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
}) {
  return (
    <div className="sticky top-16 z-20 -mx-5 border-b border-line bg-ink/90 px-5 pt-3 pb-3 backdrop-blur sm:-mx-8 sm:px-8 lg:-mx-10 lg:px-10">
      {/* The page's title for screen readers; the count line is the visible header. */}
      <h1 className="sr-only">Explore creatives</h1>
      <p className="mb-2 text-sm font-semibold text-fg" aria-live="polite">
        {countLabel}
      </p>
      {/* min-w-0: a fieldset is at least as wide as its content by default, so without it the chips widen the
          page past a phone's screen (the layout viewport grows and taps land on the wrong element) instead of
          scrolling here. */}
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">Filter by vibe</legend>
        <button
          type="button"
          aria-pressed={selected === null}
          className={cn(chip, selected === null ? on : off)}
          onClick={() => onSelect(null)}
        >
          For You
        </button>
        {tags.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={selected === tag}
            className={cn(chip, selected === tag ? on : off)}
            onClick={() => onSelect(selected === tag ? null : tag)}
          >
            {tag}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
