import type { SoundFeatures } from '@pulse/domain/audio-analysis';
import type { MediaAnalysisStatus } from '@pulse/domain/media-analysis-contracts';
import { and, asc, eq, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { beats } from '../../db/schema/beats';
import { mediaAnalyses, mediaFiles, mediaVariants, snippets } from '../../db/schema/media';
import { pieces } from '../../db/schema/social';
import { deals } from '../../db/schema/submissions';

export type MediaRow = typeof mediaFiles.$inferSelect;
export type MediaInsert = typeof mediaFiles.$inferInsert;
export type MediaVariantRow = typeof mediaVariants.$inferSelect;
export type MediaVariantInsert = Omit<typeof mediaVariants.$inferInsert, 'mediaId' | 'createdAt'>;

/** What processing learnt about a file, written with its variants (decision 021). */
export interface ProcessedFields {
  width: number | null;
  height: number | null;
  placeholder: string | null;
  peaks: number[] | null;
  durationSeconds: number | null;
}

export type MediaAnalysisRow = typeof mediaAnalyses.$inferSelect;

/** What the analysis job heard (decision 056). */
export interface AnalysisFields {
  bpm: number | null;
  musicalKey: string | null;
  loudnessLufs: number | null;
  peakDbtp: number | null;
  features: SoundFeatures | null;
  vector: number[] | null;
}

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

    /** Many files and their variants, the two reads run together (loadWorkMedia). */
    filesWithVariants(ids: string[]): Promise<[MediaRow[], MediaVariantRow[]]> {
      return Promise.all([
        db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids)),
        db.select().from(mediaVariants).where(inArray(mediaVariants.mediaId, ids)),
      ]);
    },

    async variants(mediaId: string): Promise<MediaVariantRow[]> {
      return db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, mediaId)).orderBy(asc(mediaVariants.name));
    },

    /** A variant by the start of its hash that its URL carries (hex digits only: the caller checks). */
    async findVariant(mediaId: string, hashStart: string): Promise<MediaVariantRow | null> {
      const rows = await db
        .select()
        .from(mediaVariants)
        .where(and(eq(mediaVariants.mediaId, mediaId), like(mediaVariants.hash, `${hashStart}%`)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether any variant (of any file) is stored under `key`: content-addressed keys can be shared. */
    async isVariantKeyUsed(key: string): Promise<boolean> {
      const rows = await db
        .select({ id: mediaVariants.mediaId })
        .from(mediaVariants)
        .where(eq(mediaVariants.storageKey, key))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * One transaction: the file's variants become exactly `variants`, the file is ready with what processing
     * read. False when the file is gone (deleted while it was processed): nothing is written.
     */
    async replaceVariants(mediaId: string, variants: MediaVariantInsert[], fields: ProcessedFields): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(mediaFiles)
          .set({
            status: 'ready',
            failureReason: null,
            width: fields.width,
            height: fields.height,
            placeholder: fields.placeholder,
            peaks: fields.peaks,
            durationSeconds: sql`coalesce(${mediaFiles.durationSeconds}, ${fields.durationSeconds})`,
            processedAt: new Date(),
          })
          .where(eq(mediaFiles.id, mediaId))
          .returning({ id: mediaFiles.id });
        if (updated.length === 0) return false;
        await tx.delete(mediaVariants).where(eq(mediaVariants.mediaId, mediaId));
        if (variants.length > 0) await tx.insert(mediaVariants).values(variants.map((v) => ({ ...v, mediaId })));
        return true;
      });
    },

    async markFailed(mediaId: string, reason: string): Promise<void> {
      await db
        .update(mediaFiles)
        .set({ status: 'failed', failureReason: reason, processedAt: new Date() })
        .where(eq(mediaFiles.id, mediaId));
    },

    /** Back to processing (a retry); only a failed file moves. False when it was not failed. */
    async markRetrying(mediaId: string): Promise<boolean> {
      const rows = await db
        .update(mediaFiles)
        .set({ status: 'processing', failureReason: null })
        .where(and(eq(mediaFiles.id, mediaId), eq(mediaFiles.status, 'failed')))
        .returning({ id: mediaFiles.id });
      return rows.length > 0;
    },

    /** Files still waiting for their job: from before the pipeline existed, or a job lost in a crash. */
    /** Files still processing, oldest first; with `createdBefore`, only those uploaded before that moment. */
    async listProcessingIds(createdBefore?: Date): Promise<string[]> {
      const processing = eq(mediaFiles.status, 'processing');
      const rows = await db
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .where(createdBefore ? and(processing, lt(mediaFiles.createdAt, createdBefore)) : processing)
        .orderBy(asc(mediaFiles.createdAt));
      return rows.map((r) => r.id);
    },

    async analysisOf(mediaId: string): Promise<MediaAnalysisRow | null> {
      const rows = await db.select().from(mediaAnalyses).where(eq(mediaAnalyses.mediaId, mediaId)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * The analysis's outcome for a file, written whole (a retry replaces it). Nothing is written when the file
     * is gone (deleted while it was analysed): false.
     */
    async saveAnalysis(
      mediaId: string,
      status: MediaAnalysisStatus,
      message: string | null,
      fields: AnalysisFields | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const exists = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.id, mediaId));
        if (exists.length === 0) return false;
        const values = {
          status,
          message,
          bpm: fields?.bpm ?? null,
          musicalKey: fields?.musicalKey ?? null,
          loudnessLufs: fields?.loudnessLufs ?? null,
          peakDbtp: fields?.peakDbtp ?? null,
          features: fields?.features ?? null,
          vector: fields?.vector ?? null,
          analysedAt: status === 'ready' || status === 'unanalysable' ? new Date() : null,
          updatedAt: new Date(),
        };
        await tx
          .insert(mediaAnalyses)
          .values({ mediaId, ...values })
          .onConflictDoUpdate({ target: mediaAnalyses.mediaId, set: values });
        return true;
      });
    },

    /** A failed try: the row says "Analysis unavailable" while the job retries; what was heard before stays. */
    async markAnalysisFailed(mediaId: string, message: string): Promise<void> {
      const exists = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.id, mediaId));
      if (exists.length === 0) return;
      await db
        .insert(mediaAnalyses)
        .values({ mediaId, status: 'failed', message })
        .onConflictDoUpdate({
          target: mediaAnalyses.mediaId,
          set: { status: 'failed', message, updatedAt: new Date() },
        });
    },

    /** Audio files processed but not analysed (no row, or left pending or failed): queued at start-up. */
    async listAudioAwaitingAnalysis(): Promise<string[]> {
      const rows = await db
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .leftJoin(mediaAnalyses, eq(mediaAnalyses.mediaId, mediaFiles.id))
        .where(
          and(
            eq(mediaFiles.kind, 'audio'),
            eq(mediaFiles.status, 'ready'),
            or(isNull(mediaAnalyses.mediaId), inArray(mediaAnalyses.status, ['pending', 'failed'])),
          ),
        )
        .orderBy(asc(mediaFiles.createdAt));
      return rows.map((r) => r.id);
    },

    async delete(id: string): Promise<void> {
      await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
