import type { VibeCheckerResponse, VibeSuggestion } from '@pulse/domain/vibe-checker';
import { Compass, ExternalLink, X } from 'lucide-react';
import { type RefObject, useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { buttonClasses } from '../../../ui/button';
import { Loading } from '../../../ui/spinner';

const profilePath = (id: string) => `/creator/${encodeURIComponent(id)}`;

function Suggestion({ suggestion, onNavigate }: { suggestion: VibeSuggestion; onNavigate: () => void }) {
  const example = suggestion.exampleUrl;
  return (
    <li className="flex flex-col gap-3 rounded-field bg-raised p-4">
      <div className="flex items-center gap-3">
        <Avatar src={suggestion.avatarUrl} size={40} className="size-10" />
        <div className="flex min-w-0 flex-col">
          <h3 className="truncate font-display text-base font-bold">{suggestion.name}</h3>
          <p className="truncate text-xs text-muted">
            {[suggestion.niche, suggestion.location].filter((s) => s.trim() !== '').join(' · ')}
          </p>
        </div>
      </div>
      <p className="text-sm text-accent">{suggestion.reason}</p>
      <div className="flex gap-2">
        <Link
          to={profilePath(suggestion.id)}
          onClick={onNavigate}
          className={buttonClasses('primary', 'md', 'min-h-10 flex-1 px-4')}
          aria-label={`Discover ${suggestion.name}`}
        >
          Discover
        </Link>
        {example ? (
          <a
            href={example}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md', 'min-h-10 flex-1 px-4')}
            aria-label={`View Example of ${suggestion.name}'s work (opens in a new tab)`}
          >
            View Example
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : (
          <Link
            to={profilePath(suggestion.id)}
            onClick={onNavigate}
            className={buttonClasses('secondary', 'md', 'min-h-10 flex-1 px-4')}
            aria-label={`View Example of ${suggestion.name}'s work`}
          >
            View Example
          </Link>
        )}
      </div>
    </li>
  );
}

/** The Vibe Checker's panel: a modal <dialog> (focus kept inside, Escape closes, focus returns to "L"). */
export function VibeCheckerPanel({
  dialogRef,
  open,
  onClose,
  data,
  loading,
  error,
  onRetry,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  open: boolean;
  onClose: () => void;
  data: VibeCheckerResponse | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open, dialogRef]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only backdrop clicks; the keyboard has Escape and Close.
    <dialog
      ref={dialogRef}
      aria-labelledby="vibe-checker-title"
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto max-h-[85dvh] w-[calc(100%-1.5rem)] max-w-md overflow-y-auto rounded-card bg-surface p-0 text-fg shadow-float ring-1 ring-line backdrop:bg-ink/80 backdrop:backdrop-blur-sm"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h2 id="vibe-checker-title" className="font-display text-2xl font-bold">
                Vibe Checker
              </h2>
              <p className="text-sm text-muted">Student creatives picked for your vibe.</p>
            </div>
            <button
              type="button"
              aria-label="Close"
              onClick={onClose}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full ring-1 ring-line hover:bg-raised"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {loading ? <Loading>Checking the vibe…</Loading> : null}
          {error ? (
            <Alert tone="danger">
              {error}{' '}
              <button type="button" className="underline underline-offset-2" onClick={onRetry}>
                Try again
              </button>
            </Alert>
          ) : null}
          {data && data.suggestions.length === 0 ? (
            <p className="text-muted">No creatives to suggest yet. Check back soon.</p>
          ) : null}
          {data && data.suggestions.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {data.suggestions.map((s) => (
                <Suggestion key={s.id} suggestion={s} onNavigate={onClose} />
              ))}
            </ul>
          ) : null}
          <Link to="/discover" onClick={onClose} className={buttonClasses('secondary', 'md', 'w-full')}>
            <Compass aria-hidden="true" className="size-4" />
            Open Discover
          </Link>
        </div>
      ) : null}
    </dialog>
  );
}
