import { PLAYLIST_BOOKMARK_KINDS, PLAYLIST_VISIBILITIES } from '@pulse/domain/playlists';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { pieces } from './social';

/**
 * A playlist of creators' work (spec part 1, section 2, `/playlist/{id}`; issue 11 item 5; decision 017).
 * Curated playlists have no owner; a fan's playlist is built from one of their saved lists and starts private.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility', { enum: PLAYLIST_VISIBILITIES }).notNull().default('private'),
    tags: text('tags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playlists_owner_idx').on(t.ownerId)],
);

/** A playlist's items are creators' published pieces (decision 017: published work only), in order. */
export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    pieceId: text('piece_id')
      .notNull()
      .references(() => pieces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.pieceId] })],
);

/** Save and Add to Favorites on a playlist: one row per user, playlist and kind. */
export const playlistBookmarks = pgTable(
  'playlist_bookmarks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLAYLIST_BOOKMARK_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.playlistId, t.kind] })],
);
