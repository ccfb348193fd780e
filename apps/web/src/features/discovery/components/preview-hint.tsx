import { useState } from 'react';
import { useBrowserValue } from '../../../lib/browser-value';

const DISMISSED_KEY = 'pulse.explore.hint';

function dismissedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/** The note explaining previews, above the grid; dismissed for the rest of the visit. */
export function PreviewHint() {
  const dismissed = useBrowserValue(dismissedThisVisit, false);
  const [closed, setClosed] = useState(false);
  if (dismissed || closed) return null;
  return (
    // In the page's flow, above the grid: a note that floated over the bottom of the screen covered the cards'
    // buttons and Load more (issue 18).
    <aside
      aria-label="About previews"
      className="flex items-start gap-3 rounded-card bg-info-soft p-4 text-sm text-fg ring-1 ring-info/40"
    >
      <p className="flex-1">
        Every card leads with the creative’s work. Open a profile to play more of it, then co-sign the ones you love in
        For You.
      </p>
      <button
        type="button"
        className="min-h-9 rounded-full px-3 font-semibold text-info ring-1 ring-info/40 ring-inset"
        onClick={() => {
          try {
            sessionStorage.setItem(DISMISSED_KEY, 'dismissed');
          } catch {
            // Storage refused (private browsing): closed for this screen only.
          }
          setClosed(true);
        }}
      >
        Got it
      </button>
    </aside>
  );
}
