import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { mediaFiles, snippets } from '../../db/schema/media';
import { pieces } from '../../db/schema/social';
import { deals } from '../../db/schema/submissions';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Publishing and unpublishing a creative's own pieces (issue 11 item 1, decision 017). */
export function createPiecePublishingRepository(db: Db) {
  return {
    findUser(id: string) {
      return db
        .select({ id: user.id, role: user.role, creatorStatus: user.creatorStatus })
        .from(user)
        .where(eq(user.id, id))
        .then((rows) => rows[0] ?? null);
    },

    findSnippet(id: string) {
      return db
        .select({
          id: snippets.id,
          creatorId: snippets.creatorId,
          mediaId: snippets.mediaId,
          durationSeconds: snippets.durationSeconds,
          mediaDurationSeconds: mediaFiles.durationSeconds,
        })
        .from(snippets)
        .leftJoin(mediaFiles, eq(mediaFiles.id, snippets.mediaId))
        .where(eq(snippets.id, id))
        .then((rows) => rows[0] ?? null);
    },

    findCredits(id: string) {
      return db
        .select({ producerId: pieces.producerId, filmmakerId: pieces.filmmakerId })
        .from(pieces)
        .where(eq(pieces.id, id))
        .then((rows) => rows[0] ?? null);
    },

    async insert(values: typeof pieces.$inferInsert, ex: Executor = db): Promise<void> {
      await ex.insert(pieces).values(values);
    },

    transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx));
    },

    /** The deal under a row lock: consent cannot be withdrawn while a piece is being made from it. */
    lockDeal(tx: Executor, id: string) {
      return tx
        .select()
        .from(deals)
        .where(eq(deals.id, id))
        .for('update')
        .then((rows) => rows[0] ?? null);
    },

    creativeRoles(tx: Executor, ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({ userId: user.id, creativeRole: user.creativeRole })
        .from(user)
        .where(inArray(user.id, [...ids]));
    },

    briefTags(tx: Executor, id: string) {
      return tx
        .select({ tags: briefs.tags })
        .from(briefs)
        .where(eq(briefs.id, id))
        .then((rows) => rows[0]?.tags ?? []);
    },

    media(tx: Executor, id: string) {
      return tx
        .select({ id: mediaFiles.id, kind: mediaFiles.kind, durationSeconds: mediaFiles.durationSeconds })
        .from(mediaFiles)
        .where(eq(mediaFiles.id, id))
        .then((rows) => rows[0] ?? null);
    },

    dealPiece(tx: Executor, dealId: string) {
      return tx
        .select({ id: pieces.id })
        .from(pieces)
        .where(eq(pieces.dealId, dealId))
        .then((rows) => rows[0] ?? null);
    },

    async remove(id: string): Promise<void> {
      // piece_cosigns go with it (on delete cascade), in the same statement.
      await db.delete(pieces).where(eq(pieces.id, id));
    },
  };
}
export type PiecePublishingRepository = ReturnType<typeof createPiecePublishingRepository>;
