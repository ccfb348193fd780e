import type { DealFacts } from '@pulse/domain/reputation';
import type { ReviewSide } from '@pulse/domain/reviews';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { creatorProfiles } from '../../db/schema/creators';
import { reviewReports, reviews, reviewWindows } from '../../db/schema/reviews';
import { dealEvents, deals } from '../../db/schema/submissions';
import { brandName } from '../deals/deal-statements.repository';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewWindowRow = typeof reviewWindows.$inferSelect;
export type ReviewReportRow = typeof reviewReports.$inferSelect;

/** Reviews that everyone may read: both are in, or the window has closed (the blind rule, in SQL). */
function revealedSql(now: Date) {
  return sql`(${reviewWindows.closesAt} <= ${now.toISOString()}::timestamptz
    OR (select count(*) from ${reviews} r2 where r2.deal_id = ${reviews.dealId}) >= 2)`;
}

/** Deals a user is the creative of, or a collaborator on by the splits. */
function creativeOf(userId: string) {
  return or(eq(deals.creatorId, userId), sql`${deals.splits} @> ${JSON.stringify([{ userId }])}::jsonb`);
}

/** SQL of review windows, reviews and the deal facts reputation reads. */
export function reviewsQueries(db: Db) {
  return {
    /** Opens a deal's window once; null when it was open already (a step replayed, or paid → complete). */
    async openWindow(row: typeof reviewWindows.$inferInsert): Promise<ReviewWindowRow | null> {
      const [created] = await db.insert(reviewWindows).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async findWindow(dealId: string, lock = false): Promise<ReviewWindowRow | null> {
      const query = db.select().from(reviewWindows).where(eq(reviewWindows.dealId, dealId));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    async reviewsOfDeal(dealId: string): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.dealId, dealId)).orderBy(asc(reviews.createdAt));
    },

    async insertReview(row: typeof reviews.$inferInsert): Promise<ReviewRow> {
      const [created] = await db.insert(reviews).values(row).returning();
      return created!;
    },

    async findReview(id: string, lock = false): Promise<ReviewRow | null> {
      const query = db.select().from(reviews).where(eq(reviews.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    async setReply(id: string, text: string): Promise<void> {
      await db.update(reviews).set({ replyText: text, repliedAt: new Date() }).where(eq(reviews.id, id));
    },

    /** Display names: partners by company, everyone else by name (as on deals). */
    async displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: user.id, name: brandName })
        .from(user)
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(inArray(user.id, [...new Set(userIds)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async userContact(userId: string) {
      const [row] = await db
        .select({ id: user.id, email: user.email, isAnonymous: user.isAnonymous, role: user.role })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },

    /** Who a reputation belongs to: their role and review statuses (null for an unknown id). */
    async findSubject(userId: string) {
      const [row] = await db
        .select({ id: user.id, role: user.role, creatorStatus: user.creatorStatus, brandStatus: user.brandStatus })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },

    /**
     * Revealed reviews of a user on one side, newest first: as a creative that includes deals they were a
     * collaborator on (collaborators are reviewed with the deal's creative).
     */
    async revealedReviewsOf(userId: string, side: ReviewSide, now: Date) {
      const party = side === 'creator' ? creativeOf(userId) : eq(deals.brandId, userId);
      return (
        db
          .select({ review: reviews, dealTitle: deals.title })
          .from(reviews)
          .innerJoin(reviewWindows, eq(reviewWindows.dealId, reviews.dealId))
          .innerJoin(deals, eq(deals.id, reviews.dealId))
          // A review Pulse hid leaves the profile and the averages (decision 035).
          .where(and(eq(reviews.subjectSide, side), party, revealedSql(now), isNull(reviews.hiddenAt)))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
      );
    },

    /** What each of a user's deals on one side says about their behaviour: its status, dates, deadline, disputes. */
    async dealFactsOf(userId: string, side: ReviewSide): Promise<DealFacts[]> {
      const party = side === 'creator' ? creativeOf(userId) : eq(deals.brandId, userId);
      const rows = await db
        .select({
          status: deals.status,
          signedAt: deals.signedAt,
          deliveredAt: deals.deliveredAt,
          deadline: briefs.deadline,
          disputed: sql<boolean>`exists (select 1 from ${dealEvents} e where e.deal_id = ${deals.id} and e.to_status = 'disputed')`,
        })
        .from(deals)
        .leftJoin(briefs, eq(briefs.id, deals.briefId))
        .where(party);
      return rows.map((r) => ({ ...r, deadline: r.deadline ?? null, disputed: Boolean(r.disputed) }));
    },

    /** The cached Pulse Score and rating that search sorts, filters and shows (decisions 034, 035). */
    async setCachedScore(userId: string, score: number, rating: { hundredths: number; count: number }): Promise<void> {
      await db
        .update(creatorProfiles)
        .set({ authenticityScore: score, reviewRating: rating.hundredths, reviewCount: rating.count })
        .where(eq(creatorProfiles.userId, userId));
    },

    // --- Moderation (decision 035) ---

    /** Whether a deal's reviews are public: both in, or the window closed (the blind rule). */
    async dealRevealed(dealId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({
          revealed: sql<boolean>`(${reviewWindows.closesAt} <= ${now.toISOString()}::timestamptz
            OR (select count(*) from ${reviews} r2 where r2.deal_id = ${reviewWindows.dealId}) >= 2)`,
        })
        .from(reviewWindows)
        .where(eq(reviewWindows.dealId, dealId));
      return Boolean(row?.revealed);
    },

    /** Inserts a report; null when this person reported this review before. */
    async insertReport(row: typeof reviewReports.$inferInsert): Promise<ReviewReportRow | null> {
      const [created] = await db.insert(reviewReports).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async findReport(id: string, lock = false): Promise<ReviewReportRow | null> {
      const query = db.select().from(reviewReports).where(eq(reviewReports.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /** Open reports, oldest first, with their reviews and the deal's title. */
    async openReports(limit: number) {
      return db
        .select({ report: reviewReports, review: reviews, dealTitle: deals.title })
        .from(reviewReports)
        .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
        .innerJoin(deals, eq(deals.id, reviews.dealId))
        .where(eq(reviewReports.status, 'open'))
        .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
        .limit(limit);
    },

    /** Hides a review with its reason; false when it was hidden already. */
    async hideReview(id: string, reason: string, by: string): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: by })
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Closes open reports: every one about a review (`hidden`), or one (`dismissed`). Returns how many. */
    async closeReports(
      where: { reviewId: string } | { reportId: string },
      status: 'hidden' | 'dismissed',
      by: string,
    ): Promise<number> {
      const target =
        'reviewId' in where ? eq(reviewReports.reviewId, where.reviewId) : eq(reviewReports.id, where.reportId);
      const rows = await db
        .update(reviewReports)
        .set({ status, resolvedAt: new Date(), resolvedBy: by })
        .where(and(target, eq(reviewReports.status, 'open')))
        .returning({ id: reviewReports.id });
      return rows.length;
    },

    /** Creatives of a deal: its creative and the collaborators in its splits. */
    async creativesOfDeal(dealId: string): Promise<string[]> {
      const [row] = await db
        .select({ creatorId: deals.creatorId, splits: deals.splits })
        .from(deals)
        .where(eq(deals.id, dealId));
      if (!row) return [];
      const ids = new Set<string>();
      if (row.creatorId) ids.add(row.creatorId);
      for (const s of row.splits) if (s.userId) ids.add(s.userId);
      return [...ids];
    },

    /** Windows revealed (closed, or both reviews in) whose scores were not refreshed yet. */
    async windowsToScore(now: Date, limit: number): Promise<ReviewWindowRow[]> {
      return db
        .select()
        .from(reviewWindows)
        .where(and(isNull(reviewWindows.scoredAt), lte(reviewWindows.closesAt, now)))
        .orderBy(asc(reviewWindows.closesAt))
        .limit(limit);
    },

    async markScored(dealIds: readonly string[]): Promise<void> {
      if (dealIds.length === 0) return;
      await db
        .update(reviewWindows)
        .set({ scoredAt: new Date() })
        .where(inArray(reviewWindows.dealId, [...dealIds]));
    },
  };
}
export type ReviewsQueries = ReturnType<typeof reviewsQueries>;
