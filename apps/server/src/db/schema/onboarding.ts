import { ROLE_PREFERENCE_KINDS } from '@pulse/domain/role-quizzes';
import { START_CREATIVE_ROLES } from '@pulse/domain/roles';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** producerProfile.preferences and collaboratorProfile.preferences from the two 5-question quizzes. */
export const rolePreferences = pgTable(
  'role_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ROLE_PREFERENCE_KINDS }).notNull(),
    preferences: jsonb('preferences').$type<Record<string, string | string[]>>().notNull().default({}),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** The creative onboarding draft (role, currentStep, displayName, location, portfolioLink, ...) per creative role. */
export const onboardingDrafts = pgTable(
  'onboarding_drafts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: START_CREATIVE_ROLES }).notNull(),
    currentStep: integer('current_step').notNull().default(1),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
