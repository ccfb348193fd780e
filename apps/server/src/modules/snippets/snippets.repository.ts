import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { mediaFiles, snippets } from '../../db/schema/media';
import { variantsJsonSql } from '../creators/works.repository';

export type SnippetRow = typeof snippets.$inferSelect;
export type SnippetInsert = typeof snippets.$inferInsert;
export type SnippetPatch = Partial<
  Pick<SnippetRow, 'title' | 'categories' | 'tags' | 'ownershipPercentage' | 'usageTiers' | 'splits'>
>;
export type MediaRow = typeof mediaFiles.$inferSelect;
export interface SnippetWithMedia {
  snippet: SnippetRow;
  media: MediaRow | null;
  /** The file's derived variants as JSON (variantsJsonSql); a fresh upload has none yet. */
  variants?: Record<string, unknown>[];
}

function queries(db: Db) {
  return {
    async findUser(id: string) {
      const rows = await db
        .select({ id: user.id, role: user.role, creativeRole: user.creativeRole, creatorStatus: user.creatorStatus })
        .from(user)
        .where(eq(user.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async findMedia(id: string): Promise<MediaRow | null> {
      const rows = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async isMediaAttached(mediaId: string): Promise<boolean> {
      const rows = await db.select({ id: snippets.id }).from(snippets).where(eq(snippets.mediaId, mediaId)).limit(1);
      return rows.length > 0;
    },

    async insert(row: SnippetInsert): Promise<SnippetRow> {
      const rows = await db.insert(snippets).values(row).returning();
      return rows[0]!;
    },

    async find(id: string): Promise<SnippetWithMedia | null> {
      const rows = await db
        .select({ snippet: snippets, media: mediaFiles, variants: variantsJsonSql(snippets.mediaId) })
        .from(snippets)
        .leftJoin(mediaFiles, eq(mediaFiles.id, snippets.mediaId))
        .where(eq(snippets.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    listByCreator(creatorId: string): Promise<SnippetWithMedia[]> {
      return db
        .select({ snippet: snippets, media: mediaFiles, variants: variantsJsonSql(snippets.mediaId) })
        .from(snippets)
        .leftJoin(mediaFiles, eq(mediaFiles.id, snippets.mediaId))
        .where(eq(snippets.creatorId, creatorId))
        .orderBy(desc(snippets.createdAt), desc(snippets.id));
    },

    async countByCreator(creatorId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(snippets).where(eq(snippets.creatorId, creatorId));
      return rows[0]?.n ?? 0;
    },

    async update(id: string, creatorId: string, patch: SnippetPatch): Promise<SnippetRow | null> {
      const rows = await db
        .update(snippets)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(snippets.id, id), eq(snippets.creatorId, creatorId)))
        .returning();
      return rows[0] ?? null;
    },

    async delete(id: string): Promise<void> {
      await db.delete(snippets).where(eq(snippets.id, id));
    },

    async deleteMedia(id: string): Promise<void> {
      await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
    },

    /** Complete Setup: role creator (pending review when it never had one) and setup_completed on the profile. */
    async completeSetup(userId: string, creatorStatus: 'pending' | 'approved' | 'rejected'): Promise<void> {
      await db.update(user).set({ role: 'creator', creatorStatus, updatedAt: new Date() }).where(eq(user.id, userId));
      await db
        .insert(creatorProfiles)
        .values({ userId, setupCompleted: true })
        .onConflictDoUpdate({ target: creatorProfiles.userId, set: { setupCompleted: true, updatedAt: new Date() } });
    },
  };
}
export type SnippetQueries = ReturnType<typeof queries>;

export function createSnippetsRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction. */
    transaction<T>(fn: (tx: SnippetQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx as unknown as Db)));
    },
  };
}
export type SnippetsRepository = ReturnType<typeof createSnippetsRepository>;
