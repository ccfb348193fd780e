import { MEDIA_ANALYSIS_STATUSES } from '@pulse/domain/media-analysis-contracts';
import { index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A reference clip for "Sounds like this" (issue 32 item 3, decision 057): a filmmaker's temp track, at most
 * REFERENCE_MAX_SECONDS long, kept privately (never a media file: nothing serves it) and deleted with its stored
 * bytes by the `sounds-like.expire` job once `expires_at` passes. The analysis is the same as an upload's
 * (decision 056), written here when the `sounds-like.analyse` job has heard it.
 */
export const referenceClips = pgTable(
  'reference_clips',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    status: text('status', { enum: MEDIA_ANALYSIS_STATUSES }).notNull().default('pending'),
    message: text('message'),
    bpm: integer('bpm'),
    musicalKey: text('musical_key'),
    loudnessLufs: real('loudness_lufs'),
    /** FEATURE_VECTOR_LENGTH numbers of unit length, as media_analyses.vector. */
    vector: real('vector').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reference_clips_owner_idx').on(t.ownerId, t.createdAt),
    index('reference_clips_expires_idx').on(t.expiresAt),
  ],
);
