import { HIDE_REASON_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_STATUSES } from '@pulse/domain/review-moderation';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { deals } from './submissions';

/**
 * A completed deal's review window (issue 22, decision 034): opened in the transaction that makes the deal
 * complete (paid, or a dispute resolved), closing 14 days later. Reveal is evaluated on read, so no timer.
 */
export const reviewWindows = pgTable(
  'review_windows',
  {
    dealId: text('deal_id')
      .primaryKey()
      .references(() => deals.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /**
     * When the parties' cached Pulse Scores were refreshed after the reveal (both reviews in, or the window
     * closed: an hourly job catches the latter). Bookkeeping only; visibility is decided on read.
     */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [
    check('review_windows_closes_after_check', sql`${t.closesAt} > ${t.openedAt}`),
    index('review_windows_unscored_idx').on(t.closesAt).where(sql`${t.scoredAt} IS NULL`),
  ],
);

const rating = (name: string) => integer(name);
const inRange = (column: AnyPgColumn) => sql`${column} IS NULL OR ${column} BETWEEN 1 AND 5`;

/**
 * One review per party per deal. `subject_side` is the side being reviewed: a creative is rated on quality,
 * communication and on time; a partner on clear brief, communication and prompt payment. The other side's
 * columns stay empty (a CHECK holds both). Private feedback goes to Pulse only.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => reviewWindows.dealId, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectSide: text('subject_side', { enum: ['creator', 'brand'] }).notNull(),
    quality: rating('quality'),
    communication: rating('communication').notNull(),
    onTime: rating('on_time'),
    clearBrief: rating('clear_brief'),
    promptPayment: rating('prompt_payment'),
    publicText: text('public_text').notNull().default(''),
    wouldWorkAgain: boolean('would_work_again').notNull(),
    privateNote: text('private_note').notNull().default(''),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when an admin hid the review (decision 035): when, why (shown to its parties) and who. Nothing is
     * deleted; a hidden review leaves the public profile and reputation.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_deal_author_idx').on(t.dealId, t.authorId),
    index('reviews_subject_idx').on(t.subjectId, t.subjectSide, t.createdAt),
    check('reviews_subject_side_check', sql`${t.subjectSide} IN ('creator', 'brand')`),
    check('reviews_quality_check', inRange(t.quality)),
    check('reviews_communication_check', sql`${t.communication} BETWEEN 1 AND 5`),
    check('reviews_on_time_check', inRange(t.onTime)),
    check('reviews_clear_brief_check', inRange(t.clearBrief)),
    check('reviews_prompt_payment_check', inRange(t.promptPayment)),
    check(
      'reviews_criteria_fit_side_check',
      sql`(${t.subjectSide} = 'creator' AND ${t.quality} IS NOT NULL AND ${t.onTime} IS NOT NULL AND ${t.clearBrief} IS NULL AND ${t.promptPayment} IS NULL)
        OR (${t.subjectSide} = 'brand' AND ${t.clearBrief} IS NOT NULL AND ${t.promptPayment} IS NOT NULL AND ${t.quality} IS NULL AND ${t.onTime} IS NULL)`,
    ),
    check('reviews_public_text_length_check', sql`char_length(${t.publicText}) <= 1000`),
    check('reviews_private_note_length_check', sql`char_length(${t.privateNote}) <= 1000`),
    check(
      'reviews_reply_check',
      sql`(${t.replyText} IS NULL AND ${t.repliedAt} IS NULL) OR (char_length(${t.replyText}) BETWEEN 1 AND 1000 AND ${t.repliedAt} IS NOT NULL)`,
    ),
    check('reviews_not_self_check', sql`${t.authorId} <> ${t.subjectId}`),
    // Hidden only with a reason (never silently); hidden_by may go when the admin's account does.
    check(
      'reviews_hidden_check',
      sql`(${t.hiddenAt} IS NULL AND ${t.hiddenReason} IS NULL) OR (${t.hiddenAt} IS NOT NULL AND ${t.hiddenReason} IS NOT NULL AND char_length(${t.hiddenReason}) BETWEEN 1 AND ${sql.raw(String(HIDE_REASON_MAX))})`,
    ),
  ],
);

/**
 * Reports of a review (decision 035): one per person per review, with a reason from the domain's list. Open
 * until an admin hides the review (every open report about it becomes `hidden`) or dismisses the report.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    check(
      'review_reports_reason_check',
      sql`${t.reason} IN (${sql.raw(REPORT_REASONS.map((r) => `'${r}'`).join(', '))})`,
    ),
    check(
      'review_reports_status_check',
      sql`${t.status} IN (${sql.raw(REPORT_STATUSES.map((r) => `'${r}'`).join(', '))})`,
    ),
    check(
      'review_reports_details_length_check',
      sql`char_length(${t.details}) <= ${sql.raw(String(REPORT_DETAILS_MAX))}`,
    ),
    check('review_reports_resolved_check', sql`(${t.status} = 'open') = (${t.resolvedAt} IS NULL)`),
  ],
);
