import { z } from 'zod';
import {
  BIO_MAX,
  CREATIVE_TYPES,
  CREATOR_SETUP_SUBMIT_STEP,
  dedupe,
  EXPERIENCE_LEVELS,
  INSTAGRAM_MAX,
  INVALID_URL,
  LOCATION_MAX,
  SPECIALTIES,
  URL_MAX,
} from './creator-setup';
import { AVAILABILITIES } from './creators';
import { Availability } from './creators-contracts';
import { displayName, portfolioUrl } from './fields-contracts';
import { RATE_MAX, rateFields } from './rates';
import { APPROVAL_STATUSES } from './roles';

/** The API's shapes of the creator setup wizard and a creative's profile; its steps, options and guidance are in `creator-setup.ts` (decision 043). */

export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS, { error: 'Pick your experience level' });
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;

// Step 1: display name, bio and location are required (spec part 1, section 5).
export const setupBio = z
  .string({ error: 'Bio is required' })
  .trim()
  .min(1, { error: 'Bio is required', abort: true })
  .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`);

export const setupLocation = z
  .string({ error: 'Location is required' })
  .trim()
  .min(1, { error: 'Location is required', abort: true })
  .max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`);

export const SetupBasics = z.object({ displayName, bio: setupBio, location: setupLocation });

// Step 2: at least one creative type.
export const SetupCreativeTypes = z.object({
  creativeTypes: z
    .array(z.enum(CREATIVE_TYPES, { error: 'Pick creative types from the list' }), {
      error: 'Pick at least one creative type',
    })
    .min(1, 'Pick at least one creative type')
    .transform(dedupe),
});

// Step 3: an experience level.
export const SetupExperience = z.object({ experience: ExperienceLevel });

// Steps 4 to 6 have no required fields.
const rate = z.string().trim().max(RATE_MAX, `Keep each rate under ${RATE_MAX} characters`).default('');

export const SetupRates = z.object({
  rates: z.object(rateFields(rate)).prefault({}),
});

export const SetupSpecialties = z.object({
  specialties: z
    .array(z.enum(SPECIALTIES, { error: 'Pick specialties from the list' }))
    .max(SPECIALTIES.length)
    .default([])
    .transform(dedupe),
  availability: Availability.default('available'),
});

/** Optional link: empty stays empty; anything else must be a web address ("Please enter a valid URL"). */
export const optionalUrl = z.string({ error: INVALID_URL }).max(URL_MAX, INVALID_URL).default('').pipe(portfolioUrl);

export const SetupSocialLinks = z.object({
  socialLinks: z
    .object({
      instagram: z
        .string()
        .trim()
        .max(INSTAGRAM_MAX, `Instagram must be at most ${INSTAGRAM_MAX} characters`)
        .default(''),
      portfolio: optionalUrl,
      website: optionalUrl,
    })
    .prefault({}),
});

/** POST /api/creative-profiles: the whole wizard, sent by Complete Setup. */
export const CreativeProfileRequest = z.object({
  ...SetupBasics.shape,
  ...SetupCreativeTypes.shape,
  ...SetupExperience.shape,
  ...SetupRates.shape,
  ...SetupSpecialties.shape,
  ...SetupSocialLinks.shape,
});
export type CreativeProfileRequest = z.infer<typeof CreativeProfileRequest>;

/** The wizard's unfinished state as the browser keeps it between visits (decision 006). */
export const CreatorSetupDraft = z.object({
  step: z.number().int().min(1).max(CREATOR_SETUP_SUBMIT_STEP),
  draft: z.object({
    displayName: z.string().max(200),
    bio: z.string().max(BIO_MAX * 2),
    location: z.string().max(200),
    creativeTypes: z.array(z.string()).max(CREATIVE_TYPES.length),
    experience: z.enum(EXPERIENCE_LEVELS).nullable(),
    rates: z.object(rateFields(z.string().default(''))),
    specialties: z.array(z.string()).max(SPECIALTIES.length),
    availability: z.enum(AVAILABILITIES),
    socialLinks: z.object({ instagram: z.string(), portfolio: z.string(), website: z.string() }),
  }),
});
export type CreatorSetupDraft = z.infer<typeof CreatorSetupDraft>;

export const CreativeProfile = z.object({
  displayName: z.string(),
  bio: z.string(),
  location: z.string(),
  creativeTypes: z.array(z.string()),
  experience: z.enum(EXPERIENCE_LEVELS).nullable(),
  rates: z.object(rateFields(z.string())),
  specialties: z.array(z.string()),
  availability: z.enum(AVAILABILITIES),
  socialLinks: z.object({ instagram: z.string(), portfolio: z.string(), website: z.string() }),
  portfolio: z.array(z.string()),
  setupCompleted: z.boolean(),
  updatedAt: z.string(),
});
export type CreativeProfile = z.infer<typeof CreativeProfile>;

/** The caller's own application of one kind, as the applicant sees it. */
export const MyApplication = z.object({
  id: z.string(),
  kind: z.enum(['creative', 'partner']),
  status: z.enum(APPROVAL_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type MyApplication = z.infer<typeof MyApplication>;

/** GET /api/creative-profiles/me and the answer of POST /api/creative-profiles. */
export const MyCreativeProfileResponse = z.object({
  profile: CreativeProfile.nullable(),
  /** The latest creative application (pending, or the last decision). */
  application: MyApplication.nullable(),
  /** The account's review status as a Creative; null before it ever applied or took the role. */
  creatorStatus: z.enum(APPROVAL_STATUSES).nullable(),
});
export type MyCreativeProfileResponse = z.infer<typeof MyCreativeProfileResponse>;

export type CreativeProfileInput = z.input<typeof CreativeProfileRequest>;

/** The schema that gates Continue on each step (1-based); steps 4 to 6 always pass unless a field is malformed. */
export const SETUP_STEP_SCHEMAS = {
  1: SetupBasics,
  2: SetupCreativeTypes,
  3: SetupExperience,
  4: SetupRates,
  5: SetupSpecialties,
  6: SetupSocialLinks,
} as const;

/** Field errors of one step, keyed by dotted path ("socialLinks.website"). */
export function setupStepErrors(step: number, draft: unknown): Record<string, string> {
  const schema = SETUP_STEP_SCHEMAS[step as keyof typeof SETUP_STEP_SCHEMAS];
  if (!schema) return {};
  const result = schema.safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export function canContinueSetup(step: number, draft: unknown): boolean {
  return Object.keys(setupStepErrors(step, draft)).length === 0;
}
