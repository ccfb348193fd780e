import type { Me } from '@pulse/domain/accounts';
import type { MatchingBriefsResponse } from '@pulse/domain/briefs';
import { formatCents } from '@pulse/domain/ledger';
import { matchScoreOf, NO_BRIEFS, NO_EARNINGS, NO_MATCH_SCORE, NO_SNIPPETS } from '@pulse/domain/studio';
import { ArrowLeft, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { greeting, useReturningVisit } from '../../../lib/returning-visit';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Loading } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useCreatorDashboard } from '../api/get-creator-dashboard';
import { ComingSoonTile, FeatureTile } from './coming-soon';
import { EmptyState } from './empty-state';
import { OpenBriefs, type SubmitMatchInput } from './open-briefs';
import { SnippetItem } from './snippet-item';
import { StatTile } from './stat-tile';

/** The matching ranking (GET /api/briefs/matching, issue 7), handed in by the route. */
export interface MatchingState {
  isPending: boolean;
  error: unknown;
  data: MatchingBriefsResponse | undefined;
  refetch: () => unknown;
}

type TabId = 'snippets' | 'briefs';
const TABS = [
  { id: 'snippets', label: 'My Snippets' },
  { id: 'briefs', label: 'Open Briefs' },
] as const;

function LoadError({ what, error, retry }: { what: string; error: unknown; retry: () => unknown }) {
  return (
    <Alert tone="danger">
      We couldn't load {what}: {errorMessage(error)}{' '}
      <button type="button" className="underline underline-offset-2" onClick={() => retry()}>
        Try again
      </button>
    </Alert>
  );
}

/** `/creator`: the Creator Dashboard, every figure from the creative's real data. */
export function CreatorDashboard({
  user,
  matching,
  onSubmitMatch,
}: {
  user: Me;
  matching: MatchingState;
  onSubmitMatch: (input: SubmitMatchInput) => Promise<unknown>;
}) {
  const dashboard = useCreatorDashboard();
  const [tab, setTab] = useState<TabId>('snippets');
  const stats = dashboard.data?.stats;
  const items = matching.data?.items ?? [];
  const matchScore = matchScoreOf(items.map((i) => i.matchScore));
  const loading = 'Loading...';
  const returning = useReturningVisit('creator-dashboard', user.id);

  return (
    <Page title="Creator Dashboard" width="wide">
      <Link
        to="/start"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back
      </Link>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Creator Dashboard</h1>
          <p className="text-muted">{greeting(user.name, returning)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/creator/upload">
            <Plus aria-hidden="true" className="size-4" /> Upload New
          </ButtonLink>
          <ButtonLink to={`/creator/${user.id}`} variant="secondary">
            <UserRound aria-hidden="true" className="size-4" /> View Profile
          </ButtonLink>
        </div>
      </header>

      <dl aria-label="Your stats" className="grid grid-cols-2 gap-3 grid-cols-1 sm:grid-cols-4">
        <StatTile label="Active Snippets" value={stats ? String(stats.activeSnippets) : loading} empty={!stats} />
        <StatTile
          label="Matching Briefs"
          value={
            matching.isPending
              ? loading
              : matching.error
                ? 'Unavailable'
                : items.length === 0
                  ? NO_BRIEFS
                  : String(matching.data?.stats.matchingBriefs ?? 0)
          }
          empty={matching.isPending || Boolean(matching.error) || items.length === 0}
        />
        <StatTile
          label="Pending Earnings"
          value={
            !stats
              ? loading
              : stats.pendingEarningsCents === null
                ? NO_EARNINGS
                : formatCents(stats.pendingEarningsCents)
          }
          empty={!stats || stats.pendingEarningsCents === null}
        />
        <StatTile
          label="Match Score"
          value={
            matching.isPending
              ? loading
              : matching.error
                ? 'Unavailable'
                : matchScore === null
                  ? NO_MATCH_SCORE
                  : `${matchScore}%`
          }
          empty={matching.isPending || Boolean(matching.error) || matchScore === null}
        />
      </dl>

      <div className="mt-4 grid gap-3 grid-cols-1 sm:grid-cols-2">
        <FeatureTile
          name="PulseCircles"
          description="Community rooms to trade feedback and find collaborators."
          to="/pulse-circles"
        />
        <ComingSoonTile name="PulsePath" description="A timeline of your taste and your work as it grows." />
      </div>

      <div className="mt-8">
        <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Your work">
          {tab === 'snippets' ? (
            dashboard.isPending ? (
              <Loading>Loading your snippets...</Loading>
            ) : dashboard.isError ? (
              <LoadError what="your snippets" error={dashboard.error} retry={dashboard.refetch} />
            ) : dashboard.data.snippets.length === 0 ? (
              <EmptyState title={NO_SNIPPETS}>
                <p>Upload your first piece of work so partners can license it.</p>
                <ButtonLink to="/creator/upload">Upload New</ButtonLink>
              </EmptyState>
            ) : (
              <ul className="flex flex-col gap-3">
                {dashboard.data.snippets.map((snippet) => (
                  <SnippetItem key={snippet.id} snippet={snippet} creativeRole={user.creativeRole} />
                ))}
              </ul>
            )
          ) : matching.isPending ? (
            <Loading>Finding briefs for you...</Loading>
          ) : matching.error ? (
            <LoadError what="open briefs" error={matching.error} retry={matching.refetch} />
          ) : (
            <OpenBriefs items={items} onSubmit={onSubmitMatch} />
          )}
        </Tabs>
      </div>
    </Page>
  );
}
