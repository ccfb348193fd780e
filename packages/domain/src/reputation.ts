import type { DealStatus } from './deal-lifecycle';
import { CRITERIA_BY_SIDE, CRITERION_LABELS, type REVIEW_CRITERIA, type ReviewSide } from './reviews';

/**
 * Reputation computed from behaviour (DESIGN 5.7, issue 22, decision 034): review averages as Bayesian
 * averages with their counts and distribution, on-time, completion and dispute rates from deal timelines, and
 * the Pulse Score derived from them. Nothing here is seeded as a number.
 *
 * - GET /api/creators/:id/reputation   anyone: a creative's reputation (revealed reviews only)
 * - GET /api/partners/:id/reputation   a signed-in user: a partner's reputation as creatives have reviewed it
 */

/**
 * The prior every rating average starts from: as if each person had 5 reviews of 4.0 stars already. A
 * newcomer's single 5-star review moves them to 4.17, while forty 4.8s give 4.71, so volume of good work
 * outranks one lucky deal; the prior's pull fades as real reviews accumulate.
 */
export const RATING_PRIOR = { mean: 4, weight: 5 } as const;

/** Priors of the rates, used only inside the Pulse Score (rates are shown raw, with their counts). */
export const RATE_PRIORS = {
  onTime: { mean: 0.8, weight: 3 },
  completion: { mean: 0.9, weight: 3 },
  dispute: { mean: 0.05, weight: 3 },
} as const;

/** The Pulse Score's points per part (they add up to 100). */
export const PULSE_SCORE_POINTS = { rating: 55, onTime: 20, completion: 15, noDisputes: 10 } as const;

/** (prior mean × prior weight + sum of scores) / (prior weight + count). */
export function bayesianAverage(sum: number, count: number, prior: { mean: number; weight: number } = RATING_PRIOR) {
  return (prior.mean * prior.weight + sum) / (prior.weight + count);
}

/** What a deal's timeline says about the creative's behaviour. */
export interface DealFacts {
  status: DealStatus;
  /** The creative committed (signed); deals never signed say nothing about them. */
  signedAt: Date | null;
  deliveredAt: Date | null;
  /** The brief's deadline (a calendar day), if it had one. */
  deadline: string | null;
  /** Whether the deal was ever disputed. */
  disputed: boolean;
}

export interface Rate {
  /** 0 to 1; null when no deal counts yet. */
  rate: number | null;
  /** Deals that satisfied it, of `count`. */
  hits: number;
  count: number;
}

const ENDED: readonly DealStatus[] = ['paid', 'complete', 'refunded', 'cancelled'];

/** Delivered by the end of the deadline's day (UTC). */
export function deliveredOnTime(deliveredAt: Date, deadline: string): boolean {
  return deliveredAt.getTime() <= new Date(`${deadline}T23:59:59.999Z`).getTime();
}

function rateOf(hits: number, count: number): Rate {
  return { rate: count === 0 ? null : hits / count, hits, count };
}

/**
 * On time: of signed deals delivered against a deadline, those delivered by it. Completion: of signed deals
 * that have ended, those paid (a dispute resolved with a release or split counts as completed). Disputes: of
 * signed deals, those ever disputed.
 */
export function dealRates(deals: readonly DealFacts[]) {
  const signed = deals.filter((d) => d.signedAt !== null);
  const timed = signed.filter((d) => d.deliveredAt !== null && d.deadline !== null);
  const ended = signed.filter((d) => ENDED.includes(d.status));
  return {
    onTime: rateOf(
      timed.filter((d) => deliveredOnTime(d.deliveredAt as Date, d.deadline as string)).length,
      timed.length,
    ),
    completion: rateOf(ended.filter((d) => d.status === 'paid' || d.status === 'complete').length, ended.length),
    dispute: rateOf(signed.filter((d) => d.disputed).length, signed.length),
  };
}

export interface ReviewScores {
  /** The scores of one review, keyed by criterion. */
  ratings: Partial<Record<(typeof REVIEW_CRITERIA)[number], number>>;
}

export function ratingSummary(side: ReviewSide, reviews: readonly ReviewScores[]) {
  const criteria = CRITERIA_BY_SIDE[side].map((criterion) => {
    const scores = reviews.map((r) => r.ratings[criterion]).filter((s): s is number => s !== undefined);
    const sum = scores.reduce((s, x) => s + x, 0);
    return {
      criterion,
      label: CRITERION_LABELS[criterion],
      average: bayesianAverage(sum, scores.length),
      mean: scores.length === 0 ? null : sum / scores.length,
      count: scores.length,
    };
  });
  // One overall score per review (the mean of its three), so the distribution counts deals.
  const overalls = reviews.map((r) => {
    const scores = CRITERIA_BY_SIDE[side].map((c) => r.ratings[c]).filter((s): s is number => s !== undefined);
    return scores.reduce((s, x) => s + x, 0) / Math.max(1, scores.length);
  });
  const distribution = [1, 2, 3, 4, 5].map((stars) => ({
    stars,
    count: overalls.filter((o) => Math.min(5, Math.max(1, Math.round(o))) === stars).length,
  }));
  return {
    average: bayesianAverage(
      overalls.reduce((s, x) => s + x, 0),
      overalls.length,
    ),
    count: reviews.length,
    criteria,
    distribution,
  };
}

export interface PulseScoreInput {
  /** The Bayesian overall rating (1 to 5). */
  rating: number;
  reviewCount: number;
  rates: ReturnType<typeof dealRates>;
}

export interface PulseScorePart {
  key: 'rating' | 'onTime' | 'completion' | 'noDisputes';
  /** Points earned of `max`, one decimal. */
  points: number;
  max: number;
  text: string;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const round1 = (x: number) => Math.round(x * 10) / 10;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The Pulse Score, 0 to 100:
 *   55 × (rating − 1) / 4  +  20 × on-time  +  15 × completion  +  10 × (1 − dispute rate)
 * where the rating is the Bayesian overall average and each rate is smoothed toward its prior
 * ((hits + prior mean × prior weight) / (count + prior weight)), so a handful of deals cannot swing it to an
 * extreme. Null when there is nothing to judge yet (no reviews and no signed deal).
 */
export function pulseScore(input: PulseScoreInput): { score: number; parts: PulseScorePart[] } | null {
  const { rates } = input;
  if (input.reviewCount === 0 && rates.dispute.count === 0) return null;
  const smooth = (r: Rate, prior: { mean: number; weight: number }) =>
    (r.hits + prior.mean * prior.weight) / (r.count + prior.weight);
  const ratingShare = Math.min(1, Math.max(0, (input.rating - 1) / 4));
  const onTime = smooth(rates.onTime, RATE_PRIORS.onTime);
  const completion = smooth(rates.completion, RATE_PRIORS.completion);
  const noDisputes = 1 - smooth(rates.dispute, RATE_PRIORS.dispute);
  const w = PULSE_SCORE_POINTS;
  const parts: PulseScorePart[] = [
    {
      key: 'rating',
      points: round1(w.rating * ratingShare),
      max: w.rating,
      text:
        input.reviewCount === 0
          ? `No reviews yet: ratings start at ${RATING_PRIOR.mean.toFixed(1)} until real reviews come in.`
          : `Reviews average ${input.rating.toFixed(1)} from ${plural(input.reviewCount, 'deal')} (weighted toward ${RATING_PRIOR.mean.toFixed(1)} while there are few).`,
    },
    {
      key: 'onTime',
      points: round1(w.onTime * onTime),
      max: w.onTime,
      text:
        rates.onTime.count === 0
          ? 'No delivery against a deadline yet.'
          : `Delivered on time in ${rates.onTime.hits} of ${plural(rates.onTime.count, 'deal')} with a deadline (${pct(rates.onTime.rate ?? 0)}).`,
    },
    {
      key: 'completion',
      points: round1(w.completion * completion),
      max: w.completion,
      text:
        rates.completion.count === 0
          ? 'No finished deal yet.'
          : `Completed ${rates.completion.hits} of ${plural(rates.completion.count, 'finished deal')} (${pct(rates.completion.rate ?? 0)}).`,
    },
    {
      key: 'noDisputes',
      points: round1(w.noDisputes * noDisputes),
      max: w.noDisputes,
      text:
        rates.dispute.count === 0
          ? 'No signed deal yet.'
          : `Disputed ${rates.dispute.hits} of ${plural(rates.dispute.count, 'signed deal')} (${pct(rates.dispute.rate ?? 0)}).`,
    },
  ];
  const raw = w.rating * ratingShare + w.onTime * onTime + w.completion * completion + w.noDisputes * noDisputes;
  return { score: Math.min(100, Math.max(0, Math.round(raw))), parts };
}

/** "4.8 from 12 deals". */
export function ratingLine(average: number, count: number): string {
  return `${average.toFixed(1)} from ${plural(count, 'deal')}`;
}
