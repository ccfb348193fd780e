import { hiddenReviewLabel } from '@pulse/domain/review-moderation';
import { REVIEW_REPLY_MAX } from '@pulse/domain/reviews';
import type { ReviewView } from '@pulse/domain/reviews-contracts';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { isSignedIn, useMe } from '../../../lib/session';
import { AfterHydration } from '../../../ui/after-hydration';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { useReplyToReview } from '../api/reply-to-review';
import { Stars } from './star-rating';

/** Only a signed-in reader may report, so its dialog's code (10 KiB) stays out of a visitor's page. */
const ReportReviewButton = lazyWithPreload(async () => (await import('./report-review-dialog')).ReportReviewButton);

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A review as published: scores per criterion, the text, the reply, and (for its author) the private part. */
export function ReviewCard({
  review,
  heading,
  canReply = false,
  reportable = true,
}: {
  review: ReviewView;
  heading: string;
  canReply?: boolean;
  /** Offer "Report review" to signed-in readers other than its author (decision 035). */
  reportable?: boolean;
}) {
  const me = useMe();
  const canReport = reportable && !review.hidden && isSignedIn(me.data) && me.data?.user?.id !== review.author.id;
  if (review.hidden) {
    // Never silent: the parties see that Pulse hid it and why, not its words.
    return (
      <article aria-label={heading} className="flex flex-col gap-2 rounded-field bg-raised p-4 ring-1 ring-line">
        <h4 className="text-sm font-semibold">{heading}</h4>
        <p className="text-xs text-muted">{[review.dealTitle, dateOf(review.createdAt)].join(' · ')}</p>
        <p className="flex items-start gap-2 rounded-field bg-danger-soft px-3 py-2 text-sm">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {hiddenReviewLabel(review.hidden.reason)}. It no longer appears on the profile or counts toward reputation.
          </span>
        </p>
      </article>
    );
  }
  return (
    <article aria-label={heading} className="flex flex-col gap-2 rounded-field bg-raised p-4 ring-1 ring-line">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold">{heading}</h4>
        <span className="flex items-center gap-2 text-sm">
          <Stars score={review.overall} />
          <span className="font-semibold tabular-nums">{review.overall.toFixed(1)}</span>
        </span>
      </header>
      <p className="text-xs text-muted">
        {[heading === review.author.name ? null : review.author.name, review.dealTitle, dateOf(review.createdAt)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        {review.ratings.map((r) => (
          <div key={r.criterion}>
            <dt className="text-muted">{r.label}</dt>
            <dd className="font-semibold">{r.score} / 5</dd>
          </div>
        ))}
      </dl>
      {review.publicText ? <p className="text-sm whitespace-pre-line">{review.publicText}</p> : null}
      {review.privateFeedback ? (
        <p className="text-xs text-muted">
          Private to Pulse:{' '}
          {review.privateFeedback.wouldWorkAgain ? 'would work with them again' : 'would not work with them again'}
          {review.privateFeedback.note ? ` · “${review.privateFeedback.note}”` : ''}
        </p>
      ) : null}
      {review.reply ? (
        <blockquote className="border-l-2 border-accent pl-3 text-sm">
          <p className="text-xs font-semibold text-muted">Reply</p>
          <p className="whitespace-pre-line">{review.reply.text}</p>
        </blockquote>
      ) : canReply ? (
        <ReplyForm reviewId={review.id} />
      ) : null}
      {canReport ? (
        <AfterHydration>
          <ReportReviewButton reviewId={review.id} authorName={review.author.name} />
        </AfterHydration>
      ) : null}
    </article>
  );
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToReview();
  if (!open) {
    return (
      <div>
        <Button variant="ghost" onClick={() => setOpen(true)}>
          Reply publicly
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate({ reviewId, text });
      }}
    >
      <TextAreaField
        label="Your public reply"
        hint="One reply, shown under the review. It cannot be edited."
        value={text}
        maxLength={REVIEW_REPLY_MAX}
        onChange={(e) => setText(e.target.value)}
        rows={3}
      />
      {reply.isError ? <Alert tone="danger">{errorMessage(reply.error)}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" pending={reply.isPending} pendingLabel="Posting reply...">
          Post reply
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
