import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from './deal-lifecycle';
import {
  CRITERIA_BY_SIDE,
  missingRatingErrors,
  opensReviewWindow,
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  reviewOverall,
  reviewsRevealed,
  reviewWindowClosesAt,
  reviewWindowOpen,
} from './reviews';
import { SubmitReviewRequest } from './reviews-contracts';

describe('the review window', () => {
  it('opens when a deal is paid or a dispute is resolved, and at no other step', () => {
    expect(opensReviewWindow('delivered', 'paid')).toBe(true);
    expect(opensReviewWindow('disputed', 'paid')).toBe(true);
    expect(opensReviewWindow('disputed', 'refunded')).toBe(true);
    expect(opensReviewWindow('funded', 'refunded')).toBe(false);
    expect(opensReviewWindow('paid', 'complete')).toBe(false);
    for (const from of DEAL_STATUSES) {
      for (const to of DEAL_STATUSES) {
        if (to !== 'paid' && to !== 'refunded') expect(opensReviewWindow(from, to)).toBe(false);
      }
    }
  });

  it('closes 14 days after it opens', () => {
    const opened = new Date('2026-11-01T12:00:00Z');
    const closes = reviewWindowClosesAt(opened);
    expect(closes.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(REVIEW_WINDOW_DAYS).toBe(14);
    expect(reviewWindowOpen(closes, new Date(closes.getTime() - 1))).toBe(true);
    expect(reviewWindowOpen(closes, closes)).toBe(false);
  });

  it('reveals only when both are in or the window has closed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -30, max: 30 }), (submitted, dayOffset) => {
        const closesAt = new Date('2026-11-15T00:00:00Z');
        const now = new Date(closesAt.getTime() + dayOffset * 86_400_000);
        const revealed = reviewsRevealed({ submitted, closesAt, now });
        expect(revealed).toBe(submitted === 2 || dayOffset >= 0);
      }),
    );
  });
});

describe('the review form', () => {
  it('asks the criteria that fit the reviewed side', () => {
    expect(CRITERIA_BY_SIDE.creator).toEqual(['quality', 'communication', 'onTime']);
    expect(CRITERIA_BY_SIDE.brand).toEqual(['clearBrief', 'communication', 'promptPayment']);
    expect(missingRatingErrors('creator', { quality: 5, communication: 4 })).toEqual({
      'ratings.onTime': 'Rate On time from 1 to 5',
    });
    expect(missingRatingErrors('brand', { clearBrief: 5, communication: 4, promptPayment: 3 })).toEqual({});
  });

  it('refuses scores outside 1-5 and texts over 1,000 characters', () => {
    const base = { ratings: { quality: 5 }, wouldWorkAgain: true };
    expect(SubmitReviewRequest.safeParse(base).success).toBe(true);
    expect(SubmitReviewRequest.safeParse({ ...base, ratings: { quality: 6 } }).success).toBe(false);
    expect(SubmitReviewRequest.safeParse({ ...base, ratings: { quality: 2.5 } }).success).toBe(false);
    const long = SubmitReviewRequest.safeParse({ ...base, publicText: 'x'.repeat(1001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.textTooLong);
    expect(SubmitReviewRequest.safeParse({ ...base, publicText: 'x'.repeat(1000) }).success).toBe(true);
    const noAnswer = SubmitReviewRequest.safeParse({ ratings: {} });
    expect(noAnswer.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.wouldWorkAgainRequired);
  });

  it('overall is the mean of the scores to one decimal', () => {
    expect(reviewOverall([5, 4, 4])).toBe(4.3);
    expect(reviewOverall([])).toBe(0);
  });
});
