import { EXPLORE_CARD_TAGS } from '@pulse/domain/creators';
import type { CreatorCard } from '@pulse/domain/creators-contracts';
import { WORK_CARD_SIZES } from '@pulse/domain/media';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { Avatar } from '../../../ui/avatar';
import { Chip } from '../../../ui/chip';
import { VerifiedStudentBadge } from '../../../ui/verified-student-badge';
import { ProfileCover } from '../../../ui/work-cover';

const toggle =
  'min-h-10 flex-1 rounded-full px-3 text-sm font-semibold ring-1 ring-inset transition-colors duration-150 disabled:opacity-60';

/** A creative on explore: who they are, their first 3 vibe tags, Save, Follow and the profile. */
export function ExploreCreatorCard({
  creator,
  saved,
  following,
  busy,
  onToggleSave,
  onToggleFollow,
  priority = false,
}: {
  creator: CreatorCard;
  saved: boolean;
  following: boolean;
  busy: boolean;
  onToggleSave: () => void;
  onToggleFollow: () => void;
  /** The first cards in view load their cover first. */
  priority?: boolean;
}) {
  const profile = `/creator/${encodeURIComponent(creator.id)}`;
  return (
    <li className="group flex flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line transition hover:ring-line-strong">
      <ProfileCover
        creative={creator}
        sizes={WORK_CARD_SIZES}
        priority={priority}
        className="aspect-[4/3]"
        coverClassName="transition duration-500 ease-snap motion-safe:group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-3">
          <Avatar src={creator.avatarUrl} size={40} className="size-10" />
          <div className="min-w-0">
            <h2 className="truncate font-display text-lg font-bold text-fg">{creator.name}</h2>
            <p className="truncate text-sm text-muted">
              {/* Newer creatives may have no niche yet: no leading separator then. */}
              {[creator.niche, creator.location].filter(Boolean).join(' · ')}
            </p>
            {creator.verifiedStudent ? (
              <VerifiedStudentBadge student={creator.verifiedStudent} className="mt-1 self-start" />
            ) : null}
          </div>
        </div>
        {creator.work ? (
          <p className="line-clamp-1 text-sm font-medium text-fg">{creator.work.title}</p>
        ) : creator.snippet ? (
          <p className="line-clamp-2 text-sm text-muted">{creator.snippet.description}</p>
        ) : null}
        <ul className="flex flex-wrap gap-1.5" aria-label="Vibe tags">
          {creator.vibeTags.slice(0, EXPLORE_CARD_TAGS).map((tag) => (
            <li key={tag}>
              <Chip>{tag}</Chip>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex gap-2">
          <button
            type="button"
            aria-pressed={saved}
            aria-label={`${saved ? 'Saved' : 'Save'} ${creator.name}`}
            disabled={busy}
            onClick={onToggleSave}
            className={cn(toggle, saved ? 'bg-accent-soft text-accent ring-accent/50' : 'bg-raised text-fg ring-line')}
          >
            {saved ? 'Saved' : 'Save'}
          </button>
          <button
            type="button"
            aria-pressed={following}
            aria-label={`${following ? 'Following' : 'Follow'} ${creator.name}`}
            disabled={busy}
            onClick={onToggleFollow}
            className={cn(
              toggle,
              following ? 'bg-success-soft text-success ring-success/50' : 'bg-raised text-fg ring-line',
            )}
          >
            {following ? 'Following' : 'Follow'}
          </button>
          <Link
            to={profile}
            aria-label={`View ${creator.name}'s profile`}
            className={cn(
              toggle,
              'inline-flex items-center justify-center bg-raised text-fg ring-line hover:ring-fg/60',
            )}
          >
            Profile
          </Link>
        </div>
      </div>
    </li>
  );
}
