import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { beats } from '../../db/schema/beats';
import { mediaFiles, snippets } from '../../db/schema/media';
import { pieces } from '../../db/schema/social';
import { deals } from '../../db/schema/submissions';

export type MediaRow = typeof mediaFiles.$inferSelect;
export type MediaInsert = typeof mediaFiles.$inferInsert;

export function createMediaRepository(db: Db) {
  return {
    async findUser(id: string) {
      const rows = await db
        .select({ id: user.id, role: user.role, creativeRole: user.creativeRole, creatorStatus: user.creatorStatus })
        .from(user)
        .where(eq(user.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: MediaInsert): Promise<MediaRow> {
      const rows = await db.insert(mediaFiles).values(row).returning();
      return rows[0]!;
    },

    async find(id: string): Promise<MediaRow | null> {
      const rows = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The file with its owner's review status: what decides who may play it. */
    async findWithOwnerStatus(id: string) {
      const rows = await db
        .select({ media: mediaFiles, ownerStatus: user.creatorStatus })
        .from(mediaFiles)
        .innerJoin(user, eq(user.id, mediaFiles.ownerId))
        .where(eq(mediaFiles.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A beat's full-quality file is sold: it plays for its producer and admins, buyers download it by link. */
    async isBeatFullFile(mediaId: string): Promise<boolean> {
      const rows = await db.select({ id: beats.id }).from(beats).where(eq(beats.mediaId, mediaId)).limit(1);
      return rows.length > 0;
    },

    async isAttached(mediaId: string): Promise<boolean> {
      const rows = await db.select({ id: snippets.id }).from(snippets).where(eq(snippets.mediaId, mediaId)).limit(1);
      if (rows.length > 0) return true;
      const delivered = await db
        .select({ id: deals.id })
        .from(deals)
        .where(eq(deals.deliverableMediaId, mediaId))
        .limit(1);
      return delivered.length > 0;
    },

    /**
     * The deals that delivered this file, with their parties and whether a feed piece shows the work
     * (decision 017). Empty when the file is no deal's deliverable.
     */
    deliverableOf(mediaId: string) {
      return db
        .select({
          brandId: deals.brandId,
          creatorId: deals.creatorId,
          splits: deals.splits,
          // Spelled out: inside a select list drizzle leaves column names unqualified.
          published: sql<boolean>`exists (select 1 from ${pieces} where ${pieces}."deal_id" = "deals"."id")`,
        })
        .from(deals)
        .where(eq(deals.deliverableMediaId, mediaId));
    },

    async delete(id: string): Promise<void> {
      await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
