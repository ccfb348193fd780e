import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useCircles } from '../api/get-circles';
import { CircleCard } from './circle-card';

type Tab = 'mine' | 'discover';
const TABS = [
  { id: 'mine', label: 'My Circles' },
  { id: 'discover', label: 'Discover' },
] as const;

function CircleList({ tab }: { tab: Tab }) {
  const circles = useCircles(tab);
  if (circles.isPending) return <Spinner />;
  if (circles.isError) {
    if (circles.error instanceof ApiError && circles.error.status === 401)
      return (
        <p className="text-muted">
          Choose a role to join circles.{' '}
          <ButtonLink to="/start" variant="ghost">
            Join Pulse
          </ButtonLink>
        </p>
      );
    return <Alert tone="danger">{errorMessage(circles.error)}</Alert>;
  }
  if (circles.data.items.length === 0)
    return (
      <p className="text-muted">
        {tab === 'mine' ? 'You have not joined any circles yet. Discover one or create your own.' : 'No circles yet.'}
      </p>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {circles.data.items.map((circle) => (
        <li key={circle.id}>
          <CircleCard circle={circle} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/pulse-circles` (tabs My Circles and Discover, Create Circle) and `/circles/discover`, the community
 * discovery screen: the same hub opened on Discover, with Back to /pulspace and Create Community.
 */
export function CirclesHub({ initialTab = 'mine' }: { initialTab?: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  return (
    <Page title="Pulse Circles" width="wide">
      <PageHeading lead="Communities of creatives and fans who share your taste.">Pulse Circles</PageHeading>
      {initialTab === 'discover' ? (
        <ButtonLink to="/pulspace" variant="ghost" className="-ml-4 mb-2">
          Back to PulseStudio
        </ButtonLink>
      ) : null}
      <div className="mb-4 flex flex-wrap gap-2">
        <ButtonLink to="/circles/create" variant="primary">
          {/* The community discovery screen (spec part 2, Communities) names it Create Community. */}
          <Plus aria-hidden className="size-4" /> {initialTab === 'discover' ? 'Create Community' : 'Create Circle'}
        </ButtonLink>
        <ButtonLink to="/pulse-map" variant="secondary">
          Open Pulse Map
        </ButtonLink>
      </div>
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Circles">
        <CircleList tab={tab} />
      </Tabs>
    </Page>
  );
}
