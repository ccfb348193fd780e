import { cardBio, quotedReason } from '@pulse/domain/swipe';
import { Heart, X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { Avatar } from '../../../ui/avatar';
import { Chip } from '../../../ui/chip';
import { MediaPlayer } from '../../../ui/media-player';
import { Picture } from '../../../ui/picture';
import type { SwipeCreator } from './swipe-creator';

const action =
  'inline-flex min-h-11 flex-1 items-center whitespace-nowrap justify-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset transition-colors disabled:opacity-50';

/** A Feed View card: image, name, bio, reason, tags, and Co-Sign, Skip, View. */
export function FeedCard({
  creator,
  busy,
  onCosign,
  onSkip,
  priority = false,
}: {
  creator: SwipeCreator;
  /** The first card in view loads its picture first. */
  priority?: boolean;
  busy: boolean;
  onCosign: () => void;
  onSkip: () => void;
}) {
  const bio = cardBio(creator.bio);
  const reason = creator.recommendation?.reason;
  return (
    <li className="flex flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line" aria-label={creator.name}>
      {creator.work ? (
        <MediaPlayer
          media={creator.work.media}
          title={creator.work.title}
          seed={creator.id}
          sizes="(min-width: 1024px) 500px, (min-width: 768px) 50vw, 100vw"
          priority={priority}
          preload={priority ? 'metadata' : 'none'}
          aspect="aspect-video"
        />
      ) : (
        <div className="relative aspect-video w-full">
          <Picture media={null} alt={`${creator.name}: no work uploaded yet`} seed={creator.id} fill />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-3">
          <Avatar src={creator.avatarUrl} size={36} className="size-9 ring-2 ring-line" />
          <div className="min-w-0">
            <h2 className="truncate font-display text-xl font-bold text-fg">{creator.name}</h2>
            {creator.work ? <p className="truncate text-xs text-muted">{creator.work.title}</p> : null}
          </div>
        </div>
        {bio ? <p className="line-clamp-3 text-sm text-muted">{bio}</p> : null}
        {reason ? <p className="text-sm font-medium text-accent italic">{quotedReason(reason)}</p> : null}
        <ul className="flex flex-wrap gap-1.5" aria-label="Vibe tags">
          {creator.vibeTags.map((tag) => (
            <li key={tag}>
              <Chip>{tag}</Chip>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex gap-2 pt-2">
          <button
            type="button"
            disabled={busy}
            onClick={onCosign}
            aria-label={`Co-Sign ${creator.name}`}
            className={cn(action, 'bg-success text-ink ring-success hover:brightness-110')}
          >
            <Heart aria-hidden="true" className="size-4" /> Co-Sign
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onSkip}
            aria-label={`Skip ${creator.name}`}
            className={cn(action, 'bg-raised text-danger ring-danger/50 hover:bg-danger-soft')}
          >
            <X aria-hidden="true" className="size-4" /> Skip
          </button>
          <Link
            to={`/creator/${encodeURIComponent(creator.id)}`}
            aria-label={`View ${creator.name}`}
            className={cn(action, 'bg-raised text-fg ring-line hover:ring-fg/60')}
          >
            View
          </Link>
        </div>
      </div>
    </li>
  );
}
