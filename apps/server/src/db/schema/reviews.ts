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
  ],
);
