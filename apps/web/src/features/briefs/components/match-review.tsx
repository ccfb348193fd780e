import {
  dueInDays,
  dueLabel,
  filterMatches,
  MATCH_FILTERS,
  type MatchFilter,
  matchStats,
  NO_MATCHES_FOUND,
} from '@pulse/domain/brief-board';
import type { BriefDetailResponse, BriefMatch } from '@pulse/domain/briefs';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { useCloseBrief } from '../api/close-brief';
import { useLicenseMatch } from '../api/license-match';
import { useShortlistMatch } from '../api/shortlist-match';
import { formatBudget, formatDollars, usageLabel } from './format';
import { LicenseDialog } from './license-dialog';
import { MatchCard } from './match-card';
import { StatRow, StatTile } from './stat-tile';

/** Match review and licensing for one brief (spec part 2, section 2, /brand/briefs/{briefId}). */
export function MatchReview({ detail }: { detail: BriefDetailResponse }) {
  const { brief, matches } = detail;
  const [filter, setFilter] = useState<MatchFilter>('all');
  const [licensing, setLicensing] = useState<BriefMatch | null>(null);
  const shortlist = useShortlistMatch();
  const license = useLicenseMatch();
  const close = useCloseBrief();
  const stats = matchStats(matches);
  const shown = filterMatches(matches, filter);
  const closed = brief.status === 'closed';

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Brief" className="flex flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line">
        <div className="flex flex-wrap items-center gap-2">
          <Chip tone={closed ? 'neutral' : 'accent'}>{brief.status[0]?.toUpperCase() + brief.status.slice(1)}</Chip>
          <Chip>{usageLabel(brief.usageType)}</Chip>
          <Chip>{formatBudget(brief.budgetMinCents, brief.budgetMaxCents)}</Chip>
          <Chip>{dueLabel(dueInDays(brief.deadline, new Date()))}</Chip>
        </div>
        {brief.description ? <p className="text-sm whitespace-pre-line text-muted">{brief.description}</p> : null}
        {brief.details ? <p className="text-sm whitespace-pre-line text-muted">{brief.details}</p> : null}
        {brief.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Brief tags">
            {brief.tags.map((t) => (
              <li key={t}>
                <Chip tone="accent">{t}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
        {closed ? <p className="text-sm text-muted">This brief is closed.</p> : null}
        {!closed ? (
          <Button
            variant="ghost"
            className="self-start"
            pending={close.isPending}
            pendingLabel="Closing..."
            onClick={() =>
              close.mutate(brief.id, {
                onSuccess: () => toast.success('Brief closed'),
                onError: (error) => toast.error(`Could not close the brief: ${errorMessage(error)}`),
              })
            }
          >
            Close Brief
          </Button>
        ) : null}
      </section>

      <StatRow label="Match stats">
        <StatTile label="Total Matches" value={stats.totalMatches} />
        <StatTile label="Shortlisted" value={stats.shortlisted} />
        <StatTile label="Licensed" value={stats.licensed} />
        <StatTile label="Avg Match" value={`${stats.avgMatch}%`} />
      </StatRow>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter matches</legend>
        {MATCH_FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
            className={cn(
              'min-h-10 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition',
              filter === f.id ? 'bg-accent text-ink ring-accent' : 'bg-raised text-muted ring-line hover:text-fg',
            )}
          >
            {f.label}
          </button>
        ))}
      </fieldset>

      {shown.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-6 text-center text-muted">{NO_MATCHES_FOUND}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((m) => (
            <MatchCard
              key={m.id}
              match={m}
              disabled={closed || shortlist.isPending}
              shortlisting={shortlist.isPending && shortlist.variables === m.id}
              onShortlist={() =>
                shortlist.mutate(m.id, {
                  onSuccess: () => toast.success(`Shortlisted ${m.creator.name}`),
                  onError: (error) => toast.error(`Could not shortlist: ${errorMessage(error)}`),
                })
              }
              onLicense={() => setLicensing(m)}
            />
          ))}
        </div>
      )}

      <LicenseDialog
        match={licensing}
        onOpenChange={(open) => {
          if (!open) setLicensing(null);
        }}
        onConfirm={async (m) => {
          const res = await license.mutateAsync(m.id);
          toast.success(`Licensed from ${m.creator.name}. Deal opened for ${formatDollars(res.deal.amountCents)}.`);
        }}
      />
    </div>
  );
}
