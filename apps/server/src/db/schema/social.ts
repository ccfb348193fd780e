import { CIRCLE_ACTIVITIES, CIRCLE_ROLES } from '@pulse/domain/circles';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { mediaFiles } from './media';
import { deals } from './submissions';

/**
 * A collaboration piece on the public feed (spec part 2, section 2, Public feed; issue 11): finished work a
 * producer and a filmmaker published together. `cosignCount` is kept in the same transaction as
 * `piece_cosigns` (decision 017).
 */
export const pieces = pgTable(
  'pieces',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    producerId: text('producer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    filmmakerId: text('filmmaker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    durationSeconds: integer('duration_seconds').notNull(),
    tags: text('tags').array().notNull().default([]),
    cosignCount: integer('cosign_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Delivered deal work shown with the partner's consent: one piece per deal, gone with the deal. */
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    /** The work the piece plays or shows (a demo piece's own file, or the deal's delivered file). */
    mediaId: text('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** Hidden by an admin after a report (issue 36): gone from the feed and its page. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('pieces_published_idx').on(t.publishedAt),
    uniqueIndex('pieces_deal_idx').on(t.dealId),
    // A creative's pieces, counted into their recent uploads and engagement (decision 060).
    index('pieces_producer_idx').on(t.producerId, t.publishedAt),
    index('pieces_filmmaker_idx').on(t.filmmakerId, t.publishedAt),
  ],
);

/** Who co-signed a piece: `visitorKey` is `u:<user id>` for a signed-in account, `v:<visitor id>` otherwise. */
export const pieceCosigns = pgTable(
  'piece_cosigns',
  {
    pieceId: text('piece_id')
      .notNull()
      .references(() => pieces.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pieceId, t.visitorKey] }), index('piece_cosigns_visitor_idx').on(t.visitorKey)],
);

/** Co-signs an anonymous visitor used on one UTC day (the spec's 3 a day, counted on the server). */
export const cosignDailyUsage = pgTable(
  'cosign_daily_usage',
  {
    visitorKey: text('visitor_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.visitorKey, t.day] })],
);

/** A Pulse Circle (spec part 2, section 3, community). */
export const circles = pgTable(
  'circles',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** A generated cover style (no external image hosts). */
    image: text('image').notNull(),
    /** A cover picture (media_files, kind image) shown instead of the generated style when present. */
    coverMediaId: text('cover_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default([]),
    activity: text('activity', { enum: CIRCLE_ACTIVITIES }).notNull().default('Active'),
    isPrivate: boolean('is_private').notNull().default(false),
    /** Required to join a private circle; members share the invite link. */
    inviteCode: text('invite_code'),
    featured: boolean('featured').notNull().default(false),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('circles_owner_idx').on(t.ownerId)],
);

export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: text('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CIRCLE_ROLES }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] }), index('circle_members_user_idx').on(t.userId)],
);

export const circlePosts = pgTable(
  'circle_posts',
  {
    id: text('id').primaryKey(),
    circleId: text('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('circle_posts_circle_created_idx').on(t.circleId, t.createdAt)],
);
