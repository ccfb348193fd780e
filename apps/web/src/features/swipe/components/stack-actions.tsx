import { Bookmark, Heart, Search, X } from 'lucide-react';
import { cn } from '../../../lib/cn';

const round =
  'inline-flex items-center justify-center rounded-full bg-surface ring-2 ring-inset shadow-float transition duration-150 ease-snap motion-safe:active:scale-90 disabled:opacity-50';

/** The four round buttons under the top card: skip, dive deeper, co-sign, save to list. */
export function StackActions({
  name,
  saved,
  disabled,
  onSkip,
  onDiveDeeper,
  onCosign,
  onSave,
}: {
  name: string;
  saved: boolean;
  disabled: boolean;
  onSkip: () => void;
  onDiveDeeper: () => void;
  onCosign: () => void;
  onSave: () => void;
}) {
  return (
    <div className="flex items-center justify-center gap-5">
      <button
        type="button"
        aria-label={`Skip ${name}`}
        disabled={disabled}
        onClick={onSkip}
        className={cn(round, 'size-15 text-danger ring-danger/70 hover:bg-danger-soft')}
      >
        <X aria-hidden="true" className="size-7" />
      </button>
      <button
        type="button"
        aria-label={`Dive deeper into ${name}`}
        disabled={disabled}
        onClick={onDiveDeeper}
        className={cn(round, 'size-12 text-info ring-info/70 hover:bg-info-soft')}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label={`Co-sign ${name}`}
        disabled={disabled}
        onClick={onCosign}
        className={cn(round, 'size-15 text-success ring-success/70 hover:bg-success-soft')}
      >
        <Heart aria-hidden="true" className="size-7" />
      </button>
      <button
        type="button"
        aria-label={saved ? `Saved ${name}: save to another list` : `Save ${name} to a list`}
        aria-pressed={saved}
        disabled={disabled}
        onClick={onSave}
        className={cn(
          round,
          'size-12 ring-accent/70 hover:bg-accent-soft',
          saved ? 'bg-accent text-ink' : 'text-accent',
        )}
      >
        <Bookmark aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />
      </button>
    </div>
  );
}
