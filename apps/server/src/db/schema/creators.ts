import { ratingHundredths } from '@pulse/domain/creator-search';
import { AVAILABILITIES } from '@pulse/domain/creators';
import { DISCOVER_CATEGORIES } from '@pulse/domain/discover';
import { RATING_PRIOR } from '@pulse/domain/reputation';
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { mediaFiles } from './media';

export interface SnippetPreview {
  type: 'audio' | 'video' | 'image_carousel' | 'ar_demo';
  durationSeconds: number;
  previewUrl: string | null;
  description: string;
}
/** A work the creative lists on their profile (its title, and whether it matched a partner brief). */
export interface RecentWork {
  title: string;
  briefMatch: boolean;
}

/** PostgreSQL full-text document; written by a trigger, read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * The numbers a card shows, earned from behaviour (decision 060): each is counted from rows by the database
     * function refresh_creator_stats, which triggers on those rows call in the same transaction, and a job calls
     * again for rows whose `statsDueAt` has come (a figure that changes by time alone). Never written directly.
     * Fans' standing co-signs (creator_reactions).
     */
    cosigns: integer('cosigns').notNull().default(0),
    authenticityScore: integer('authenticity_score').notNull().default(0),
    /**
     * Cached for search (decision 035): the Bayesian overall rating of revealed, unhidden reviews in hundredths
     * of a star (417 = 4.17; the prior, 4.00, without reviews) and how many reviews back it. Refreshed with the
     * Pulse Score (both reviews in, the hourly sweep, a review hidden by Pulse).
     */
    reviewRating: integer('review_rating').notNull().default(ratingHundredths(RATING_PRIOR.mean)),
    reviewCount: integer('review_count').notNull().default(0),
    /** Works published in the last 30 days (snippets with a ready file, beats on sale, feed pieces). */
    recentUploads: integer('recent_uploads').notNull().default(0),
    /** Co-signs, plus people who saved the creative to a list, plus co-signs on their feed pieces. */
    engagement: integer('engagement').notNull().default(0),
    /** 0-100: conversations others opened in the last year that the creative answered within 24 hours; null: none yet. */
    responseRate: integer('response_rate'),
    /** The median minutes to the creative's first answer; null while none is answered. */
    responseMinutes: integer('response_minutes'),
    /** The conversations the response rate is from. */
    responseThreads: integer('response_threads').notNull().default(0),
    /** The next moment a figure above changes by time alone (a work leaving the 30 days, an unanswered question). */
    statsDueAt: timestamp('stats_due_at', { withTimezone: true }),
    vibeTags: text('vibe_tags').array().notNull().default([]),
    /** Lower-cased vibe tags, kept by a trigger so every writer (seeds included) stays in step; GIN-indexed. */
    tagKeys: text('tag_keys').array().notNull().default([]),
    /** The Discover role derived from the tags (spec part 2, section 3), kept by the same trigger. */
    category: text('category', { enum: DISCOVER_CATEGORIES }).notNull().default('producer'),
    gear: text('gear').array().notNull().default([]),
    recentWork: jsonb('recent_work').$type<RecentWork[]>().notNull().default([]),
    collaborationRateCents: integer('collaboration_rate_cents'),
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('available'),
    preferredBrands: text('preferred_brands').array().notNull().default([]),
    // The setup wizard's profile (spec part 1, section 3, creatorProfile).
    bio: text('bio').notNull().default(''),
    creativeTypes: text('creative_types').array().notNull().default([]),
    experience: text('experience'),
    portfolio: text('portfolio').array().notNull().default([]),
    /** The creative's picture and profile cover (media_files, kind image); null: generated art instead. */
    avatarMediaId: text('avatar_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    coverMediaId: text('cover_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** Free-text ranges: photoShoot, videoProject, designWork, consultation. */
    rates: jsonb('rates').$type<Record<string, string>>().notNull().default({}),
    specialties: text('specialties').array().notNull().default([]),
    /** instagram, portfolio, website. */
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    setupCompleted: boolean('setup_completed').notNull().default(false),
    // Brand search filters (spec part 2, section 3, brand filters; options in section 9).
    /** Music, Visual Art, Fashion, Photography, Design, Writing. */
    field: text('field'),
    languages: text('languages').array().notNull().default([]),
    /** North America, Europe, Asia, South America, Africa, Australia. */
    region: text('region'),
    diversityMarkers: text('diversity_markers').array().notNull().default([]),
    collaborationTypes: text('collaboration_types').array().notNull().default([]),
    postingFrequency: text('posting_frequency'),
    /** Name, niche, focus, bio, location and tags; kept by a trigger for brand search. */
    searchDocument: tsvector('search_document'),
    /**
     * The filter values above as one GIN-indexed array ("niche:Music", "language:English", "location:Asia",
     * "diversity:POC", "collaboration:Licensing", "frequency:Weekly"), kept by a trigger, so brand search
     * narrows by several filters inside one index (decision 015).
     */
    searchFacets: text('search_facets').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('creator_profiles_created_idx').on(t.createdAt, t.userId),
    index('creator_profiles_tag_keys_idx').using('gin', t.tagKeys),
    index('creator_profiles_category_idx').on(t.category, t.userId),
    index('creator_profiles_cosigns_idx').on(t.cosigns, t.userId),
    index('creator_profiles_search_idx').using('gin', t.searchDocument),
    index('creator_profiles_languages_idx').using('gin', t.languages),
    index('creator_profiles_rate_idx').on(t.collaborationRateCents, t.userId),
    index('creator_profiles_facets_idx').using('gin', t.searchFacets),
    // Brand search's order (highest Pulse Score first, then id) and its keyset cursor.
    index('creator_profiles_pulse_idx').on(t.authenticityScore, t.userId),
    // Search's "Top rated" order and its keyset cursor (decision 035).
    index('creator_profiles_rating_idx').on(t.reviewRating, t.reviewCount, t.userId),
    check('creator_profiles_review_rating_check', sql`${t.reviewRating} BETWEEN 100 AND 500`),
    check('creator_profiles_review_count_check', sql`${t.reviewCount} >= 0`),
    // What the stats job refreshes (decision 060): only rows with a figure that time will change.
    index('creator_profiles_stats_due_idx').on(t.statsDueAt).where(sql`${t.statsDueAt} is not null`),
    check('creator_profiles_response_rate_check', sql`${t.responseRate} BETWEEN 0 AND 100`),
    check(
      'creator_profiles_counts_check',
      sql`${t.cosigns} >= 0 AND ${t.recentUploads} >= 0 AND ${t.engagement} >= 0 AND ${t.responseThreads} >= 0`,
    ),
  ],
);
