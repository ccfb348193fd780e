import { Heart, X } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../ui/avatar';
import { Spinner } from '../../../ui/spinner';
import { useBrandSaved, useToggleSaved } from '../api/saved-creatives';

/** The partner's saved creatives (brand.saved), kept on the server; each links to the profile. */
export function SavedCreatives() {
  const saved = useBrandSaved();
  const toggle = useToggleSaved();
  const creators = saved.list?.creators ?? [];

  return (
    <section aria-labelledby="saved-heading" className="flex flex-col gap-3">
      <h2 id="saved-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <Heart aria-hidden="true" className="size-5 text-accent" /> Saved creatives
      </h2>
      {saved.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="text-accent" /> Loading...
        </p>
      ) : saved.isError ? (
        <p className="text-sm text-danger">Could not load your saved creatives: {errorMessage(saved.error)}</p>
      ) : creators.length === 0 ? (
        <p className="text-sm text-muted">Nothing saved yet. Tap Save on a result to keep a creative here.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {creators.map((c) => (
            <li key={c.id} className="flex items-center gap-3 rounded-2xl bg-surface p-2 pr-1 ring-1 ring-line">
              <Avatar src={c.avatarUrl} size={40} className="size-10" />
              <Link
                to={`/creator/${encodeURIComponent(c.id)}`}
                className="min-w-0 flex-1 truncate font-semibold text-fg hover:underline"
              >
                {c.name}
                <span className="block truncate text-xs font-normal text-muted">{c.niche}</span>
              </Link>
              <button
                type="button"
                aria-label={`Remove ${c.name} from saved`}
                disabled={toggle.isPending}
                onClick={() =>
                  toggle.mutate(
                    { creatorId: c.id, saved: false },
                    { onError: (error) => toast.error(errorMessage(error)) },
                  )
                }
                className="inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-fg"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
