import { CREATOR_NOT_FOUND_MESSAGE } from '@pulse/domain/creator-page';
import { ratingHundredths } from '@pulse/domain/creator-search';
import { cachedPulseScore } from '@pulse/domain/earned-numbers';
import { dealRates, pulseScore, ratingSummary } from '@pulse/domain/reputation';
import type { ReputationResponse } from '@pulse/domain/reputation-contracts';
import {
  CRITERIA_BY_SIDE,
  CRITERION_LABELS,
  missingRatingErrors,
  REVIEW_MESSAGES,
  type ReviewSide,
  reviewOverall,
  reviewsRevealed,
  reviewWindowOpen,
} from '@pulse/domain/reviews';
import type {
  DealReviewsResponse,
  ReplyRequest,
  ReviewView,
  SubmitReviewRequest,
} from '@pulse/domain/reviews-contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { newId } from '../../lib/ids';
import { type Viewer, viewerAccount, visibleDeal } from '../deals/deal-parties';
import { type DealRow, dealsQueries } from '../deals/deals.repository';
import { notifyWithEvent } from '../messaging/notifications';
import { REVIEW_LINKS } from './review-invitations';
import { type ReviewRow, type ReviewsQueries, type ReviewWindowRow, reviewsQueries } from './reviews.repository';

type DealSeat = 'brand' | 'creator' | 'collaborator' | 'admin';

/** The viewer's seat at a deal: its partner and its creative review each other; collaborators are reviewed. */
function seatOf(deal: DealRow, me: Viewer): DealSeat {
  if (deal.brandId === me.id) return 'brand';
  if (deal.creatorId === me.id) return 'creator';
  if (deal.splits.some((s) => s.userId === me.id)) return 'collaborator';
  return 'admin';
}

/** The side a seat reviews (a partner reviews the creative, and back). */
function reviewsSide(seat: DealSeat): ReviewSide | null {
  return seat === 'brand' ? 'creator' : seat === 'creator' ? 'brand' : null;
}

function scoresOf(row: ReviewRow): Partial<Record<string, number>> {
  const out: Partial<Record<string, number>> = {};
  for (const c of CRITERIA_BY_SIDE[row.subjectSide]) {
    const value = row[c];
    if (typeof value === 'number') out[c] = value;
  }
  return out;
}

export function toView(
  row: ReviewRow,
  input: { dealTitle: string; authorName: string; own: boolean; moderator?: boolean },
): ReviewView {
  const hidden = row.hiddenAt;
  const ratings = CRITERIA_BY_SIDE[row.subjectSide].map((criterion) => ({
    criterion,
    label: CRITERION_LABELS[criterion],
    score: row[criterion] ?? 1,
  }));
  return {
    id: row.id,
    dealId: row.dealId,
    dealTitle: input.dealTitle,
    subjectSide: row.subjectSide,
    author: { id: row.authorId, name: input.authorName },
    ratings,
    overall: reviewOverall(ratings.map((r) => r.score)),
    // A review Pulse hid shows its parties the reason instead of its words (decision 035); moderators still read them.
    publicText: hidden && !input.moderator ? '' : row.publicText,
    reply:
      row.replyText && row.repliedAt && (!hidden || input.moderator)
        ? { text: row.replyText, createdAt: row.repliedAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    privateFeedback: input.own ? { wouldWorkAgain: row.wouldWorkAgain, note: row.privateNote } : null,
    hidden: hidden ? { reason: row.hiddenReason ?? '', hiddenAt: hidden.toISOString() } : null,
  };
}

export async function computeReputation(
  q: ReviewsQueries,
  userId: string,
  side: ReviewSide,
  at: Date = new Date(),
): Promise<ReputationResponse> {
  const [rows, facts] = await Promise.all([q.revealedReviewsOf(userId, side, at), q.dealFactsOf(userId, side)]);
  const summary = ratingSummary(
    side,
    rows.map((r) => ({ ratings: scoresOf(r.review) })),
  );
  const rates = dealRates(facts);
  const score = side === 'creator' ? pulseScore({ rating: summary.average, reviewCount: summary.count, rates }) : null;
  const recent = rows.slice(0, 20);
  const names = await q.displayNames(recent.map((r) => r.review.authorId));
  return {
    userId,
    side,
    pulseScore: score?.score ?? null,
    explanation: score?.parts ?? [],
    rating: summary,
    rates,
    reviews: recent.map((r) =>
      toView(r.review, { dealTitle: r.dealTitle, authorName: names.get(r.review.authorId) ?? 'Someone', own: false }),
    ),
  };
}

/**
 * Writes a creative's computed Pulse Score (0 while none, at least 1 once earned: cachedPulseScore) and rating (hundredths, with its count) to the cached
 * columns search sorts, filters and shows.
 */
export async function refreshCreativeScore(db: Db, userId: string, at: Date = new Date()): Promise<number | null> {
  const q = reviewsQueries(db);
  const { pulseScore, rating } = await computeReputation(q, userId, 'creator', at);
  await q.setCachedScore(userId, cachedPulseScore(pulseScore), {
    hundredths: ratingHundredths(rating.average),
    count: rating.count,
  });
  return pulseScore;
}

/**
 * Reviews after a completed deal and the reputation computed from them and from deal timelines (issue 22,
 * decision 034). Every read and write checks the viewer's seat at the deal; strangers get the deal's 404.
 */
export function createReviewsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const dq = dealsQueries(db);

  async function dealReviews(
    tx: Db,
    deal: DealRow,
    me: Viewer,
    window: ReviewWindowRow | null,
  ): Promise<DealReviewsResponse> {
    const q = reviewsQueries(tx);
    const seat = seatOf(deal, me);
    const side = reviewsSide(seat);
    const rows = window ? await q.reviewsOfDeal(deal.id) : [];
    const at = now();
    const revealed = window ? reviewsRevealed({ submitted: rows.length, closesAt: window.closesAt, now: at }) : false;
    const names = await q.displayNames([deal.brandId, ...(deal.creatorId ? [deal.creatorId] : [])]);
    const view = (row: ReviewRow) =>
      toView(row, {
        dealTitle: deal.title,
        authorName: names.get(row.authorId) ?? 'Someone',
        own: row.authorId === me.id,
      });
    const mine = rows.find((r) => r.authorId === me.id) ?? null;
    // Of the viewer's side: the review of them (a collaborator reads the review of the deal's creative).
    const about = rows.find(
      (r) => r.authorId !== me.id && (seat === 'collaborator' ? r.subjectSide === 'creator' : true),
    );
    const other = seat === 'brand' ? deal.creatorId : seat === 'creator' ? deal.brandId : null;
    return {
      dealId: deal.id,
      dealTitle: deal.title,
      viewer: seat,
      window: window
        ? {
            openedAt: window.openedAt.toISOString(),
            closesAt: window.closesAt.toISOString(),
            open: reviewWindowOpen(window.closesAt, at),
          }
        : null,
      reviews:
        side && other
          ? {
              side,
              name: names.get(other) ?? (side === 'creator' ? 'the creative' : 'the partner'),
              criteria: [...CRITERIA_BY_SIDE[side]],
            }
          : null,
      canReview: Boolean(side && window && !mine && reviewWindowOpen(window.closesAt, at)),
      revealed,
      mine: mine ? view(mine) : null,
      // Admins and collaborators see the reviews only once they are public, like everyone else.
      theirs: about && revealed ? view(about) : null,
      theirsSubmitted: Boolean(about),
    };
  }

  /** Refreshes the cached Pulse Score of a deal's creatives (search and cards sort by it). */
  async function refreshScores(tx: Db, dealId: string) {
    const q = reviewsQueries(tx);
    for (const userId of await q.creativesOfDeal(dealId)) await refreshCreativeScore(tx, userId, now());
  }

  return {
    refreshScores,

    async getDealReviews(userId: string, dealId: string): Promise<DealReviewsResponse> {
      const me = await viewerAccount(dq, userId);
      const { deal } = await visibleDeal(dq, dealId, me);
      return dealReviews(db, deal, me, await reviewsQueries(db).findWindow(deal.id));
    },

    async submit(userId: string, dealId: string, input: SubmitReviewRequest): Promise<DealReviewsResponse> {
      const me = await viewerAccount(dq, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const q = reviewsQueries(tx);
        const { deal } = await visibleDeal(dealsQueries(tx), dealId, me);
        const seat = seatOf(deal, me);
        if (seat === 'collaborator') throw new AppError('forbidden', REVIEW_MESSAGES.collaborator);
        const side = reviewsSide(seat);
        const subjectId = seat === 'brand' ? deal.creatorId : deal.brandId;
        if (!side || !subjectId) throw new AppError('forbidden', REVIEW_MESSAGES.adminCannotReview);
        // The window's row lock orders two reviews of the same deal, so exactly one of them reveals.
        const window = await q.findWindow(deal.id, true);
        if (!window) throw new AppError('conflict', REVIEW_MESSAGES.notComplete);
        if (!reviewWindowOpen(window.closesAt, now())) throw new AppError('conflict', REVIEW_MESSAGES.windowClosed);
        const existing = await q.reviewsOfDeal(deal.id);
        if (existing.some((r) => r.authorId === me.id)) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed);
        const missing = missingRatingErrors(side, input.ratings);
        const firstMissing = Object.values(missing)[0];
        if (firstMissing) throw new AppError('validation_failed', firstMissing, missing);

        const criteria = CRITERIA_BY_SIDE[side];
        const score = (c: (typeof criteria)[number]) => input.ratings[c] as number;
        try {
          await q.insertReview({
            id: newId(),
            dealId: deal.id,
            authorId: me.id,
            subjectId,
            subjectSide: side,
            quality: side === 'creator' ? score('quality') : null,
            communication: score('communication'),
            onTime: side === 'creator' ? score('onTime') : null,
            clearBrief: side === 'brand' ? score('clearBrief') : null,
            promptPayment: side === 'brand' ? score('promptPayment') : null,
            publicText: input.publicText,
            wouldWorkAgain: input.wouldWorkAgain,
            privateNote: input.privateNote,
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed);
          throw err;
        }

        const names = await q.displayNames([me.id]);
        const myName = names.get(me.id) ?? me.name;
        const link = (userId: string) => (userId === deal.brandId ? REVIEW_LINKS.brand : REVIEW_LINKS.creator);
        if (existing.length === 0) {
          await notifyWithEvent(tx, {
            userId: subjectId,
            kind: 'review_received',
            title: `${myName} reviewed you for “${deal.title}”`,
            body: 'Leave your review to see theirs: both appear together once you have both reviewed.',
            link: link(subjectId),
          });
        } else {
          // Both are in: they appear together now, and the creative's score moves.
          await notifyWithEvent(tx, {
            userId: subjectId,
            kind: 'reviews_revealed',
            title: `Your reviews for “${deal.title}” are public`,
            body: `${myName} reviewed you too. Both reviews now appear together.`,
            link: link(subjectId),
          });
          await refreshScores(tx, deal.id);
          await q.markScored([deal.id]);
        }
        return dealReviews(tx, deal, me, window);
      });
    },

    async reply(userId: string, reviewId: string, input: ReplyRequest): Promise<DealReviewsResponse> {
      const me = await viewerAccount(dq, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const q = reviewsQueries(tx);
        const review = await q.findReview(reviewId, true);
        const deal = review ? await dealsQueries(tx).findDeal(review.dealId) : null;
        const window = review ? await q.findWindow(review.dealId) : null;
        if (!review || !deal || !window) throw new AppError('not_found', REVIEW_MESSAGES.reviewNotFound);
        const all = await q.reviewsOfDeal(deal.id);
        const revealed = reviewsRevealed({ submitted: all.length, closesAt: window.closesAt, now: now() });
        const isParty = deal.brandId === me.id || deal.creatorId === me.id;
        // A hidden review does not exist for anyone but its author.
        if (!revealed && review.authorId !== me.id) {
          if (review.subjectId === me.id) throw new AppError('conflict', REVIEW_MESSAGES.replyBeforeReveal);
          throw new AppError('not_found', REVIEW_MESSAGES.reviewNotFound);
        }
        if (review.subjectId !== me.id) {
          throw new AppError(isParty || revealed ? 'forbidden' : 'not_found', REVIEW_MESSAGES.replyNotYours);
        }
        if (review.hiddenAt !== null) throw new AppError('conflict', REVIEW_MESSAGES.replyHidden);
        if (review.replyText !== null) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReplied);
        await q.setReply(review.id, input.text);
        return dealReviews(tx, deal, me, window);
      });
    },

    /** A creative's reputation: public for approved creatives, otherwise their own and admins' (as the profile). */
    async creatorReputation(viewerId: string | null, userId: string): Promise<ReputationResponse> {
      const q = reviewsQueries(db);
      const subject = await q.findSubject(userId);
      if (!subject?.creatorStatus) throw new AppError('not_found', CREATOR_NOT_FOUND_MESSAGE);
      const isPublic = subject.role === 'creator' && subject.creatorStatus === 'approved';
      if (!isPublic && viewerId !== userId) {
        const viewer = viewerId ? await q.findSubject(viewerId) : null;
        if (viewer?.role !== 'admin') throw new AppError('not_found', CREATOR_NOT_FOUND_MESSAGE);
      }
      return computeReputation(q, userId, 'creator', now());
    },

    /** A partner's reputation as creatives reviewed it, for signed-in users (the route declares it). */
    async partnerReputation(userId: string): Promise<ReputationResponse> {
      const q = reviewsQueries(db);
      const subject = await q.findSubject(userId);
      if (!subject?.brandStatus) throw new AppError('not_found', REVIEW_MESSAGES.partnerNotFound);
      return computeReputation(q, userId, 'brand', now());
    },

    /** A creative's Pulse Score for the profile header (null while there is nothing to judge). */
    async pulseScoreOf(userId: string): Promise<number | null> {
      return (await computeReputation(reviewsQueries(db), userId, 'creator', now())).pulseScore;
    },

    /** The hourly sweep: windows closed without both reviews get their creatives' cached scores refreshed. */
    async scoreClosedWindows(limit = 200): Promise<number> {
      const due = await reviewsQueries(db).windowsToScore(now(), limit);
      for (const window of due) {
        await db.transaction(async (raw) => {
          const tx = raw as unknown as Db;
          await refreshScores(tx, window.dealId);
          await reviewsQueries(tx).markScored([window.dealId]);
        });
      }
      return due.length;
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
