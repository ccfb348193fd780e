import { canLicense, canShortlist } from '@pulse/domain/brief-board';
import type { BriefMatch } from '@pulse/domain/briefs';
import { NO_SCORE_YET } from '@pulse/domain/earned-numbers';
import { BadgeCheck, MapPin } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { formatDollars, usageLabel } from './format';
import { SnippetPlayer } from './snippet-player';

/** One submitted match as the brief's owner reviews it (spec part 2, sections 2, 3 and 9). */
export function MatchCard({
  match,
  disabled,
  shortlisting,
  onShortlist,
  onLicense,
}: {
  match: BriefMatch;
  disabled: boolean;
  shortlisting: boolean;
  onShortlist: () => void;
  onLicense: () => void;
}) {
  const { creator } = match;
  return (
    <article aria-label={creator.name} className="flex flex-col gap-4 rounded-card bg-surface p-5 ring-1 ring-line">
      {/* The submitted work leads: the partner plays or views it before shortlisting or licensing. */}
      {match.snippet ? <SnippetPlayer snippet={match.snippet} /> : null}
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-xl font-bold">{creator.name}</h3>
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {[creator.location, creator.niche].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-muted">
            {creator.authenticityScore === null ? NO_SCORE_YET : `Authenticity ${creator.authenticityScore}%`}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="rounded-full bg-accent-soft px-3 py-1 font-display text-lg font-bold text-accent tabular-nums">
            {match.matchScore}% match
          </span>
          {match.status === 'licensed' ? (
            <Chip tone="success">
              <BadgeCheck aria-hidden="true" className="size-3.5" /> Licensed
            </Chip>
          ) : match.status === 'shortlisted' ? (
            <Chip tone="info">Shortlisted</Chip>
          ) : (
            <Chip>Pending</Chip>
          )}
        </div>
      </header>

      <p className="rounded-field bg-info-soft px-3 py-2 text-sm text-info">{match.reason}</p>

      {creator.vibeTags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Vibe tags">
          {creator.vibeTags.map((tag) => (
            <li key={tag}>
              <Chip>{tag}</Chip>
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted">Price quote</dt>
          <dd className="font-semibold">{formatDollars(match.priceQuoteCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Usage tiers</dt>
          <dd className="font-semibold">
            {match.usageTiers.length > 0 ? match.usageTiers.map(usageLabel).join(', ') : 'No rights set'}
          </dd>
        </div>
        {creator.recentWork.length > 0 ? (
          <div>
            <dt className="text-xs text-muted">Recent work</dt>
            {creator.recentWork.map((w) => (
              <dd key={w.title}>{w.title}</dd>
            ))}
          </div>
        ) : null}
        {creator.gear.length > 0 ? (
          <div>
            <dt className="text-xs text-muted">Gear</dt>
            {creator.gear.map((g) => (
              <dd key={g}>{g}</dd>
            ))}
          </div>
        ) : null}
      </dl>

      {match.deal ? (
        <p className="text-sm text-success">
          Deal opened for {formatDollars(match.deal.amountCents)} · {match.deal.status}
        </p>
      ) : null}

      {canShortlist(match.status) || canLicense(match.status) ? (
        <div className="flex flex-wrap gap-3">
          {canShortlist(match.status) ? (
            <Button
              variant="secondary"
              onClick={onShortlist}
              disabled={disabled}
              pending={shortlisting}
              pendingLabel="Shortlisting..."
            >
              Shortlist
            </Button>
          ) : null}
          {canLicense(match.status) ? (
            <Button onClick={onLicense} disabled={disabled}>
              License Now
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
