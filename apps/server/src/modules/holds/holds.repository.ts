import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { beats } from '../../db/schema/beats';
import {
  audioFingerprints,
  contentHolds,
  fingerprintHashCounts,
  fingerprintLandmarks,
} from '../../db/schema/fingerprints';
import { mediaFiles, snippets } from '../../db/schema/media';
import { pieces } from '../../db/schema/social';

export type HoldRow = typeof contentHolds.$inferSelect;
export type FingerprintMatchRow = (typeof audioFingerprints.$inferSelect)['matches'][number];

/** A literal int4[] of `values` (truncated to integers): one parameter-free array for `= ANY(...)`. */
function intArray(values: readonly number[]) {
  return sql.raw(`ARRAY[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`);
}

/** The SQL of fingerprints and held uploads (decision 058). */
export function createHoldsRepository(db: Db) {
  return {
    /** Replaces a file's fingerprint: its landmarks, in chunks, and the matches found for it. */
    async saveFingerprint(
      mediaId: string,
      marks: readonly { hash: number; t: number }[],
      matches: FingerprintMatchRow[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(audioFingerprints).where(eq(audioFingerprints.mediaId, mediaId));
        const [fp] = await tx
          .insert(audioFingerprints)
          .values({ mediaId, landmarkCount: marks.length, matches })
          .returning({ id: audioFingerprints.id });
        for (let at = 0; at < marks.length; at += 5000) {
          await tx
            .insert(fingerprintLandmarks)
            .values(marks.slice(at, at + 5000).map((m) => ({ fingerprintId: fp!.id, hash: m.hash, t: m.t })));
        }
      });
    },

    /** How many landmarks are stored under each of `hashes` (the ones no file has are left out). */
    async hashCounts(hashes: readonly number[]): Promise<Map<number, number>> {
      if (hashes.length === 0) return new Map();
      const rows = await db
        .select({ hash: fingerprintHashCounts.hash, landmarks: fingerprintHashCounts.landmarks })
        .from(fingerprintHashCounts)
        .where(sql`${fingerprintHashCounts.hash} = ANY(${intArray(hashes)})`);
      return new Map(rows.filter((r) => r.landmarks > 0).map((r) => [r.hash, r.landmarks]));
    },

    /**
     * The landmarks with one of `hashes` of another owner's file that has at least `minLandmarks` of them: the
     * index probe of an upload. The files with fewer are dropped in the database (they cannot match).
     */
    async probe(hashes: readonly number[], exceptOwnerId: string, minLandmarks = 1) {
      if (hashes.length === 0) return [];
      const result = (await db.execute(sql`
        WITH hits AS MATERIALIZED (
          SELECT fingerprint_id, hash, t FROM ${fingerprintLandmarks} WHERE hash = ANY(${intArray(hashes)})
        ), candidates AS (
          SELECT fingerprint_id FROM hits GROUP BY fingerprint_id HAVING count(*) >= ${Math.trunc(minLandmarks)}
        )
        SELECT f.media_id AS "mediaId", m.owner_id AS "ownerId", f.landmark_count AS "landmarkCount", h.hash, h.t
        FROM hits h
        JOIN candidates c ON c.fingerprint_id = h.fingerprint_id
        JOIN ${audioFingerprints} f ON f.id = h.fingerprint_id
        JOIN ${mediaFiles} m ON m.id = f.media_id
        WHERE m.owner_id <> ${exceptOwnerId}`)) as unknown as {
        rows: { mediaId: string; ownerId: string; landmarkCount: number; hash: number; t: number }[];
      };
      return result.rows;
    },

    async fingerprintOf(mediaId: string) {
      const [row] = await db.select().from(audioFingerprints).where(eq(audioFingerprints.mediaId, mediaId));
      return row ?? null;
    },

    async fingerprintsOf(mediaIds: readonly string[]) {
      if (mediaIds.length === 0) return [];
      return db
        .select()
        .from(audioFingerprints)
        .where(inArray(audioFingerprints.mediaId, [...mediaIds]));
    },

    /** The works that play a file: beats (full file or preview), snippets and feed pieces, with their people. */
    async worksOf(mediaIds: readonly string[]) {
      if (mediaIds.length === 0) return [];
      const ids = [...mediaIds];
      const [b, s, p] = await Promise.all([
        db
          .select({
            id: beats.id,
            mediaId: beats.mediaId,
            previewMediaId: beats.previewMediaId,
            title: beats.title,
            ownerId: beats.producerId,
            splits: beats.splits,
          })
          .from(beats)
          .where(or(inArray(beats.mediaId, ids), inArray(beats.previewMediaId, ids))),
        db
          .select({
            id: snippets.id,
            mediaId: snippets.mediaId,
            title: snippets.title,
            ownerId: snippets.creatorId,
            splits: snippets.splits,
          })
          .from(snippets)
          .where(inArray(snippets.mediaId, ids)),
        db
          .select({
            id: pieces.id,
            mediaId: pieces.mediaId,
            title: pieces.title,
            producerId: pieces.producerId,
            filmmakerId: pieces.filmmakerId,
          })
          .from(pieces)
          .where(inArray(pieces.mediaId, ids)),
      ]);
      const works: {
        kind: 'beat' | 'snippet' | 'piece';
        id: string;
        mediaId: string;
        title: string;
        people: string[];
        names: string[];
      }[] = [];
      for (const r of b) {
        for (const m of [r.mediaId, r.previewMediaId]) {
          if (ids.includes(m))
            works.push({
              kind: 'beat',
              id: r.id,
              mediaId: m,
              title: r.title,
              people: [r.ownerId, ...r.splits.map((x) => x.userId)],
              names: [],
            });
        }
      }
      for (const r of s) {
        works.push({
          kind: 'snippet',
          id: r.id,
          mediaId: r.mediaId!,
          title: r.title,
          people: [r.ownerId],
          names: r.splits.map((x) => x.name),
        });
      }
      for (const r of p) {
        works.push({
          kind: 'piece',
          id: r.id,
          mediaId: r.mediaId!,
          title: r.title,
          people: [r.producerId, r.filmmakerId],
          names: [],
        });
      }
      return works;
    },

    async users(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: user.id, name: user.name, role: user.role })
        .from(user)
        .where(inArray(user.id, [...new Set(ids)]));
    },

    async mediaOwners(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: mediaFiles.id, ownerId: mediaFiles.ownerId, createdAt: mediaFiles.createdAt })
        .from(mediaFiles)
        .where(inArray(mediaFiles.id, [...new Set(ids)]));
    },

    /** Files under a hold an admin has not released (pending or rejected): never anyone's original. */
    async unreleasedMedia(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ mediaId: contentHolds.mediaId })
        .from(contentHolds)
        .where(and(inArray(contentHolds.mediaId, [...ids]), inArray(contentHolds.status, ['pending', 'rejected'])));
      return new Set(rows.map((r) => r.mediaId));
    },

    async holdFor(subject: HoldRow['subject'], subjectId: string, mediaId: string) {
      const [row] = await db
        .select()
        .from(contentHolds)
        .where(
          and(
            eq(contentHolds.subject, subject),
            eq(contentHolds.subjectId, subjectId),
            eq(contentHolds.mediaId, mediaId),
          ),
        );
      return row ?? null;
    },

    /** The new hold (created), or the one already there for the same work and file. */
    async insertHold(row: typeof contentHolds.$inferInsert): Promise<{ hold: HoldRow; created: boolean }> {
      const [inserted] = await db.insert(contentHolds).values(row).onConflictDoNothing().returning();
      if (inserted) return { hold: inserted, created: true };
      const [existing] = await db
        .select()
        .from(contentHolds)
        .where(
          and(
            eq(contentHolds.subject, row.subject),
            eq(contentHolds.subjectId, row.subjectId),
            eq(contentHolds.mediaId, row.mediaId),
          ),
        );
      return { hold: existing!, created: false };
    },

    async find(id: string) {
      const [row] = await db.select().from(contentHolds).where(eq(contentHolds.id, id));
      return row ?? null;
    },

    /** Decides a pending hold; null when it was not pending (already decided). */
    async decide(id: string, status: 'released' | 'rejected', by: string, at: Date) {
      const [row] = await db
        .update(contentHolds)
        .set({ status, decidedBy: by, decidedAt: at })
        .where(and(eq(contentHolds.id, id), eq(contentHolds.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** The admin queue: pending first (oldest first), then the latest decided. */
    async queue(limit: number) {
      const pending = await db
        .select()
        .from(contentHolds)
        .where(and(eq(contentHolds.subject, 'beat'), eq(contentHolds.status, 'pending')))
        .orderBy(contentHolds.createdAt)
        .limit(limit);
      const decided = await db
        .select()
        .from(contentHolds)
        .where(and(eq(contentHolds.subject, 'beat'), inArray(contentHolds.status, ['released', 'rejected'])))
        .orderBy(desc(contentHolds.decidedAt))
        .limit(20);
      return [...pending, ...decided];
    },

    async byUploader(uploaderId: string) {
      return db
        .select()
        .from(contentHolds)
        .where(eq(contentHolds.uploaderId, uploaderId))
        .orderBy(desc(contentHolds.createdAt));
    },

    async beat(id: string) {
      const [row] = await db.select().from(beats).where(eq(beats.id, id));
      return row ?? null;
    },

    /** Published beats of the file's owner that play it (published before its fingerprint was ready). */
    async publishedBeatsOf(mediaId: string) {
      return db
        .select()
        .from(beats)
        .where(and(eq(beats.status, 'published'), or(eq(beats.mediaId, mediaId), eq(beats.previewMediaId, mediaId))));
    },

    async setBeatStatus(id: string, status: 'draft' | 'published', publishedAt: Date | null) {
      await db.update(beats).set({ status, publishedAt, updatedAt: new Date() }).where(eq(beats.id, id));
    },
  };
}
export type HoldsRepository = ReturnType<typeof createHoldsRepository>;
