import { FEEDBACK_ACTIONS, REACTIONS } from '@pulse/domain/ranking';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A fan's standing verdict on a creator (DESIGN 5.5). One row per pair: a co-signed or skipped creator
 * leaves the fan's For You ranking for good.
 */
export const creatorReactions = pgTable(
  'creator_reactions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    action: text('action', { enum: REACTIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.creatorId] }), index('creator_reactions_creator_idx').on(t.creatorId)],
);

/**
 * Every taste calibration (spec part 1, section 4: "records a taste calibration ... with the creator's name
 * and a reason text"): co-sign, skip and dive deeper, with the creator's tags at that moment.
 */
export const tasteEvents = pgTable(
  'taste_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    action: text('action', { enum: FEEDBACK_ACTIONS }).notNull(),
    creatorName: text('creator_name').notNull(),
    reason: text('reason').notNull(),
    tags: text('tags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('taste_events_user_created_idx').on(t.userId, t.createdAt)],
);

/** A fan's named list of saved creators (default "Discoveries"). */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_lists_user_name_idx').on(t.userId, t.name)],
);

export const savedListItems = pgTable(
  'saved_list_items',
  {
    listId: text('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By creative: who saved them, counted into their engagement (decision 060).
  (t) => [primaryKey({ columns: [t.listId, t.creatorId] }), index('saved_list_items_creator_idx').on(t.creatorId)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.creatorId] }), index('follows_creator_idx').on(t.creatorId)],
);
