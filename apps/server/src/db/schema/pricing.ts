import { PROJECT_CATEGORIES } from '@pulse/domain/deals';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgMaterializedView, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The lowest budget a brief of a category may post with, set by an admin (issue 31 item 1, decision 055). A
 * budget under it is refused with the reason; no row means no floor.
 */
export const priceFloors = pgTable(
  'price_floors',
  {
    category: text('category', { enum: PROJECT_CATEGORIES.map((c) => c.value) as [string, ...string[]] }).primaryKey(),
    floorCents: integer('floor_cents').notNull(),
    setBy: text('set_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'price_floors_category_check',
      sql`${t.category} IN (${sql.raw(PROJECT_CATEGORIES.map((c) => `'${c.value}'`).join(', '))})`,
    ),
    check('price_floors_floor_check', sql`${t.floorCents} > 0`),
  ],
);

/**
 * What completed deals paid and took, per group (decision 055): the ledger's released amount of every deal
 * with a release, its brief's category, usage type and turnaround, and its timeline (accepted → delivered).
 * Grouping sets give each exact group, each category, each usage type and turnaround across categories, and all
 * deals; '*' stands for "any". Written by hand in the migration (drizzle-kit does not generate it) and refreshed
 * by the `pricing.refresh-guidance` job when a release has happened since.
 */
export const priceGuidance = pgMaterializedView('price_guidance', {
  category: text('category').notNull(),
  usageType: text('usage_type').notNull(),
  turnaround: text('turnaround').notNull(),
  deals: integer('deals').notNull(),
  p25Cents: doublePrecision('p25_cents'),
  p50Cents: doublePrecision('p50_cents'),
  p75Cents: doublePrecision('p75_cents'),
  timedDeals: integer('timed_deals').notNull(),
  medianDays: doublePrecision('median_days'),
  onTimeRate: doublePrecision('on_time_rate'),
  lastReleaseAt: timestamp('last_release_at', { withTimezone: true }),
}).existing();
