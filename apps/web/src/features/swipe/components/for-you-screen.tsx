import { FOR_YOU_LIMIT } from '@pulse/domain/ranking';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { buttonClasses } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { FeedCard } from './feed-card';
import { InsightBox } from './insight-box';
import { SwipeCardStack } from './swipe-card-stack';
import type { SwipeAction, SwipeCreator } from './swipe-creator';
import { SwipeEnd } from './swipe-end';
import { TasteDnaHeader } from './taste-dna-header';
import { type ForYouView, ViewToggle } from './view-toggle';

export interface ForYouFeed {
  items: readonly SwipeCreator[];
  tasteDna: string;
  insight: string | null;
}

function Onwards() {
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      <Link to="/matches" className={buttonClasses('primary')}>
        See your matches
      </Link>
      <Link to="/explore" className={buttonClasses('secondary')}>
        Explore all creatives
      </Link>
    </div>
  );
}

/**
 * `/fan/feed` (For You): the Taste DNA header, the blue insight, and the ranked creators either as the
 * swipe card stack or as a feed of at most 10 cards. Data and actions come from the route.
 */
export function ForYouScreen({
  feed,
  loadError,
  actionError,
  view,
  onViewChange,
  busyId,
  onCosign,
  onSkip,
  onDiveDeeper,
  onSave,
  savedIds,
  listNames,
}: {
  feed: ForYouFeed | undefined;
  /** Shown instead of the cards when the feed could not load (with its own way out). */
  loadError: ReactNode;
  actionError: ReactNode;
  view: ForYouView;
  onViewChange: (view: ForYouView) => void;
  busyId: string | null;
  onCosign: SwipeAction;
  onSkip: SwipeAction;
  onDiveDeeper: SwipeAction;
  onSave: (creatorId: string, listName: string) => Promise<unknown>;
  savedIds: ReadonlySet<string>;
  listNames: readonly string[];
}) {
  return (
    <Page title="For You" width="wide" className="flex flex-col gap-4 pt-4">
      <h1 className="sr-only">For You</h1>
      {loadError ? (
        <Alert tone="danger">{loadError}</Alert>
      ) : !feed ? (
        <div className="flex justify-center py-16" role="status" aria-label="Loading your feed">
          <Spinner className="size-6" />
        </div>
      ) : (
        <>
          {/* Phones: one column. Desktop: as wide as the card below, the Taste DNA beside the view toggle. */}
          <div className="mx-auto grid w-full max-w-xl gap-4 lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
            <TasteDnaHeader tasteDna={feed.tasteDna} />
            <div className="empty:hidden lg:col-span-2 lg:row-start-2">
              <InsightBox insight={feed.insight} />
            </div>
            <div className="lg:col-start-2 lg:row-start-1">
              <ViewToggle view={view} onChange={onViewChange} />
            </div>
            {actionError ? (
              <div className="lg:col-span-2">
                <Alert tone="danger">{actionError}</Alert>
              </div>
            ) : null}
          </div>
          {view === 'stack' ? (
            <SwipeCardStack
              creators={feed.items}
              onCosign={onCosign}
              onSkip={onSkip}
              onDiveDeeper={onDiveDeeper}
              onSave={onSave}
              savedIds={savedIds}
              listNames={listNames}
              endActions={<Onwards />}
            />
          ) : feed.items.length === 0 ? (
            <SwipeEnd>
              <Onwards />
            </SwipeEnd>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="For You feed">
              {feed.items.slice(0, FOR_YOU_LIMIT).map((creator, i) => (
                <FeedCard
                  key={creator.id}
                  priority={i === 0}
                  creator={creator}
                  busy={busyId === creator.id}
                  onCosign={() => void Promise.resolve(onCosign(creator)).catch(() => {})}
                  onSkip={() => void Promise.resolve(onSkip(creator)).catch(() => {})}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
