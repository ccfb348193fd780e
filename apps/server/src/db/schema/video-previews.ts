import { VIDEO_PREVIEW_STATUSES } from '@pulse/domain/video-previews';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A collaboration preview a partner asked the external video provider for (issue 11 item 6; decision 017).
 * Failed requests are kept too, with the provider's error, so the partner sees what happened.
 */
export const videoPreviews = pgTable(
  'video_previews',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    style: text('style').notNull().default(''),
    duration: integer('duration').notNull(),
    aspectRatio: text('aspect_ratio').notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: VIDEO_PREVIEW_STATUSES }).notNull(),
    url: text('url'),
    thumbnailUrl: text('thumbnail_url'),
    providerId: text('provider_id'),
    model: text('model'),
    /** The estimate shown before asking (3.5 per video), in hundredths. */
    estimatedCostCents: integer('estimated_cost_cents').notNull(),
    error: text('error'),
    /** The provider's whole answer, kept as metadata. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_previews_owner_idx').on(t.ownerId, t.createdAt)],
);
