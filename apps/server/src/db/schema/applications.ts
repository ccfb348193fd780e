import { APPLICATION_KINDS } from '@pulse/domain/applications';
import { APPROVAL_STATUSES } from '@pulse/domain/roles';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A creative's or partner's application, reviewed by admins against the 48-hour promise (DESIGN 5.1). */
export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPLICATION_KINDS }).notNull(),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    /** What the applicant sent: name, email, portfolio, genres, bio / company, website, needs, ... */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    convoId: text('convo_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('applications_status_submitted_idx').on(t.status, t.submittedAt),
    index('applications_user_idx').on(t.userId),
  ],
);

/** partnerProfile (spec part 1, section 3): name, company, type, bio, website, contactEmail, needs. */
export const partnerProfiles = pgTable('partner_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  company: text('company').notNull().default(''),
  type: text('type').notNull().default(''),
  bio: text('bio').notNull().default(''),
  website: text('website').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  needs: text('needs').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named counters shown to admins (creativeApplications, partnerApplications). */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});
