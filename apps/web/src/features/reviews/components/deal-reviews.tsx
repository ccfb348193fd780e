import type { DealStatus } from '@pulse/domain/deal-lifecycle';
import { REVIEW_WINDOW_DAYS } from '@pulse/domain/reviews';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useDealReviews } from '../api/get-deal-reviews';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

/** Statuses a completed deal can be in (paid, paid out, or refunded after a dispute). */
const MAYBE_COMPLETE: readonly DealStatus[] = ['paid', 'complete', 'refunded'];

const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

/**
 * The reviews of a completed deal in the Deal Diary and /creator/deals: the form while the viewer may review,
 * then their own review, and the other party's once both are in or the 14-day window has closed.
 */
export function DealReviews({ dealId, status }: { dealId: string; status: DealStatus }) {
  const enabled = MAYBE_COMPLETE.includes(status);
  const query = useDealReviews(dealId, enabled);
  if (!enabled) return null;
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> Loading reviews...
      </p>
    );
  }
  if (query.isError) return <Alert tone="danger">Could not load the reviews: {errorMessage(query.error)}</Alert>;
  const data = query.data;
  if (!data.window) return null;
  const { window, reviews: reviewing } = data;

  return (
    <section aria-labelledby={`reviews-${dealId}`} className="flex flex-col gap-3">
      <h3 id={`reviews-${dealId}`} className="text-sm font-semibold">
        Reviews
      </h3>
      {data.canReview && reviewing ? (
        <>
          <p className="text-sm text-muted">
            How was working with {reviewing.name}? You have until {dayOf(window.closesAt)} ({REVIEW_WINDOW_DAYS} days
            from completion). Reviews stay hidden until you have both reviewed or the window closes, then appear
            together and cannot be edited.
            {data.theirsSubmitted ? ` ${reviewing.name} has already reviewed you.` : ''}
          </p>
          <ReviewForm dealId={dealId} reviewing={reviewing} />
        </>
      ) : null}
      {data.mine ? <ReviewCard review={data.mine} heading={`Your review of ${reviewing?.name ?? 'them'}`} /> : null}
      {data.revealed ? (
        data.theirs ? (
          <ReviewCard
            review={data.theirs}
            heading={
              data.viewer === 'collaborator'
                ? `${data.theirs.author.name}’s review of the creative`
                : `${data.theirs.author.name}’s review of you`
            }
            canReply={data.viewer === 'brand' || data.viewer === 'creator'}
          />
        ) : (
          <p className="text-sm text-muted">No review from the other party.</p>
        )
      ) : data.mine ? (
        <p role="status" className="text-sm text-muted">
          {reviewing?.name ?? 'The other party'}’s review appears here once they review you or on{' '}
          {dayOf(window.closesAt)}, when the window closes.
        </p>
      ) : !data.canReview ? (
        <p className="text-sm text-muted">Reviews appear here once both parties have reviewed.</p>
      ) : null}
    </section>
  );
}
