import { BEAT_STATUSES, LICENSE_KINDS } from '@pulse/domain/beats';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { ledgerTransactions, payments } from './ledger';
import { mediaFiles } from './media';

/**
 * A producer's sync-ready beat (issue 10, decision 016): the full file and a preview clip from their uploads,
 * the spec's moods and license types, and the two prices. `sold_exclusive` takes it off sale.
 */
export const beats = pgTable(
  'beats',
  {
    id: text('id').primaryKey(),
    producerId: text('producer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The full-quality file: reached only through a license holder's signed download link. */
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    previewMediaId: text('preview_media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    bpm: integer('bpm').notNull(),
    key: text('key').notNull(),
    moods: text('moods').array().notNull().default([]),
    licenseTypes: text('license_types').array().notNull().default([]),
    nonExclusivePriceCents: integer('non_exclusive_price_cents').notNull(),
    exclusivePriceCents: integer('exclusive_price_cents').notNull(),
    /** Collaborator splits among Pulse accounts (percentages sum to 100); empty: the producer takes all. */
    splits: jsonb('splits').$type<{ userId: string; percentage: number }[]>().notNull().default([]),
    /** The preview clip's waveform, PEAK_BUCKETS numbers 0..1 (decision 016); null when none was computed. */
    peaks: jsonb('peaks').$type<number[]>(),
    status: text('status', { enum: BEAT_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('beats_status_published_idx').on(t.status, t.publishedAt),
    index('beats_producer_idx').on(t.producerId, t.createdAt),
    // "Sounds like this" keeps its copy current by what changed (decision 057): edited beats, and beats by file.
    index('beats_updated_idx').on(t.updatedAt),
    index('beats_media_idx').on(t.mediaId),
    index('beats_preview_media_idx').on(t.previewMediaId),
  ],
);

/**
 * A license bought for a beat: who, which kind, under which terms version, for which use and price. A beat has
 * at most one exclusive license (the partial unique index), so two buyers racing for it cannot both win.
 */
export const beatLicenses = pgTable(
  'beat_licenses',
  {
    id: text('id').primaryKey(),
    beatId: text('beat_id')
      .notNull()
      .references(() => beats.id, { onDelete: 'restrict' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LICENSE_KINDS }).notNull(),
    termsVersion: text('terms_version').notNull(),
    usageType: text('usage_type').notNull(),
    priceCents: integer('price_cents').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    transactionId: text('transaction_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** The unguessable code of the public `/licenses/verify/{code}` page (decision 057). */
    verificationCode: text('verification_code').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('beat_licenses_one_exclusive_idx').on(t.beatId).where(sql`${t.kind} = 'exclusive'`),
    index('beat_licenses_beat_idx').on(t.beatId, t.createdAt),
    index('beat_licenses_buyer_idx').on(t.buyerId, t.createdAt),
    uniqueIndex('beat_licenses_verification_code_idx').on(t.verificationCode),
  ],
);
