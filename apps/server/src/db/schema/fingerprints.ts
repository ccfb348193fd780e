import { HOLD_STATUSES, HOLD_SUBJECTS } from '@pulse/domain/content-holds';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { mediaFiles } from './media';

/**
 * An audio file's acoustic fingerprint (issue 32 item 4, decision 058), written by the `media.analyse` job from
 * the analysis's decode. The small integer id keeps the landmark rows narrow.
 */
export const audioFingerprints = pgTable('audio_fingerprints', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  mediaId: text('media_id')
    .notNull()
    .unique()
    .references(() => mediaFiles.id, { onDelete: 'cascade' }),
  /** How many landmarks the file has (the match ratio's denominator). */
  landmarkCount: integer('landmark_count').notNull(),
  /**
   * Other accounts' files this one is a copy of, found when it was fingerprinted (read at four sub-hop shifts,
   * which only the decode has): what publishing checks. Best first.
   */
  matches: jsonb('matches')
    .$type<{ mediaId: string; score: number; ratio: number; offsetSeconds: number }[]>()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One landmark: its (f1, f2, dt) hash and the anchor's frame. Indexed by (hash, fingerprint, frame): an
 * upload's lookup is a probe that reads the index only, not the table (migration 0043, decision 058).
 */
export const fingerprintLandmarks = pgTable(
  'fingerprint_landmarks',
  {
    fingerprintId: integer('fingerprint_id')
      .notNull()
      .references(() => audioFingerprints.id, { onDelete: 'cascade' }),
    hash: integer('hash').notNull(),
    t: integer('t').notNull(),
  },
  (t) => [
    index('fingerprint_landmarks_hash_idx').on(t.hash, t.fingerprintId, t.t),
    index('fingerprint_landmarks_fp_idx').on(t.fingerprintId),
  ],
);

/**
 * How many landmarks are stored under each hash (decision 058, "Cost of the lookup"): a lookup reads the
 * upload's rarest hashes first, within a row budget. Kept by statement triggers on `fingerprint_landmarks`
 * (migration 0043), so every insert and delete, a cascade included, keeps it exact.
 */
export const fingerprintHashCounts = pgTable('fingerprint_hash_counts', {
  hash: integer('hash').primaryKey(),
  landmarks: integer('landmarks').notNull(),
});

/**
 * An upload whose audio matched another account's work: a beat held for an admin, or a delivery flagged to the
 * deal's partner. The match is recorded as found (score, ratio, offset), with the original's title then.
 */
export const contentHolds = pgTable(
  'content_holds',
  {
    id: text('id').primaryKey(),
    subject: text('subject', { enum: HOLD_SUBJECTS }).notNull(),
    /** The beat's or the deal's id. */
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    matchedMediaId: text('matched_media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    matchedOwnerId: text('matched_owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    matchedTitle: text('matched_title').notNull(),
    score: integer('score').notNull(),
    ratio: real('ratio').notNull(),
    offsetSeconds: real('offset_seconds').notNull(),
    status: text('status', { enum: HOLD_STATUSES }).notNull(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_holds_subject_media_idx').on(t.subject, t.subjectId, t.mediaId),
    index('content_holds_status_idx').on(t.status, t.createdAt),
    index('content_holds_uploader_idx').on(t.uploaderId),
  ],
);
