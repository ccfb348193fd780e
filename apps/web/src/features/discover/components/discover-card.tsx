import { EXPLORE_CARD_TAGS } from '@pulse/domain/creators';
import type { CreatorCard } from '@pulse/domain/creators-contracts';
import { DISCOVER_CATEGORY_LABEL } from '@pulse/domain/discover';
import { WORK_CARD_SIZES } from '@pulse/domain/media';
import { formatCount } from '@pulse/domain/numbers';
import { ExternalLink, Heart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { Avatar } from '../../../ui/avatar';
import { Chip } from '../../../ui/chip';
import { Spinner } from '../../../ui/spinner';
import { VerifiedStudentBadge } from '../../../ui/verified-student-badge';
import { ProfileCover } from '../../../ui/work-cover';

export interface DiscoverCardProps {
  creative: CreatorCard;
  saved: boolean;
  saving: boolean;
  onSaveChange: (saved: boolean) => void;
  /** Tip $5 (spec part 2, section 2), when the screen offers it. */
  tip?: ReactNode;
  /** The first cards in view load their cover first. */
  priority?: boolean;
}

/** One Discover card (spec part 2, section 2): name, role, bio, up to 3 tags, heart, View Work, supporters. */
export function DiscoverCard({ creative, saved, saving, onSaveChange, tip, priority = false }: DiscoverCardProps) {
  const workUrl = creative.portfolio[0];
  const profile = `/creator/${encodeURIComponent(creative.id)}`;
  return (
    <article className="group flex flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line transition hover:ring-line-strong">
      <ProfileCover
        creative={creative}
        sizes={WORK_CARD_SIZES}
        priority={priority}
        className="aspect-[4/3]"
        coverClassName="transition duration-500 ease-snap motion-safe:group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <Avatar src={creative.avatarUrl} size={48} className="size-12" />
          <div className="flex min-w-0 flex-1 flex-col">
            <h2 className="truncate font-display text-lg font-bold">
              <Link to={profile} className="hover:underline underline-offset-4">
                {creative.name}
              </Link>
            </h2>
            <p className="text-sm text-muted">{DISCOVER_CATEGORY_LABEL[creative.category]}</p>
            {creative.verifiedStudent ? (
              <VerifiedStudentBadge student={creative.verifiedStudent} className="mt-1 self-start" />
            ) : null}
          </div>
          <button
            type="button"
            aria-pressed={saved}
            aria-label={saved ? `Saved ${creative.name}` : `Save ${creative.name}`}
            disabled={saving}
            onClick={() => onSaveChange(!saved)}
            className={cn(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-full ring-1 transition disabled:opacity-60',
              saved ? 'bg-accent-soft text-accent ring-accent/50' : 'text-muted ring-line hover:text-fg',
            )}
          >
            {saving ? (
              <Spinner />
            ) : (
              <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current')} strokeWidth={2.2} />
            )}
          </button>
        </div>
        {creative.bio ? <p className="line-clamp-3 text-sm text-fg/90">{creative.bio}</p> : null}
        {creative.vibeTags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {creative.vibeTags.slice(0, EXPLORE_CARD_TAGS).map((tag) => (
              <li key={tag}>
                <Chip>{tag}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          {workUrl ? (
            <a
              href={workUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              View Work
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">of {creative.name} (opens in a new tab)</span>
            </a>
          ) : (
            <span />
          )}
          {creative.stats.cosigns > 0 ? (
            <span className="inline-flex items-center gap-1.5 text-sm text-muted">
              <Users aria-hidden="true" className="size-4" />
              {formatCount(creative.stats.cosigns)} supporters
            </span>
          ) : null}
        </div>
        {tip ? <div className="flex justify-end">{tip}</div> : null}
      </div>
    </article>
  );
}
