import { type BeatFilters, PRICE_RANGES } from '@pulse/domain/beats';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { namedStatement, tableRows } from '../../db/named-statement';
import { user } from '../../db/schema/auth';
import { beatLicenses, beats } from '../../db/schema/beats';
import { mediaFiles } from '../../db/schema/media';
import { joinTextList, placeholderTextList } from '../../db/sql-lists';
import { mediaJsonSql, type RawMedia } from '../creators/works.repository';

export type BeatRow = typeof beats.$inferSelect;
export type BeatInsert = typeof beats.$inferInsert;
export type LicenseRow = typeof beatLicenses.$inferSelect;

const producer = alias(user, 'producer');
const buyer = alias(user, 'buyer');
const previewMedia = alias(mediaFiles, 'preview_media');

const beatColumns = {
  beat: beats,
  producerName: producer.name,
  durationSeconds: mediaFiles.durationSeconds,
  previewSeconds: previewMedia.durationSeconds,
};
export interface BeatWithProducer {
  beat: BeatRow;
  producerName: string;
  durationSeconds: number | null;
  /** The preview clip's length: what the list plays, so what its label says. */
  previewSeconds: number | null;
}

const beatRows = tableRows(beats);

/** `listedWithPreviews`: the list's conditions over a set of ids, the preview's media as JSON beside each. */
const listedWithPreviewsStatement = namedStatement<
  Record<string, unknown> & {
    producerName: string;
    durationSeconds: number | null;
    previewSeconds: number | null;
    preview: RawMedia | null;
  }
>('beats_listed_with_previews', () => {
  return sql`select ${beatRows.columns}, p.name as "producerName",
      (select f.duration_seconds from ${mediaFiles} f where f.id = ${beats.mediaId}) as "durationSeconds",
      (select f.duration_seconds from ${mediaFiles} f where f.id = ${beats.previewMediaId}) as "previewSeconds",
      ${mediaJsonSql(beats.previewMediaId)} as "preview"
    from ${beats} join ${user} p on p.id = ${beats.producerId}
    where ${beats.id} = any(${placeholderTextList('ids')}) and ${beats.status} = 'published'
      and p.creator_status = 'approved' and p.suspended_at is null`;
});

function priceCondition(id: NonNullable<BeatFilters['priceRange']>): SQL {
  const range = PRICE_RANGES.find((r) => r.id === id)!;
  const within = (column: SQL | typeof beats.nonExclusivePriceCents | typeof beats.exclusivePriceCents) =>
    range.maxCents === null
      ? sql`${column} >= ${range.minCents}`
      : sql`(${column} >= ${range.minCents} and ${column} < ${range.maxCents})`;
  // The same rule as matchesBeatFilters in the domain: either license on offer is in the range.
  return or(within(beats.nonExclusivePriceCents), within(beats.exclusivePriceCents))!;
}

/** SQL of beats and their licenses. */
export function createBeatsRepository(db: Db) {
  return {
    async findUser(id: string) {
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          role: user.role,
          creativeRole: user.creativeRole,
          creatorStatus: user.creatorStatus,
        })
        .from(user)
        .where(eq(user.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async findUsers(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: user.id, name: user.name, role: user.role })
        .from(user)
        .where(inArray(user.id, [...new Set(ids)]));
    },

    async findMedia(id: string) {
      const rows = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async insert(row: BeatInsert): Promise<BeatRow> {
      const [created] = await db.insert(beats).values(row).returning();
      return created!;
    },

    async update(id: string, set: Partial<BeatInsert>): Promise<BeatRow> {
      const [updated] = await db
        .update(beats)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(beats.id, id))
        .returning();
      return updated!;
    },

    async find(id: string): Promise<BeatWithProducer | null> {
      const rows = await db
        .select(beatColumns)
        .from(beats)
        .innerJoin(producer, eq(producer.id, beats.producerId))
        .leftJoin(mediaFiles, eq(mediaFiles.id, beats.mediaId))
        .leftJoin(previewMedia, eq(previewMedia.id, beats.previewMediaId))
        .where(eq(beats.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The beat's row, locked for the rest of the transaction (purchases of one beat run one at a time). */
    async lockBeat(id: string): Promise<BeatRow | null> {
      const rows = await db.select().from(beats).where(eq(beats.id, id)).for('update');
      return rows[0] ?? null;
    },

    /** Published beats matching the filters, newest first. */
    async listPublished(filters: BeatFilters, limit: number): Promise<BeatWithProducer[]> {
      // Only approved creatives are public (DESIGN 5.1): a producer under review keeps beats to themselves, and a
      // suspended one's beats are gone (decision 050).
      const conditions: SQL[] = [
        eq(beats.status, 'published'),
        eq(producer.creatorStatus, 'approved'),
        isNull(producer.suspendedAt),
      ];
      if (filters.moods.length > 0) {
        conditions.push(
          sql`${beats.moods} && ARRAY[${sql.join(
            filters.moods.map((m) => sql`${m}`),
            sql`, `,
          )}]::text[]`,
        );
      }
      if (filters.licenseType) conditions.push(sql`${filters.licenseType} = ANY(${beats.licenseTypes})`);
      if (filters.priceRange) conditions.push(priceCondition(filters.priceRange));
      return db
        .select(beatColumns)
        .from(beats)
        .innerJoin(producer, eq(producer.id, beats.producerId))
        .leftJoin(mediaFiles, eq(mediaFiles.id, beats.mediaId))
        .leftJoin(previewMedia, eq(previewMedia.id, beats.previewMediaId))
        .where(and(...conditions))
        .orderBy(desc(beats.publishedAt), desc(beats.id))
        .limit(limit);
    },

    /**
     * The listed ones among these beats (the list's conditions), in no particular order, each with its preview's
     * media: one statement run by name ("sounds like" reads its page of beats back on every search).
     */
    async listedWithPreviews(ids: readonly string[]): Promise<{ row: BeatWithProducer; preview: RawMedia | null }[]> {
      if (ids.length === 0) return [];
      const rows = await listedWithPreviewsStatement(db, { ids: joinTextList(ids) });
      return rows.map((raw) => ({
        row: {
          beat: beatRows.row(raw),
          producerName: raw.producerName,
          durationSeconds: raw.durationSeconds,
          previewSeconds: raw.previewSeconds,
        },
        preview: raw.preview,
      }));
    },

    async listByProducer(producerId: string): Promise<BeatWithProducer[]> {
      return db
        .select(beatColumns)
        .from(beats)
        .innerJoin(producer, eq(producer.id, beats.producerId))
        .leftJoin(mediaFiles, eq(mediaFiles.id, beats.mediaId))
        .leftJoin(previewMedia, eq(previewMedia.id, beats.previewMediaId))
        .where(eq(beats.producerId, producerId))
        .orderBy(desc(beats.createdAt));
    },

    async insertLicense(row: typeof beatLicenses.$inferInsert): Promise<LicenseRow> {
      const [created] = await db.insert(beatLicenses).values(row).returning();
      return created!;
    },

    /** Licenses with their beat, producer and buyer, by license ids, a buyer, beat ids or a verification code. */
    async licenses(where: { ids?: string[]; buyerId?: string; beatIds?: string[]; verificationCode?: string }) {
      const conditions: SQL[] = [];
      if (where.verificationCode !== undefined)
        conditions.push(eq(beatLicenses.verificationCode, where.verificationCode));
      if (where.ids) conditions.push(inArray(beatLicenses.id, where.ids.length ? where.ids : ['']));
      if (where.buyerId) conditions.push(eq(beatLicenses.buyerId, where.buyerId));
      if (where.beatIds) conditions.push(inArray(beatLicenses.beatId, where.beatIds.length ? where.beatIds : ['']));
      return db
        .select({
          license: beatLicenses,
          beat: beats,
          producerName: producer.name,
          buyerName: buyer.name,
        })
        .from(beatLicenses)
        .innerJoin(beats, eq(beats.id, beatLicenses.beatId))
        .innerJoin(producer, eq(producer.id, beats.producerId))
        .innerJoin(buyer, eq(buyer.id, beatLicenses.buyerId))
        .where(and(...conditions))
        .orderBy(desc(beatLicenses.createdAt), desc(beatLicenses.id));
    },
  };
}
export type BeatsRepository = ReturnType<typeof createBeatsRepository>;
export type LicenseWithParties = Awaited<ReturnType<BeatsRepository['licenses']>>[number];
