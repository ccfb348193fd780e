import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A fan's taste (spec part 1, section 3, taste; DESIGN 5.5). One row per user. */
export const tasteProfiles = pgTable('taste_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Derived vibes (the fan quiz's "preferred_vibes"). */
  preferredVibes: text('preferred_vibes').array().notNull().default([]),
  /** Fan quiz answers: energy, production, focus. */
  quizResponses: jsonb('quiz_responses').$type<Record<string, string>>().notNull().default({}),
  /** Micro-calibration answers by question id. */
  microCalibration: jsonb('micro_calibration').$type<Record<string, string>>().notNull().default({}),
  anchor: text('anchor'),
  /** Creator ids the micro-calibration scored highest (top 5). */
  matchedArtists: text('matched_artists').array().notNull().default([]),
  /** Creator ids liked during swipe matching. */
  likedCreators: text('liked_creators').array().notNull().default([]),
  /** The weighted tag profile ranking reads (issue: fan discovery). */
  tagWeights: jsonb('tag_weights').$type<Record<string, number>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
