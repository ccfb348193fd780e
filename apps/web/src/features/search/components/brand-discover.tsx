import { priceRangeCentsLabel } from '@pulse/domain/creator-search';
import { FilePlus2, Search } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { ButtonLink } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Page, PageHeading } from '../../../ui/page';
import { ScoreParts } from '../../../ui/score-parts';
import { Loading } from '../../../ui/spinner';
import { useBrandDiscover } from '../api/brand-discover';

/** `/brand/discover`: creatives ranked by the matching engine against the partner's briefs, with the why. */
export function BrandDiscover() {
  const pairings = useBrandDiscover();

  return (
    <Page title="Discover Pairings" width="wide">
      <PageHeading
        lead={
          pairings.data
            ? pairings.data.briefsUsed > 0
              ? `Ranked against your ${pairings.data.briefsUsed === 1 ? 'open brief' : `${pairings.data.briefsUsed} open briefs`}: vibe tags, kind of creative, usage rights and budget.`
              : 'No open brief yet: ranked against what you told us you need, then by Pulse Score. Post a brief for sharper pairings.'
            : 'Creatives ranked for your briefs.'
        }
      >
        Discover Pairings
      </PageHeading>
      <div className="mb-6 flex flex-wrap gap-2">
        <ButtonLink to="/brief/new?type=brand">
          <FilePlus2 aria-hidden="true" className="size-4" /> Post Brief
        </ButtonLink>
        <ButtonLink to="/pulse-iq" variant="secondary">
          <Search aria-hidden="true" className="size-4" /> Search creatives
        </ButtonLink>
      </div>

      {pairings.isPending ? (
        <Loading>Ranking creatives...</Loading>
      ) : pairings.isError ? (
        <Alert tone="danger">
          Could not rank creatives: {errorMessage(pairings.error)}{' '}
          <button type="button" className="underline" onClick={() => pairings.refetch()}>
            Try again
          </button>
        </Alert>
      ) : pairings.data.items.length === 0 ? (
        <p className="rounded-card bg-surface p-6 text-muted ring-1 ring-line">No creatives to pair yet.</p>
      ) : (
        <ol aria-label="Pairings" className="grid gap-4 md:grid-cols-2">
          {pairings.data.items.map((p, i) => (
            <li key={p.creative.id}>
              <article
                aria-label={p.creative.name}
                className="flex h-full flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line"
              >
                <header className="flex items-center gap-3">
                  <span className="w-6 text-center font-display text-sm font-bold text-muted">{i + 1}</span>
                  <Avatar src={p.creative.avatarUrl} size={48} className="size-12" />
                  <div className="min-w-0 flex-1">
                    <h2 className="truncate font-display text-lg font-bold">{p.creative.name}</h2>
                    <p className="truncate text-sm text-muted">
                      {p.creative.type}
                      {p.creative.location ? ` · ${p.creative.location}` : ''}
                    </p>
                  </div>
                  <p className="text-right">
                    <span className="block font-display text-2xl font-bold text-accent">{p.matchScore}%</span>
                    <span className="text-xs text-muted">match</span>
                  </p>
                </header>
                <p className="text-sm text-fg/90">{p.reason}</p>
                <ScoreParts parts={p.scoreParts} />
                {p.brief ? (
                  <p className="text-xs text-muted">
                    For{' '}
                    <Link to={`/brand/briefs/${encodeURIComponent(p.brief.id)}`} className="text-accent underline">
                      {p.brief.title}
                    </Link>
                  </p>
                ) : null}
                <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                  {p.creative.tags.slice(0, 4).map((tag) => (
                    <li key={tag}>
                      <Chip>{tag}</Chip>
                    </li>
                  ))}
                </ul>
                <p className="mt-auto flex items-center justify-between text-sm">
                  <span className="text-muted">{priceRangeCentsLabel(p.creative.priceRangeCents)}</span>
                  <Link
                    to={`/creator/${encodeURIComponent(p.creative.id)}`}
                    className="font-semibold text-accent underline underline-offset-2"
                  >
                    View profile<span className="sr-only"> of {p.creative.name}</span>
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}
