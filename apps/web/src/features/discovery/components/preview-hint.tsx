import { useState } from 'react';

/** The floating hint explaining previews; dismissed for the rest of the visit. */
export function PreviewHint() {
  const [open, setOpen] = useState(() => sessionStorage.getItem('pulse.explore.hint') !== 'dismissed');
  if (!open) return null;
  return (
    <>
      {/* Room to scroll the page's last control (Load more) above the hint instead of under it. */}
      <div aria-hidden="true" className="h-44 shrink-0 sm:h-36" />
      {/* On phones it sits above the Vibe Checker's L button (bottom-left, above the navigation), which would
          otherwise cover its text; from sm up it is centred and narrow enough to clear it. */}
      <aside
        aria-label="About previews"
        className="fixed inset-x-4 bottom-[9.5rem] z-30 mx-auto flex max-w-md items-start gap-3 rounded-card bg-surface p-4 text-sm text-fg shadow-lg ring-1 ring-info/50 sm:bottom-24"
      >
        <p className="flex-1">
          Every card leads with the creative’s work. Open a profile to play more of it, then co-sign the ones you love
          in For You.
        </p>
        <button
          type="button"
          className="min-h-9 rounded-full px-3 font-semibold text-info ring-1 ring-info/40 ring-inset"
          onClick={() => {
            sessionStorage.setItem('pulse.explore.hint', 'dismissed');
            setOpen(false);
          }}
        >
          Got it
        </button>
      </aside>
    </>
  );
}
