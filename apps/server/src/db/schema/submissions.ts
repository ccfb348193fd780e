import { MATCH_STATUSES, SUBMISSION_KINDS } from '@pulse/domain/briefs';
import { DEAL_STATUSES } from '@pulse/domain/deal-lifecycle';
import { MILESTONE_STATUSES } from '@pulse/domain/deal-plan';
import { FUNDING_MODES } from '@pulse/domain/milestone-funding';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { briefs } from './briefs';
import { mediaFiles, snippets } from './media';

export interface MatchScoreParts {
  tags: number;
  category: number;
  rights: number;
  price: number;
}

/**
 * One table for matches and applications (DESIGN 5.2): a creative submits a snippet to a licensing brief
 * (`match`) or applies to a project brief with a portfolio link (`application`).
 */
export const submissions = pgTable(
  'submissions',
  {
    id: text('id').primaryKey(),
    briefId: text('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    snippetId: text('snippet_id').references(() => snippets.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: SUBMISSION_KINDS }).notNull(),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('pending'),
    matchScore: integer('match_score').notNull().default(0),
    scoreParts: jsonb('score_parts').$type<MatchScoreParts>(),
    reason: text('reason').notNull().default(''),
    priceQuoteCents: integer('price_quote_cents'),
    usageTiers: text('usage_tiers').array().notNull().default([]),
    ownershipPercentage: integer('ownership_percentage'),
    portfolioUrl: text('portfolio_url'),
    /** An application's portfolio links (1-3); portfolio_url keeps the first. */
    portfolioLinks: text('portfolio_links').array().notNull().default([]),
    message: text('message').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_brief_idx').on(t.briefId, t.submittedAt),
    index('submissions_creator_idx').on(t.creatorId, t.submittedAt),
    // One submission per creative per brief.
    uniqueIndex('submissions_brief_creator_idx').on(t.briefId, t.creatorId),
  ],
);

export interface DealSplit {
  userId: string | null;
  name: string;
  percentage: number;
}

/**
 * Every paid engagement (DESIGN 5.3): posted → funded → accepted → signed → delivered → paid → complete,
 * with cancelled, disputed and refunded off the main path. Amounts are integer cents.
 */
export const deals = pgTable(
  'deals',
  {
    id: text('id').primaryKey(),
    briefId: text('brief_id').references(() => briefs.id, { onDelete: 'set null' }),
    submissionId: text('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    creatorId: text('creator_id').references(() => user.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    type: text('type').notNull().default('brief'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: DEAL_STATUSES }).notNull().default('posted'),
    splits: jsonb('splits').$type<DealSplit[]>().notNull().default([]),
    deliverables: text('deliverables').array().notNull().default([]),
    /** The delivered file (audio or video plays on a published piece); private to the parties otherwise. */
    deliverableMediaId: text('deliverable_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** The partner's consent to show the delivered work on the public feed (decision 017); null = none. */
    showcaseConsentAt: timestamp('showcase_consent_at', { withTimezone: true }),
    showcaseConsentBy: text('showcase_consent_by').references(() => user.id, { onDelete: 'set null' }),
    attribution: text('attribution'),
    /** The plan's usage rights and revisions (decision 066); null: the contract's defaults. */
    usageDuration: text('usage_duration'),
    usageTerritory: text('usage_territory'),
    revisionRounds: integer('revision_rounds'),
    /** All in escrow at once, or a milestone at a time (a retainer's months; decision 067). */
    funding: text('funding', { enum: FUNDING_MODES }).notNull().default('upfront'),
    /** A retainer's notice, and the day it ends once either side gave it. */
    noticeDays: integer('notice_days'),
    endsOn: date('ends_on', { mode: 'string' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deals_brand_idx').on(t.brandId, t.createdAt),
    index('deals_creator_idx').on(t.creatorId, t.createdAt),
    uniqueIndex('deals_submission_idx').on(t.submissionId),
  ],
);

/** A deal's timeline: every transition, who made it and when. */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_events_deal_idx').on(t.dealId, t.createdAt)],
);

/**
 * A deal's plan (decision 066): 1 to 6 milestones that add up to the deal's amount, each delivered, approved
 * and released (or refunded) on its own. Every deal has at least one: a trigger gives a new deal one milestone
 * for its whole amount (a one-sum deal is a plan with one milestone), whichever code inserted it.
 */
export const dealMilestones = pgTable(
  'deal_milestones',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** null: due by the deal's deadline. */
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: MILESTONE_STATUSES }).notNull().default('open'),
    deliverables: text('deliverables').array().notNull().default([]),
    deliverableMediaId: text('deliverable_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    releasedCents: integer('released_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When its money went into escrow, and the charge that paid it (its refund goes back to that charge). */
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    fundingPaymentId: text('funding_payment_id'),
    /** When the partner was told the month starts and needs funding (once). */
    fundReminderAt: timestamp('fund_reminder_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deal_milestones_position_idx').on(t.dealId, t.position)],
);
