import { BRIEF_KINDS, BRIEF_STATUSES } from '@pulse/domain/briefs';
import { ENGAGEMENTS } from '@pulse/domain/retainer';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One table for both kinds of brief (DESIGN 5.2): `licensing` (brand new-brief, matched against snippets)
 * and `project` (post-brief, funded into escrow). A brief starts as a `draft` when Lou drafts it.
 */
export const briefs = pgTable(
  'briefs',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BRIEF_KINDS }).notNull(),
    status: text('status', { enum: BRIEF_STATUSES }).notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    goal: text('goal').notNull().default(''),
    /** The new-brief form's optional Additional Details. */
    details: text('details').notNull().default(''),
    category: text('category').notNull().default(''),
    /** The budget as the partner wrote or picked it ("$1k–$2.5k"). */
    budgetText: text('budget_text').notNull().default(''),
    budgetMinCents: integer('budget_min_cents'),
    budgetMaxCents: integer('budget_max_cents'),
    deadline: date('deadline', { mode: 'string' }),
    tags: text('tags').array().notNull().default([]),
    usageType: text('usage_type'),
    contactEmail: text('contact_email').notNull().default(''),
    /** One project, or a monthly retainer of `retainerMonths` months with `noticeDays` of notice (decision 067). */
    engagement: text('engagement', { enum: ENGAGEMENTS }).notNull().default('project'),
    retainerMonths: integer('retainer_months'),
    noticeDays: integer('notice_days'),
    /** form or lou. */
    source: text('source').notNull().default('form'),
    /** Hidden by an admin after a report (issue 36). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('briefs_owner_created_idx').on(t.ownerId, t.createdAt),
    index('briefs_status_created_idx').on(t.status, t.createdAt),
    index('briefs_tags_idx').using('gin', t.tags),
  ],
);
