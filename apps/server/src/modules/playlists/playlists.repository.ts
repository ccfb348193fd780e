import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { savedListItems, savedLists } from '../../db/schema/discovery';
import { playlistBookmarks, playlistItems, playlists } from '../../db/schema/playlists';
import { pieces } from '../../db/schema/social';
import { approvedCreator } from '../discovery/discovery.repository';

export type PlaylistRow = typeof playlists.$inferSelect;
export type BookmarkKind = (typeof playlistBookmarks.$inferInsert)['kind'];

const producer = alias(user, 'producer');
const filmmaker = alias(user, 'filmmaker');

const itemCount = sql<number>`(select count(*)::int from ${playlistItems} where ${playlistItems.playlistId} = ${playlists.id})`;

export function createPlaylistsRepository(db: Db) {
  return {
    async find(id: string): Promise<(PlaylistRow & { ownerName: string | null }) | null> {
      const [row] = await db
        .select({ playlist: playlists, ownerName: user.name })
        .from(playlists)
        .leftJoin(user, eq(user.id, playlists.ownerId))
        .where(eq(playlists.id, id));
      return row ? { ...row.playlist, ownerName: row.ownerName } : null;
    },

    /** The playlist's pieces in order. */
    async items(playlistId: string) {
      const rows = await db
        .select({
          id: pieces.id,
          title: pieces.title,
          durationSeconds: pieces.durationSeconds,
          tags: pieces.tags,
          cosigns: pieces.cosignCount,
          producerId: producer.id,
          producerName: producer.name,
          filmmakerId: filmmaker.id,
          filmmakerName: filmmaker.name,
        })
        .from(playlistItems)
        .innerJoin(pieces, eq(pieces.id, playlistItems.pieceId))
        .innerJoin(producer, eq(producer.id, pieces.producerId))
        .innerJoin(filmmaker, eq(filmmaker.id, pieces.filmmakerId))
        .where(eq(playlistItems.playlistId, playlistId))
        .orderBy(asc(playlistItems.position));
      return rows.map(({ producerId, producerName, filmmakerId, filmmakerName, ...r }) => ({
        ...r,
        producer: { id: producerId, name: producerName },
        filmmaker: { id: filmmakerId, name: filmmakerName },
      }));
    },

    /** Every public playlist (curated ones included) with its item count, for Similar Vibes. */
    publicPlaylists() {
      return db
        .select({
          id: playlists.id,
          title: playlists.title,
          description: playlists.description,
          tags: playlists.tags,
          ownerId: playlists.ownerId,
          itemCount,
        })
        .from(playlists)
        .where(eq(playlists.visibility, 'public'))
        .orderBy(desc(playlists.createdAt))
        .limit(500);
    },

    /** The caller's own playlists plus the ones they saved or favourited. */
    mine(userId: string) {
      const bookmarked = db
        .select({ id: playlistBookmarks.playlistId })
        .from(playlistBookmarks)
        .where(eq(playlistBookmarks.userId, userId));
      return db
        .select({
          id: playlists.id,
          title: playlists.title,
          description: playlists.description,
          tags: playlists.tags,
          ownerId: playlists.ownerId,
          itemCount,
        })
        .from(playlists)
        .where(
          or(
            eq(playlists.ownerId, userId),
            and(inArray(playlists.id, bookmarked), or(eq(playlists.visibility, 'public'), isNull(playlists.ownerId))),
          ),
        )
        .orderBy(desc(playlists.createdAt));
    },

    async bookmarks(userId: string, playlistId: string): Promise<BookmarkKind[]> {
      const rows = await db
        .select({ kind: playlistBookmarks.kind })
        .from(playlistBookmarks)
        .where(and(eq(playlistBookmarks.userId, userId), eq(playlistBookmarks.playlistId, playlistId)));
      return rows.map((r) => r.kind);
    },

    async setBookmark(userId: string, playlistId: string, kind: BookmarkKind, on: boolean) {
      if (on) await db.insert(playlistBookmarks).values({ userId, playlistId, kind }).onConflictDoNothing();
      else
        await db
          .delete(playlistBookmarks)
          .where(
            and(
              eq(playlistBookmarks.userId, userId),
              eq(playlistBookmarks.playlistId, playlistId),
              eq(playlistBookmarks.kind, kind),
            ),
          );
    },

    async findOwnedList(userId: string, listId: string) {
      const [row] = await db
        .select()
        .from(savedLists)
        .where(and(eq(savedLists.id, listId), eq(savedLists.userId, userId)));
      return row ?? null;
    },

    /** Published pieces of the list's approved creatives (as producer or filmmaker), newest first. */
    listWorks(listId: string) {
      return db
        .select({ id: pieces.id, creatorId: savedListItems.creatorId, tags: pieces.tags })
        .from(savedListItems)
        .innerJoin(user, eq(user.id, savedListItems.creatorId))
        .innerJoin(
          pieces,
          or(eq(pieces.producerId, savedListItems.creatorId), eq(pieces.filmmakerId, savedListItems.creatorId)),
        )
        .where(and(eq(savedListItems.listId, listId), approvedCreator))
        .orderBy(asc(savedListItems.createdAt), asc(savedListItems.creatorId), desc(pieces.publishedAt));
    },

    /** The playlist and its items in one transaction. */
    async create(row: typeof playlists.$inferInsert, pieceIds: string[]) {
      await db.transaction(async (tx) => {
        await tx.insert(playlists).values(row);
        if (pieceIds.length > 0)
          await tx
            .insert(playlistItems)
            .values(pieceIds.map((pieceId, position) => ({ playlistId: row.id, pieceId, position })));
      });
    },

    async update(id: string, ownerId: string, patch: Partial<Pick<PlaylistRow, 'title' | 'visibility'>>) {
      const rows = await db
        .update(playlists)
        .set(patch)
        .where(and(eq(playlists.id, id), eq(playlists.ownerId, ownerId)))
        .returning({ id: playlists.id });
      return rows.length > 0;
    },

    async remove(id: string, ownerId: string) {
      const rows = await db
        .delete(playlists)
        .where(and(eq(playlists.id, id), eq(playlists.ownerId, ownerId)))
        .returning({ id: playlists.id });
      return rows.length > 0;
    },
  };
}
export type PlaylistsRepository = ReturnType<typeof createPlaylistsRepository>;
