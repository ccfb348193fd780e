import {
  CARD_TAGS,
  type CreativeSearchCard,
  cardRatingLabel,
  priceRangeCentsLabel,
} from '@pulse/domain/creator-search';
import { pulseScoreText, responseRateText, responseTimeLabel } from '@pulse/domain/earned-numbers';
import type { Work } from '@pulse/domain/media-contracts';
import { BadgeCheck, Check, Clock, Heart, Plus, Star } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { Avatar } from '../../../ui/avatar';
import { Chip, type ChipTone } from '../../../ui/chip';
import { VerifiedStudentBadge } from '../../../ui/verified-student-badge';
import { ProfileCover } from '../../../ui/work-cover';

export const AVAILABILITY_LABEL: Record<CreativeSearchCard['availability'], string> = {
  available: 'Available',
  busy: 'Busy',
  booked: 'Booked',
};
const AVAILABILITY_TONE: Record<CreativeSearchCard['availability'], ChipTone> = {
  available: 'success',
  busy: 'info',
  booked: 'danger',
};

const action =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset transition-colors duration-150 disabled:opacity-60';

/** `earned`: false when there is no figure yet; the words ("No score yet") read quieter than a number. */
function Stat({ label, value, earned = true }: { label: string; value: string; earned?: boolean }) {
  return (
    <div className="flex flex-col rounded-2xl bg-raised px-3 py-2">
      <dt className="text-[0.6875rem] font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd
        className={cn(
          'font-display font-bold tabular-nums',
          earned ? 'text-lg text-fg' : 'text-sm leading-7 text-muted',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** A creative search card (spec part 2, section 3), with Save, Shortlist and the profile. */
export function CreativeCard({
  creative,
  saved,
  savePending,
  shortlisted,
  shortlistFull,
  onToggleSave,
  onToggleShortlist,
  priority = false,
}: {
  /** `work`: the creative's lead work, when the search API sends it (the card then leads with it). */
  creative: CreativeSearchCard & { work?: Work | null };
  saved: boolean;
  savePending: boolean;
  shortlisted: boolean;
  shortlistFull: boolean;
  onToggleSave: () => void;
  onToggleShortlist: () => void;
  /** The first cards in view load their cover first. */
  priority?: boolean;
}) {
  return (
    <article
      aria-label={creative.name}
      className={cn(
        'flex w-full min-w-0 flex-col gap-4 overflow-hidden rounded-card bg-surface p-4 ring-1 transition-shadow sm:p-5',
        shortlisted ? 'ring-2 ring-accent' : 'ring-line',
      )}
    >
      {creative.work ? (
        <ProfileCover
          creative={creative}
          sizes="(min-width: 1024px) 480px, 100vw"
          priority={priority}
          className="-mx-4 -mt-4 aspect-[16/10] sm:-mx-5 sm:-mt-5"
        />
      ) : null}
      <header className="flex items-start gap-3">
        <Avatar src={creative.avatarUrl} size={56} className="size-14" />
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-1.5 font-display text-lg leading-tight font-bold text-fg">
            <Link
              to={`/creator/${encodeURIComponent(creative.id)}`}
              className="truncate hover:underline focus-visible:underline"
              title={`View ${creative.name}'s profile`}
            >
              {creative.name}
            </Link>
            {creative.verified ? (
              <BadgeCheck aria-label="Verified" role="img" className="size-5 shrink-0 text-info" />
            ) : null}
          </h2>
          <p className="truncate text-sm text-muted">
            {creative.type}
            {creative.location ? ` · ${creative.location}` : ''}
          </p>
          {creative.verifiedStudent ? (
            <VerifiedStudentBadge student={creative.verifiedStudent} className="mt-1" />
          ) : null}
        </div>
        <Chip tone={AVAILABILITY_TONE[creative.availability]} className="shrink-0">
          {AVAILABILITY_LABEL[creative.availability]}
        </Chip>
      </header>

      {creative.description ? <p className="line-clamp-3 text-sm text-fg/90">{creative.description}</p> : null}

      {creative.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {creative.tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag}>
              <Chip>{tag}</Chip>
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Pulse Score" value={pulseScoreText(creative.pulseScore)} earned={creative.pulseScore !== null} />
        <Stat
          label="Response rate"
          value={responseRateText(creative.responseRate)}
          earned={creative.responseRate !== null}
        />
        <Stat label="Price" value={priceRangeCentsLabel(creative.priceRangeCents)} />
      </dl>
      <p className="flex items-center gap-1.5 text-sm" data-testid="card-rating">
        <Star aria-hidden="true" className="size-4 fill-current text-accent" />
        <span className="font-semibold">{cardRatingLabel(creative.rating)}</span>
      </p>
      {responseTimeLabel(creative.responseMinutes) ? (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4" />
          {responseTimeLabel(creative.responseMinutes)}
        </p>
      ) : null}

      {creative.portfolioImages.length > 0 ? (
        <ul aria-label="Portfolio" className="grid grid-cols-3 gap-2">
          {creative.portfolioImages.map((src, i) => (
            <li key={src}>
              <img
                src={src}
                alt={`${creative.name}: recent work ${i + 1}`}
                width={240}
                height={240}
                loading="lazy"
                className="aspect-square w-full rounded-xl bg-raised object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}

      {creative.niche || creative.languages.length > 0 ? (
        <p className="text-xs text-muted">
          {[
            creative.niche,
            creative.languages.join(', '),
            creative.postingFrequency && `Posts ${creative.postingFrequency}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}

      <div className="mt-auto flex gap-2">
        <button
          type="button"
          aria-pressed={saved}
          aria-label={`${saved ? 'Saved' : 'Save'} ${creative.name}`}
          disabled={savePending}
          onClick={onToggleSave}
          className={cn(action, saved ? 'bg-accent-soft text-accent ring-accent/50' : 'bg-raised text-fg ring-line')}
        >
          <Heart aria-hidden="true" className={cn('size-4', saved && 'fill-current')} />
          {saved ? 'Saved' : 'Save'}
        </button>
        <button
          type="button"
          aria-pressed={shortlisted}
          aria-label={`${shortlisted ? 'Shortlisted' : 'Shortlist'} ${creative.name}`}
          disabled={!shortlisted && shortlistFull}
          onClick={onToggleShortlist}
          className={cn(
            action,
            shortlisted ? 'bg-accent text-ink ring-accent' : 'bg-raised text-fg ring-line hover:ring-fg/60',
          )}
        >
          {shortlisted ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {shortlisted ? 'Shortlisted' : 'Shortlist'}
        </button>
      </div>
    </article>
  );
}
