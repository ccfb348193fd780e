import { START_CHARGE_COPY } from '@pulse/domain/milestone-funding';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { DealPage } from '../../features/deals/components/deal-page';
import { DealReviews } from '../../features/reviews/components/deal-reviews';
import { SavedCardLine } from '../../features/tips/components/saved-card-line';
import { Spinner } from '../../ui/spinner';
import { WithSession } from '../../ui/with-session';

// The conversation loads with its own chunk: many deals have none.
const ChatPanel = lazy(async () => ({
  default: (await import('../../features/messaging/components/chat-panel')).ChatPanel,
}));

/**
 * `/deals/:dealId`: the one live page both sides of a deal open (decision 064). The deals feature's page, given
 * the reviews feature's part, the messaging feature's conversation between the two parties and the tips
 * feature's saved card (later milestones funded one at a time are charged to it).
 */
export function DealPageRoute() {
  const { dealId = '' } = useParams();
  return (
    <WithSession title="Deal" lead="Sign in to see your deal.">
      {(viewerId) => (
        <DealPage
          dealId={dealId}
          viewerId={viewerId}
          reviews={(deal) => <DealReviews dealId={deal.id} status={deal.status} />}
          savedCard={(deal) => {
            const copy =
              deal.plan.funding.mode === 'monthly' ? START_CHARGE_COPY.line.monthly : START_CHARGE_COPY.line.milestone;
            return <SavedCardLine {...copy} />;
          }}
          messages={(threadId) => (
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-2 text-sm text-muted">
                  <Spinner className="text-accent" /> Loading messages...
                </p>
              }
            >
              <ChatPanel threadId={threadId} viewerId={viewerId} className="h-[26rem] max-h-[70dvh] lg:h-[32rem]" />
            </Suspense>
          )}
        />
      )}
    </WithSession>
  );
}
