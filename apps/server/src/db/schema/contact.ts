import { CONTACT_STATUSES, CONTACT_TOPICS } from '@pulse/domain/contact';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Messages from the /contact form: an admin reads each one in /admin/contact and answers it by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: CONTACT_TOPICS }).notNull(),
    message: text('message').notNull(),
    /** open until an admin answers it. */
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('open'),
    reply: text('reply'),
    repliedBy: text('replied_by').references(() => user.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check(
      'contact_messages_status_check',
      sql`${t.status} IN (${sql.raw(CONTACT_STATUSES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);
