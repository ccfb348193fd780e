import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export interface SnippetPreview {
  type: 'audio' | 'video' | 'image_carousel' | 'ar_demo';
  durationSeconds: number;
  previewUrl: string | null;
  description: string;
}
export interface RecentWork {
  title: string;
  briefMatch: boolean;
  engagement: number;
}

/** A creative's public card (spec part 1, section 3). One row per creator user. */
export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    raceGender: text('race_gender').notNull().default(''),
    age: integer('age').notNull(),
    location: text('location').notNull().default('Remote'),
    niche: text('niche').notNull(),
    focus: text('focus').notNull(),
    look: text('look').notNull().default(''),
    snippet: jsonb('snippet').$type<SnippetPreview>().notNull(),
    cosigns: integer('cosigns').notNull().default(0),
    authenticityScore: integer('authenticity_score').notNull().default(0),
    recentUploads: integer('recent_uploads').notNull().default(0),
    briefMatches: integer('brief_matches').notNull().default(0),
    vibeTags: text('vibe_tags').array().notNull().default([]),
    gear: text('gear').array().notNull().default([]),
    recentWork: jsonb('recent_work').$type<RecentWork[]>().notNull().default([]),
    collaborationRateCents: integer('collaboration_rate_cents').notNull(),
    availability: text('availability', { enum: ['available', 'busy', 'booked'] })
      .notNull()
      .default('available'),
    preferredBrands: text('preferred_brands').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creator_profiles_created_idx').on(t.createdAt, t.userId)],
);
