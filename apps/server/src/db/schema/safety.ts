import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One person blocking another (issue 36): no messages, offers or invites either way, and neither appears in
 * the other's discovery or search. Kept one way (who blocked whom) so only the blocker can lift it.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * A report of a profile, a message, a piece, a brief or a review, for the admin queue (issue 36). The admin
 * dismisses it, hides the content, warns or suspends the account; the outcome stays on the row.
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** profile, message, piece, brief, review. */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    /** The account the content belongs to (the profile's own, the sender, the owner). */
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** open, dismissed, hidden, warned, suspended. */
    status: text('status').notNull().default('open'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_open_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    // One open report per person and thing: a second press is the same report.
    uniqueIndex('reports_reporter_target_open_idx')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    check('reports_kind_check', sql`${t.targetKind} IN ('profile', 'message', 'piece', 'brief', 'review')`),
    check('reports_status_check', sql`${t.status} IN ('open', 'dismissed', 'hidden', 'warned', 'suspended')`),
    check('reports_reason_length_check', sql`char_length(${t.reason}) BETWEEN 1 AND 1000`),
    check('reports_resolved_check', sql`(${t.status} = 'open') = (${t.resolvedAt} IS NULL)`),
  ],
);
