import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { videoPreviews } from '../../db/schema/video-previews';

export type VideoPreviewRow = typeof videoPreviews.$inferSelect;
export type NewVideoPreviewRow = typeof videoPreviews.$inferInsert;

/** The partner's own previews (owner-scoped on every read). */
export function createVideoPreviewsRepository(db: Db) {
  return {
    async roleOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
      return row?.role ?? null;
    },
    async creatorExists(creatorId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: creatorProfiles.userId })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, creatorId))
        .limit(1);
      return Boolean(row);
    },
    async insert(row: NewVideoPreviewRow): Promise<VideoPreviewRow> {
      const [saved] = await db.insert(videoPreviews).values(row).returning();
      return saved!;
    },
    async findOwn(id: string, ownerId: string): Promise<VideoPreviewRow | null> {
      const [row] = await db
        .select()
        .from(videoPreviews)
        .where(and(eq(videoPreviews.id, id), eq(videoPreviews.ownerId, ownerId)))
        .limit(1);
      return row ?? null;
    },
    async listOwn(ownerId: string, creatorId: string, limit: number): Promise<VideoPreviewRow[]> {
      return db
        .select()
        .from(videoPreviews)
        .where(and(eq(videoPreviews.ownerId, ownerId), eq(videoPreviews.creatorId, creatorId)))
        .orderBy(desc(videoPreviews.createdAt), desc(videoPreviews.id))
        .limit(limit);
    },
  };
}
export type VideoPreviewsRepository = ReturnType<typeof createVideoPreviewsRepository>;
