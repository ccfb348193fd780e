import type { RankedCreator } from '@pulse/domain/feedback';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { buttonClasses } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { MatchCard } from './match-card';
import { SwipeEnd } from './swipe-end';

/** Curated Matches shows the top of the For You ranking. */
export const CURATED_MATCHES = 3;

/** `/matches`: the three best matches from the For You ranking, then on to the Pulse Map. */
export function MatchesScreen({
  items,
  loadError,
  actionError,
  busyId,
  onCosign,
  onSkip,
}: {
  items: readonly RankedCreator[] | undefined;
  loadError: ReactNode;
  actionError: ReactNode;
  busyId: string | null;
  onCosign: (creator: RankedCreator) => void;
  onSkip: (creator: RankedCreator) => void;
}) {
  return (
    <Page title="Curated Matches" className="flex flex-col gap-4">
      <PageHeading lead="Picked from your taste profile. Co-sign the ones you want more of.">
        Curated Matches
      </PageHeading>
      {loadError ? (
        <Alert tone="danger">{loadError}</Alert>
      ) : !items ? (
        <div className="flex justify-center py-16" role="status" aria-label="Loading your matches">
          <Spinner className="size-6" />
        </div>
      ) : (
        <>
          {actionError ? <Alert tone="danger">{actionError}</Alert> : null}
          {items.length === 0 ? (
            <SwipeEnd />
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Curated matches">
              {items.slice(0, CURATED_MATCHES).map((creator) => (
                <MatchCard
                  key={creator.id}
                  creator={creator}
                  busy={busyId === creator.id}
                  onCosign={() => onCosign(creator)}
                  onSkip={() => onSkip(creator)}
                />
              ))}
            </ul>
          )}
          <Link to="/pulse-map" className={buttonClasses('primary', 'lg', 'self-stretch')}>
            Continue to Pulse Map
          </Link>
        </>
      )}
    </Page>
  );
}
