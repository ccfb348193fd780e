import { cosignsLabel, pulseScoreLine, recentUploadsLabel } from '@pulse/domain/earned-numbers';
import type { RankedCreator } from '@pulse/domain/feedback';
import { cardBio, quotedReason } from '@pulse/domain/swipe';
import { ChevronDown, Heart, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { Chip } from '../../../ui/chip';
import { WorkCover } from '../../../ui/work-cover';

const action =
  'inline-flex min-h-11 flex-1 items-center whitespace-nowrap justify-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset transition-colors disabled:opacity-50';

/** A curated match: who, how well they match, why; Co-sign, Skip, and Expand for the details inline. */
export function MatchCard({
  creator,
  busy,
  onCosign,
  onSkip,
}: {
  creator: RankedCreator;
  busy: boolean;
  onCosign: () => void;
  onSkip: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const reason = creator.recommendation.reason;
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line" aria-label={creator.name}>
      <div className="flex items-center gap-3">
        <div className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-raised">
          <WorkCover
            work={creator.work}
            seed={creator.id}
            alt={creator.work?.title ?? ''}
            sizes="64px"
            showKind={false}
          />
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-display text-lg font-bold text-fg">{creator.name}</h2>
          <p className="truncate text-sm text-muted">
            {creator.niche}
            {creator.location ? ` · ${creator.location}` : ''}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block font-display text-2xl font-bold text-success">
            {creator.recommendation.confidence}%
          </span>
          <span className="text-xs text-muted">match</span>
        </p>
      </div>
      {reason ? <p className="text-sm font-medium text-accent italic">{quotedReason(reason)}</p> : null}
      {expanded ? (
        <div id={detailsId} className="flex flex-col gap-3 border-t border-line pt-3 text-sm">
          {cardBio(creator.bio) ? <p className="text-fg">{cardBio(creator.bio)}</p> : null}
          {creator.snippet ? <p className="text-muted">{creator.snippet.description}</p> : null}
          <ul className="flex flex-wrap gap-1.5" aria-label="Vibe tags">
            {creator.vibeTags.map((tag) => (
              <li key={tag}>
                <Chip>{tag}</Chip>
              </li>
            ))}
          </ul>
          {/* Earned from behaviour (decision 060): no score until one is earned. */}
          <p className="text-muted">
            {cosignsLabel(creator.stats.cosigns)} · {recentUploadsLabel(creator.stats.recentUploads)} ·{' '}
            {pulseScoreLine(creator.stats.authenticityScore)}
          </p>
          <Link to={`/creator/${encodeURIComponent(creator.id)}`} className="font-semibold text-accent underline">
            View {creator.name}'s profile
          </Link>
        </div>
      ) : null}
      <div className="flex gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={onCosign}
          aria-label={`Co-sign ${creator.name}`}
          className={cn(action, 'bg-success text-ink ring-success hover:brightness-110')}
        >
          <Heart aria-hidden="true" className="size-4" /> Co-sign
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
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((open) => !open)}
          className={cn(action, 'bg-raised text-fg ring-line hover:ring-fg/60')}
        >
          {expanded ? 'Collapse' : 'Expand'}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
        </button>
      </div>
    </li>
  );
}
