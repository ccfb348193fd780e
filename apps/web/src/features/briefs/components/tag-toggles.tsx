import { BRIEF_VIBE_TAGS, type BriefVibeTag } from '@pulse/domain/briefs';
import { Sparkles } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The brief vibe tags as toggle buttons; suggested ones carry a spark. */
export function TagToggles({
  selected,
  suggested,
  onToggle,
}: {
  selected: readonly string[];
  suggested: readonly string[];
  onToggle: (tag: BriefVibeTag) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-fg">Vibe Tags</legend>
      <p className="-mt-1 mb-1 text-xs text-muted">
        {suggested.length > 0
          ? `Suggested from your description: ${suggested.join(', ')}. Tap a tag to add or remove it.`
          : 'Describe the vibe and we suggest tags. Tap a tag to add or remove it.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {BRIEF_VIBE_TAGS.map((tag) => {
          const on = selected.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(tag)}
              className={cn(
                'inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-medium ring-1 ring-inset transition',
                on ? 'bg-accent-soft text-accent ring-accent/60' : 'bg-raised text-muted ring-line hover:text-fg',
              )}
            >
              {suggested.includes(tag) ? <Sparkles aria-hidden="true" className="size-3.5" /> : null}
              {tag}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
