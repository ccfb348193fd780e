import { lazy, Suspense, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useVibeChecker } from '../api/get-vibe-checker';

// The panel loads on first interest (hover, focus, click): the button alone rides along with every page.
const VibeCheckerPanel = lazy(async () => ({ default: (await import('./vibe-checker-panel')).VibeCheckerPanel }));

export interface VibeCheckerProps {
  /** Bottom-right on `/`, bottom-left elsewhere (spec part 2, section 2). */
  side: 'left' | 'right';
  /** Sits in the navigation dock (its tab bar or rail) rather than floating over the page's corner. */
  docked: boolean;
}

/** The floating round "L" button: a teaser on hover or focus, the suggestions panel on click. */
export function VibeChecker({ side, docked }: VibeCheckerProps) {
  const [wanted, setWanted] = useState(false);
  const [teaserShown, setTeaserShown] = useState(false);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const teaserId = useId();
  const query = useVibeChecker(wanted);

  function showTeaser() {
    setWanted(true);
    setTeaserShown(true);
  }

  const teaser = query.data?.teaser;
  const teaserText = query.isError
    ? `The Vibe Checker is unavailable: ${errorMessage(query.error)}`
    : teaser
      ? teaser.text
      : query.data
        ? 'Find student creatives that match your vibe.'
        : 'Checking the vibe…';

  return (
    <div
      className={cn(
        docked ? 'relative lg:flex lg:items-center lg:gap-3' : 'fixed bottom-4 z-30',
        !docked && (side === 'right' ? 'right-3' : 'left-3'),
      )}
    >
      {teaserShown && !open ? (
        <p
          id={teaserId}
          role="tooltip"
          className={cn(
            'absolute bottom-full mb-2 w-64 rounded-field bg-raised px-4 py-3 text-sm text-fg shadow-float ring-1 ring-line motion-safe:animate-rise',
            side === 'right' ? 'right-0' : 'left-0',
          )}
        >
          {teaserText}
        </p>
      ) : null}
      <button
        type="button"
        aria-label="Vibe Checker"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={teaserShown && !open ? teaserId : undefined}
        onPointerEnter={showTeaser}
        onPointerLeave={() => setTeaserShown(false)}
        onFocus={showTeaser}
        onBlur={() => setTeaserShown(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setTeaserShown(false);
        }}
        onClick={() => {
          setWanted(true);
          setTeaserShown(false);
          setOpen(true);
        }}
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent font-display text-xl font-bold text-ink shadow-glow transition hover:bg-accent-hover motion-safe:active:scale-95"
      >
        L
      </button>
      {docked ? (
        // The rail has room to say what the L is; the button keeps its one-letter face and its name.
        <span aria-hidden="true" className="hidden text-sm leading-tight lg:block">
          <span className="block font-semibold text-fg">Vibe Checker</span>
          <span className="text-muted">Creatives for your taste</span>
        </span>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <VibeCheckerPanel
            dialogRef={dialogRef}
            open={open}
            onClose={() => setOpen(false)}
            data={query.data}
            loading={query.isPending && query.fetchStatus !== 'idle'}
            error={query.isError ? `We couldn't check the vibe: ${errorMessage(query.error)}` : null}
            onRetry={() => void query.refetch()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
