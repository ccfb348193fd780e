import { and, count, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { realArray } from '../../db/binary-arrays';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { beats } from '../../db/schema/beats';
import { mediaAnalyses } from '../../db/schema/media';
import { referenceClips } from '../../db/schema/sounds-like';

export type ReferenceClipRow = typeof referenceClips.$inferSelect;

const producer = alias(user, 'producer');
const fullAnalysis = alias(mediaAnalyses, 'full_analysis');
const previewAnalysis = alias(mediaAnalyses, 'preview_analysis');

/** A beat as the similarity search holds it: what it filters on, its vector and what the reasons name. */
export interface CatalogueRow {
  id: string;
  title: string;
  bpm: number;
  key: string;
  licenseTypes: string[];
  nonExclusivePriceCents: number;
  exclusivePriceCents: number;
  loudnessLufs: number | null;
  vector: number[] | null;
}

const catalogueColumns = {
  id: beats.id,
  title: beats.title,
  bpm: beats.bpm,
  key: beats.key,
  licenseTypes: beats.licenseTypes,
  nonExclusivePriceCents: beats.nonExclusivePriceCents,
  exclusivePriceCents: beats.exclusivePriceCents,
  // The full file's analysis, or the preview's when the full file has none yet.
  loudnessLufs: sql<number | null>`coalesce(${fullAnalysis.loudnessLufs}, ${previewAnalysis.loudnessLufs})`,
  vector: realArray(sql`coalesce(${fullAnalysis.vector}, ${previewAnalysis.vector})`),
};

/** Beats anyone may find: published, by an approved producer who is not suspended (as the beat list). */
function listed(): SQL[] {
  return [eq(beats.status, 'published'), eq(producer.creatorStatus, 'approved'), isNull(producer.suspendedAt)];
}

/** SQL of reference clips and of the beats' vectors. */
export function createSoundsLikeRepository(db: Db) {
  function catalogue(where: SQL[]) {
    return db
      .select(catalogueColumns)
      .from(beats)
      .innerJoin(producer, eq(producer.id, beats.producerId))
      .leftJoin(fullAnalysis, and(eq(fullAnalysis.mediaId, beats.mediaId), eq(fullAnalysis.status, 'ready')))
      .leftJoin(
        previewAnalysis,
        and(eq(previewAnalysis.mediaId, beats.previewMediaId), eq(previewAnalysis.status, 'ready')),
      )
      .where(and(...where));
  }

  return {
    async insertClip(row: typeof referenceClips.$inferInsert): Promise<ReferenceClipRow> {
      const [created] = await db.insert(referenceClips).values(row).returning();
      return created!;
    },

    async findClip(id: string): Promise<ReferenceClipRow | null> {
      const rows = await db.select().from(referenceClips).where(eq(referenceClips.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async saveClipAnalysis(
      id: string,
      set: Pick<ReferenceClipRow, 'status' | 'message'> &
        Partial<Pick<ReferenceClipRow, 'bpm' | 'musicalKey' | 'loudnessLufs' | 'vector'>>,
    ): Promise<void> {
      await db.update(referenceClips).set(set).where(eq(referenceClips.id, id));
    },

    async expiredClips(now: Date, limit: number): Promise<{ id: string; storageKey: string }[]> {
      return db
        .select({ id: referenceClips.id, storageKey: referenceClips.storageKey })
        .from(referenceClips)
        .where(lte(referenceClips.expiresAt, now))
        .limit(limit);
    },

    async deleteClips(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(referenceClips).where(inArray(referenceClips.id, ids));
    },

    /**
     * Every listed beat with a vector, what the in-memory search scores: a page at a time in id order, the page
     * after `after` (the last page's last id), so a copy of a million beats never sits in memory as rows at once.
     */
    async listedCatalogue(after: string | null, limit: number): Promise<CatalogueRow[]> {
      const heard = sql`coalesce(${fullAnalysis.vector}, ${previewAnalysis.vector}) is not null`;
      return catalogue([...listed(), heard, ...(after === null ? [] : [gt(beats.id, after)])])
        .orderBy(beats.id)
        .limit(limit);
    },

    /** How many beats are published: the copy's first size (a little more than it will hold). */
    async publishedBeatCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(beats).where(eq(beats.status, 'published'));
      return row?.n ?? 0;
    },

    /**
     * Beats changed or heard since `since` (their row edited, published, held or sold; an analysis finished),
     * each with whether it is listed now: what keeps an instance's copy current without reading all of it.
     */
    async catalogueChanges(since: Date): Promise<(CatalogueRow & { listed: boolean })[]> {
      // Each branch is one index range (beats_updated_idx; media_analyses_analysed_idx, then beats by file).
      const heard = db
        .select({ mediaId: mediaAnalyses.mediaId })
        .from(mediaAnalyses)
        .where(gt(mediaAnalyses.analysedAt, since));
      const changed = sql`(
        select ${beats.id} from ${beats} where ${beats.updatedAt} > ${since}
        union select ${beats.id} from ${beats} where ${beats.mediaId} in (${heard})
        union select ${beats.id} from ${beats} where ${beats.previewMediaId} in (${heard}))`;
      return db
        .select({ ...catalogueColumns, listed: sql<boolean>`(${and(...listed())}) is true` })
        .from(beats)
        .innerJoin(producer, eq(producer.id, beats.producerId))
        .leftJoin(fullAnalysis, and(eq(fullAnalysis.mediaId, beats.mediaId), eq(fullAnalysis.status, 'ready')))
        .leftJoin(
          previewAnalysis,
          and(eq(previewAnalysis.mediaId, beats.previewMediaId), eq(previewAnalysis.status, 'ready')),
        )
        .where(sql`${beats.id} in ${changed}`);
    },

    /** One beat as the catalogue holds it, if it is listed; its vector may be null (not analysed yet). */
    async listedBeat(id: string): Promise<CatalogueRow | null> {
      const rows = await catalogue([eq(beats.id, id), ...listed()]);
      return rows[0] ?? null;
    },

    /** A beat to compare with ("More like this"): any beat on sale or sold, with its vector if heard. */
    async sourceBeat(id: string): Promise<CatalogueRow | null> {
      const rows = await db
        .select(catalogueColumns)
        .from(beats)
        .innerJoin(producer, eq(producer.id, beats.producerId))
        .leftJoin(fullAnalysis, and(eq(fullAnalysis.mediaId, beats.mediaId), eq(fullAnalysis.status, 'ready')))
        .leftJoin(
          previewAnalysis,
          and(eq(previewAnalysis.mediaId, beats.previewMediaId), eq(previewAnalysis.status, 'ready')),
        )
        .where(and(eq(beats.id, id), sql`${beats.status} <> 'draft'`, isNull(producer.suspendedAt)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type SoundsLikeRepository = ReturnType<typeof createSoundsLikeRepository>;
