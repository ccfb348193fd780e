import { RATING_PRIOR, ratingLine } from '@pulse/domain/reputation';
import type { ReputationResponse } from '@pulse/domain/reputation-contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useReputation } from '../api/get-reputation';
import { ReviewCard } from './review-card';
import { Stars } from './star-rating';

const pct = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

/**
 * Reviews and reputation on a creator profile (issue 22): the Pulse Score with "Why this score?", the
 * Bayesian averages with their counts and distribution, the rates from deal timelines, and the reviews.
 */
export function ReputationBlock({ creatorId, name }: { creatorId: string; name: string }) {
  const query = useReputation('creator', creatorId);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> Loading reviews...
      </p>
    );
  }
  if (query.isError) return <Alert tone="danger">Could not load reviews: {errorMessage(query.error)}</Alert>;
  return <Reputation data={query.data} name={name} />;
}

export function Reputation({ data, name }: { data: ReputationResponse; name: string }) {
  const { rating, rates } = data;
  const max = Math.max(1, ...rating.distribution.map((d) => d.count));
  return (
    <section
      aria-labelledby="reputation-heading"
      className="flex flex-col gap-5 rounded-card bg-surface p-5 ring-1 ring-line"
    >
      <h2 id="reputation-heading" className="font-display text-xl font-bold">
        Reviews &amp; reputation
      </h2>
      {rating.count === 0 && data.pulseScore === null ? (
        <p className="text-sm text-muted">
          No completed deals yet. {name}’s reputation builds from reviews and deal history on Pulse.
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            {data.pulseScore !== null ? (
              <p>
                <span className="font-display text-4xl font-bold text-accent tabular-nums">{data.pulseScore}%</span>{' '}
                <span className="text-sm text-muted">Pulse Score</span>
              </p>
            ) : null}
            <p className="flex items-center gap-2">
              <Stars score={rating.average} />
              <span className="font-semibold">
                {rating.count > 0 ? ratingLine(rating.average, rating.count) : 'No reviews yet'}
              </span>
            </p>
            <ul aria-label="Rating distribution" className="flex flex-col gap-1 text-xs">
              {[...rating.distribution].reverse().map((d) => (
                <li key={d.stars} className="flex items-center gap-2">
                  <span className="w-10 text-muted">{d.stars} star</span>
                  <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-raised">
                    <span
                      className="block h-full rounded-full bg-accent"
                      style={{ width: `${(d.count / max) * 100}%` }}
                    />
                  </span>
                  <span className="w-6 text-right tabular-nums">{d.count}</span>
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {rating.criteria.map((c) => (
              <div key={c.criterion}>
                <dt className="text-muted">{c.label}</dt>
                <dd className="font-semibold tabular-nums">{c.average.toFixed(1)}</dd>
              </div>
            ))}
            <div>
              <dt className="text-muted">On-time delivery</dt>
              <dd className="font-semibold tabular-nums">
                {pct(rates.onTime.rate)}
                <span className="font-normal text-muted"> of {rates.onTime.count}</span>
              </dd>
            </div>
            <div>
              <dt className="text-muted">Completion</dt>
              <dd className="font-semibold tabular-nums">
                {pct(rates.completion.rate)}
                <span className="font-normal text-muted"> of {rates.completion.count}</span>
              </dd>
            </div>
            <div>
              <dt className="text-muted">Disputes</dt>
              <dd className="font-semibold tabular-nums">
                {pct(rates.dispute.rate)}
                <span className="font-normal text-muted"> of {rates.dispute.count}</span>
              </dd>
            </div>
          </dl>
        </div>
      )}
      {data.explanation.length > 0 ? (
        <details className="group rounded-field bg-info-soft p-4 text-sm ring-1 ring-info/40">
          <summary className="cursor-pointer font-semibold text-info">Why this score?</summary>
          <div className="mt-3 flex flex-col gap-2">
            <p>
              The Pulse Score comes only from what happened on Pulse: reviews (55 points), on-time delivery (20),
              completed deals (15) and deals without disputes (10). Averages start from {RATING_PRIOR.mean.toFixed(1)}{' '}
              stars as if there were {RATING_PRIOR.weight} reviews already, so one lucky deal cannot outrank a long
              record; the more real deals, the less that starting point counts.
            </p>
            <ul className="flex flex-col gap-1">
              {data.explanation.map((part) => (
                <li key={part.key} className="flex justify-between gap-3">
                  <span>{part.text}</span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {part.points.toFixed(1)} / {part.max}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </details>
      ) : null}
      {data.reviews.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold">Reviews from partners</h3>
          <ReviewList reviews={data.reviews} />
        </div>
      ) : null}
    </section>
  );
}

const FIRST_REVIEWS = 4;

/** The newest reviews first; the rest behind "Show all". */
function ReviewList({ reviews }: { reviews: ReputationResponse['reviews'] }) {
  const [all, setAll] = useState(false);
  const shown = all ? reviews : reviews.slice(0, FIRST_REVIEWS);
  return (
    <>
      {shown.map((r) => (
        <ReviewCard key={r.id} review={r} heading={r.author.name} />
      ))}
      {reviews.length > shown.length ? (
        <div>
          <Button variant="secondary" onClick={() => setAll(true)}>
            Show all {reviews.length} reviews
          </Button>
        </div>
      ) : null}
    </>
  );
}
