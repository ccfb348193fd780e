import type { CreatorCard } from '@pulse/domain/creators-contracts';
import { type DISCOVER_CATEGORIES, DISCOVER_CATEGORY_LABEL, type DiscoverCategory } from '@pulse/domain/discover';
import { formatCents, TIP_BUTTON_CENTS } from '@pulse/domain/ledger';
import { useQueries } from '@tanstack/react-query';
import { ExternalLink, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { getCreatives } from '../../features/discovery/api/discover-creatives';
import { TipButton } from '../../features/tips/components/tip';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Chip } from '../../ui/chip';
import { Page, PageHeading } from '../../ui/page';
import { Loading } from '../../ui/spinner';

/**
 * `/creative-dashboard-example` (spec part 2, section 2): three illustrative cards, a videographer, a graphic
 * designer and a producer, drawn from real approved creatives, each with a working Tip $5.
 */
export function CreativeDashboardExampleRoute() {
  const order: DiscoverCategory[] = ['videographer', 'designer', 'producer'];
  const results = useQueries({
    queries: order.map((category) => ({
      queryKey: ['discover', 'example', category],
      queryFn: ({ signal }: { signal: AbortSignal }) => getCreatives({ category }, null, 1, signal),
    })),
  });
  return (
    <Page title="Creative Dashboard Example" width="wide">
      <PageHeading lead="What a creative's work looks like on Pulse: three real creatives, one of each kind.">
        Creative Dashboard Example
      </PageHeading>
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Example creatives">
        {order.map((category, i) => {
          const result = results[i];
          const creative = result?.data?.items[0];
          return (
            <li key={category}>
              {result?.isPending ? (
                <Loading>Loading...</Loading>
              ) : result?.isError ? (
                <Alert tone="danger">{errorMessage(result.error)}</Alert>
              ) : creative ? (
                <ExampleCard category={category} creative={creative} />
              ) : (
                <p className="rounded-card p-5 text-sm text-muted ring-1 ring-line">
                  No {DISCOVER_CATEGORY_LABEL[category].toLowerCase()} yet.
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Page>
  );
}

function ExampleCard({
  category,
  creative,
}: {
  category: (typeof DISCOVER_CATEGORIES)[number];
  creative: CreatorCard;
}) {
  const platform = creative.portfolio[0];
  const work = creative.recentWork[0];
  return (
    <article
      aria-label={creative.name}
      className="flex h-full flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line"
    >
      <p className="text-xs font-semibold tracking-wide text-accent uppercase">{DISCOVER_CATEGORY_LABEL[category]}</p>
      <div className="flex items-center gap-3">
        <Avatar src={creative.avatarUrl} size={48} className="size-12" />
        <div>
          <h2 className="font-display text-lg font-bold">
            <Link to={`/creator/${encodeURIComponent(creative.id)}`} className="underline-offset-4 hover:underline">
              {creative.name}
            </Link>
          </h2>
          {creative.location ? (
            <p className="flex items-center gap-1 text-xs text-muted">
              <MapPin aria-hidden="true" className="size-3.5" /> {creative.location}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {creative.niche ? (
          <div className="col-span-2">
            <dt className="text-muted">Focus</dt>
            <dd className="font-semibold">{creative.niche}</dd>
          </div>
        ) : null}
        {work ? (
          <div className="col-span-2">
            <dt className="text-muted">Recent work</dt>
            <dd className="font-semibold">{work.title}</dd>
          </div>
        ) : null}
        {creative.preferredBrands.length > 0 ? (
          <div className="col-span-2">
            <dt className="text-muted">Wants to work with</dt>
            <dd className="font-semibold">{creative.preferredBrands.slice(0, 2).join(', ')}</dd>
          </div>
        ) : null}
        {creative.collaborationRateCents !== null ? (
          <div>
            <dt className="text-muted">Rate from</dt>
            <dd className="font-semibold tabular-nums">{formatCents(creative.collaborationRateCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">Availability</dt>
          <dd className="font-semibold capitalize">{creative.availability}</dd>
        </div>
      </dl>
      {creative.vibeTags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {creative.vibeTags.slice(0, 3).map((t) => (
            <li key={t}>
              <Chip>{t}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        {platform ? (
          <a
            href={platform}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            Platform <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">of {creative.name} (opens in a new tab)</span>
          </a>
        ) : (
          <span />
        )}
        <TipButton creatorId={creative.id} creatorName={creative.name} fixedCents={TIP_BUTTON_CENTS} />
      </div>
    </article>
  );
}
