import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    age: integer('age'),
    location: text('location').notNull().default('Remote'),
    niche: text('niche').notNull().default(''),
    focus: text('focus').notNull().default(''),
    look: text('look').notNull().default(''),
    snippet: jsonb('snippet').$type<SnippetPreview>(),
    cosigns: integer('cosigns').notNull().default(0),
    authenticityScore: integer('authenticity_score').notNull().default(0),
    recentUploads: integer('recent_uploads').notNull().default(0),
    briefMatches: integer('brief_matches').notNull().default(0),
    vibeTags: text('vibe_tags').array().notNull().default([]),
    gear: text('gear').array().notNull().default([]),
    recentWork: jsonb('recent_work').$type<RecentWork[]>().notNull().default([]),
    collaborationRateCents: integer('collaboration_rate_cents'),
    availability: text('availability', { enum: ['available', 'busy', 'booked'] })
      .notNull()
      .default('available'),
    preferredBrands: text('preferred_brands').array().notNull().default([]),
    // The setup wizard's profile (spec part 1, section 3, creatorProfile).
    bio: text('bio').notNull().default(''),
    creativeTypes: text('creative_types').array().notNull().default([]),
    experience: text('experience'),
    portfolio: text('portfolio').array().notNull().default([]),
    /** Free-text ranges: photoShoot, videoProject, designWork, consultation. */
    rates: jsonb('rates').$type<Record<string, string>>().notNull().default({}),
    specialties: text('specialties').array().notNull().default([]),
    /** instagram, portfolio, website. */
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    setupCompleted: boolean('setup_completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creator_profiles_created_idx').on(t.createdAt, t.userId)],
);
