import { GalleryVerticalEnd, LayoutList } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type ForYouView = 'stack' | 'feed';

const VIEWS = [
  { view: 'stack', label: 'Stack View', Icon: GalleryVerticalEnd },
  { view: 'feed', label: 'Feed View', Icon: LayoutList },
] as const;

/** Stack View / Feed View, a two-button segmented control. */
export function ViewToggle({ view, onChange }: { view: ForYouView; onChange: (view: ForYouView) => void }) {
  return (
    <fieldset className="flex rounded-full bg-surface p-1 ring-1 ring-line">
      <legend className="sr-only">View</legend>
      {VIEWS.map(({ view: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors',
            view === value ? 'bg-accent text-ink' : 'text-muted hover:text-fg',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
