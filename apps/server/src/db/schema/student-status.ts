import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A creative's student status (issue 36): a school e-mail, apart from the sign-in e-mail, proven by a link
 * sent to it. `verifiedAt` and `expiresAt` are set once the link is followed; the status lapses at the end of
 * the academic year and is verified again. The token is kept only as its hash.
 */
export const studentStatuses = pgTable(
  'student_statuses',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    schoolEmail: text('school_email').notNull(),
    schoolName: text('school_name').notNull(),
    schoolDomain: text('school_domain').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One school e-mail proves one account.
  (t) => [
    uniqueIndex('student_statuses_email_idx').on(sql`lower(${t.schoolEmail})`).where(sql`${t.verifiedAt} IS NOT NULL`),
  ],
);
