import { describe, expect, it } from 'vitest';
import {
  countsInReputation,
  hiddenReviewLabel,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportRefusal,
} from './review-moderation';
import { HideReviewRequest, ReportReviewRequest } from './review-moderation-contracts';

const issues = (schema: typeof ReportReviewRequest | typeof HideReviewRequest, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('reporting a review', () => {
  it('needs a reason from the list; "Something else" needs details', () => {
    expect(issues(ReportReviewRequest, {})).toEqual([MODERATION_MESSAGES.reasonRequired]);
    expect(issues(ReportReviewRequest, { reason: 'boring' })).toEqual([MODERATION_MESSAGES.reasonRequired]);
    expect(issues(ReportReviewRequest, { reason: 'other', details: '   ' })).toEqual([
      MODERATION_MESSAGES.detailsRequired,
    ]);
    expect(issues(ReportReviewRequest, { reason: 'spam', details: 'x'.repeat(501) })).toEqual([
      MODERATION_MESSAGES.detailsTooLong,
    ]);
    expect(ReportReviewRequest.parse({ reason: 'offensive' })).toEqual({ reason: 'offensive', details: '' });
    expect(REPORT_REASONS.every((r) => REPORT_REASON_LABELS[r].length > 0)).toBe(true);
  });

  it('is refused to the review’s author and once Pulse has hidden it', () => {
    expect(reportRefusal({ viewerId: 'a', authorId: 'a', hidden: false })).toEqual({
      status: 'forbidden',
      message: MODERATION_MESSAGES.ownReview,
    });
    expect(reportRefusal({ viewerId: 'b', authorId: 'a', hidden: true })).toEqual({
      status: 'conflict',
      message: MODERATION_MESSAGES.reviewHidden,
    });
    expect(reportRefusal({ viewerId: 'b', authorId: 'a', hidden: false })).toBeNull();
  });
});

describe('hiding a review', () => {
  it('needs a reason its parties will read, shown with it', () => {
    expect(issues(HideReviewRequest, { reason: ' ' })).toEqual([MODERATION_MESSAGES.hideReasonRequired]);
    expect(issues(HideReviewRequest, {})).toEqual([MODERATION_MESSAGES.hideReasonRequired]);
    expect(issues(HideReviewRequest, { reason: 'x'.repeat(301) })).toEqual([MODERATION_MESSAGES.hideReasonTooLong]);
    expect(hiddenReviewLabel('Shares a phone number')).toBe('Hidden by Pulse: Shares a phone number');
  });

  it('takes the review out of reputation; only revealed, unhidden reviews count', () => {
    expect(countsInReputation({ revealed: true, hiddenAt: null })).toBe(true);
    expect(countsInReputation({ revealed: true, hiddenAt: new Date() })).toBe(false);
    expect(countsInReputation({ revealed: false, hiddenAt: null })).toBe(false);
  });
});
