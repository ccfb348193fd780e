import type { SoundFeatures } from '@pulse/domain/audio-analysis';
import { MEDIA_STATUSES } from '@pulse/domain/media';
import { MEDIA_ANALYSIS_STATUSES } from '@pulse/domain/media-analysis-contracts';
import { MEDIA_KINDS, SNIPPET_KINDS } from '@pulse/domain/uploads';
import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A stored upload (DESIGN 2, media): the original bytes live in storage (local ./data/media or S3-compatible)
 * under `storageKey`, exactly as uploaded; the type was checked by content, the duration read from the media.
 * What a browser needs (image sizes, a poster, a web-playable rendition, a preview clip, peaks) is derived by
 * the `media.process` job into `media_variants`; `status` says how far that got (decision 021).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Whole seconds; null for PDFs. */
    durationSeconds: integer('duration_seconds'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull().default(''),
    /** processing until the job derived every variant; failed keeps the reason a person can read. */
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('processing'),
    failureReason: text('failure_reason'),
    /** Intrinsic size of the picture (image, or a video's frame), so a page reserves the space. */
    width: integer('width'),
    height: integer('height'),
    /** A thumbhash (base64) of the picture, shown while it loads. */
    placeholder: text('placeholder'),
    /** Audio waveform peaks 0..1. */
    peaks: jsonb('peaks').$type<number[]>(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_owner_idx').on(t.ownerId, t.createdAt), index('media_files_status_idx').on(t.status)],
);

/**
 * A derived file of one upload (Immich's "derived assets"): image widths, a video poster and rendition, an
 * audio preview clip. Stored under a content-addressed key, so its URL can be cached for a year; regenerated
 * from the original at any time.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    /** image-640, poster-1280, rendition, preview ... (see @pulse/domain/media). */
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    sizeBytes: integer('size_bytes').notNull(),
    /** sha256 of the bytes (hex); the key and the URL carry it. */
    hash: text('hash').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.name] })],
);

/**
 * What the `media.analyse` job heard in an audio file (issue 32, decision 056): tempo, key, loudness, the
 * summary the tag suggestions are read from, and the feature vector for "sounds like". One row per file, from
 * the moment its analysis is queued; regenerated from the original at any time.
 */
export const mediaAnalyses = pgTable(
  'media_analyses',
  {
    mediaId: text('media_id')
      .primaryKey()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    /** pending (queued), ready, failed (retrying: "Analysis unavailable"), unanalysable (the file says no). */
    status: text('status', { enum: MEDIA_ANALYSIS_STATUSES }).notNull().default('pending'),
    /** Why there is no analysis, or what part of it is missing, in words a person reads. */
    message: text('message'),
    bpm: integer('bpm'),
    musicalKey: text('musical_key'),
    loudnessLufs: real('loudness_lufs'),
    peakDbtp: real('peak_dbtp'),
    features: jsonb('features').$type<SoundFeatures>(),
    /** FEATURE_VECTOR_LENGTH numbers of unit length (featureVector in the domain). */
    vector: real('vector').array(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_analyses_status_idx').on(t.status),
    // What was heard lately: "Sounds like this" picks up beats analysed after they were published (decision 057).
    index('media_analyses_analysed_idx').on(t.analysedAt),
  ],
);

export interface SnippetSplit {
  name: string;
  percentage: number;
}

/**
 * A creative's work item (spec part 1, section 3: snippet / upload item): a short snippet or a full track,
 * with categories, tags and, for producers, the rights (ownership, usage tiers, collaborator splits).
 */
export const snippets = pgTable(
  'snippets',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mediaId: text('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** snippet (short preview, the snippet limits) or track (a full producer track, 50 MB). */
    kind: text('kind', { enum: SNIPPET_KINDS }).notNull().default('snippet'),
    title: text('title').notNull(),
    categories: text('categories').array().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    ownershipPercentage: integer('ownership_percentage').notNull().default(100),
    /** ugc, podcast, commercial, sync. */
    usageTiers: text('usage_tiers').array().notNull().default([]),
    splits: jsonb('splits').$type<SnippetSplit[]>().notNull().default([]),
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('snippets_creator_idx').on(t.creatorId, t.createdAt)],
);

/** Send The Signal from the studio: `POST /api/signal` with {content, context}. */
export const signals = pgTable(
  'signals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    context: text('context').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signals_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The editable profile's shared and role-specific fields that have no other home (spec part 2, section 3,
 * editable profile). Creators' card fields stay on creator_profiles; partners' company on partner_profiles.
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  location: text('location').notNull().default(''),
  website: text('website').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  interests: text('interests').array().notNull().default([]),
  discoveryPreferences: text('discovery_preferences').array().notNull().default([]),
  industry: text('industry').notNull().default(''),
  teamSize: text('team_size').notNull().default(''),
  budget: text('budget').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
