import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { mediaFiles, snippets } from '../../db/schema/media';
import { pieces } from '../../db/schema/social';

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

    async insert(values: typeof pieces.$inferInsert): Promise<void> {
      await db.insert(pieces).values(values);
    },

    async remove(id: string): Promise<void> {
      // piece_cosigns go with it (on delete cascade), in the same statement.
      await db.delete(pieces).where(eq(pieces.id, id));
    },
  };
}
export type PiecePublishingRepository = ReturnType<typeof createPiecePublishingRepository>;
