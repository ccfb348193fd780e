import { z } from 'zod';
import {
  COLLABORATION_TYPES,
  DIVERSITY_MARKERS,
  POSTING_FREQUENCIES,
  SEARCH_LANGUAGES,
  SEARCH_LOCATIONS,
  SEARCH_NICHES,
} from './creator-search';
import { BIO_MAX, INSTAGRAM_MAX, LOCATION_MAX, SPECIALTIES } from './creator-setup';
import { ExperienceLevel, optionalUrl } from './creator-setup-contracts';
import { Availability } from './creators-contracts';
import { displayName } from './fields-contracts';
import { RATE_KEYS, RATE_MAX, rateFields } from './rates';
import { Role } from './roles-contracts';

/**
 * The editable profile (spec part 2, section 3; issue 6 item 6) at `/profile/edit`, for every role.
 *
 * - GET /api/profile → ProfileResponse: the caller's shared fields and their role's section.
 * - PUT /api/profile (UpdateProfileRequest) → ProfileResponse. Only the caller's role's section is applied.
 *
 * Storage: name on the account; shared fields, fan interests and brand industry/team size/budget on
 * member_profiles; a creative's experience, availability, specialties, rates and brand search fields (niche,
 * languages, region, diversity markers, collaboration types, posting frequency; decision 015), and the bio and
 * location the cards show, on creator_profiles; a partner's company on partner_profiles.
 */

export const TWITTER_MAX = 100;
export const COMPANY_MAX = 100;
export const INDUSTRY_MAX = 100;
export const BUDGET_MAX = 100;
export const INTEREST_MAX = 32;
export const INTERESTS_MAX = 12;
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{7,20}$/;

export const PROFILE_MESSAGES = {
  bio: `Bio must be at most ${BIO_MAX} characters`,
  location: `Location must be at most ${LOCATION_MAX} characters`,
  instagram: `Instagram must be at most ${INSTAGRAM_MAX} characters`,
  twitter: `Twitter must be at most ${TWITTER_MAX} characters`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  company: `Company must be at most ${COMPANY_MAX} characters`,
  industry: `Industry must be at most ${INDUSTRY_MAX} characters`,
  budget: `Budget must be at most ${BUDGET_MAX} characters`,
  teamSize: 'Pick a team size from the list',
  interest: `Each interest must be at most ${INTEREST_MAX} characters`,
  interests: `Pick at most ${INTERESTS_MAX} interests`,
  specialties: 'Pick specialties from the list',
  rate: `Keep each rate under ${RATE_MAX} characters`,
  niche: 'Pick a niche from the list',
  languages: 'Pick languages from the list',
  region: 'Pick a region from the list',
  diversityMarkers: 'Pick diversity markers from the list',
  collaborationTypes: 'Pick collaboration types from the list',
  postingFrequency: 'Pick a posting frequency from the list',
} as const;

export const TEAM_SIZES = ['Just me', '2-10', '11-50', '51-200', '200+'] as const;

const text = (max: number, message: string) => z.string().trim().max(max, message).default('');

/** Optional e-mail: empty stays empty, anything else must be an address. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, PROFILE_MESSAGES.email)
  .default('')
  .refine((v) => v === '' || z.email().safeParse(v).success, PROFILE_MESSAGES.email)
  .transform((v) => v.toLowerCase());

const optionalPhone = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || (PHONE_PATTERN.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 7), PROFILE_MESSAGES.phone);

/** Handles are kept without a leading "@". */
const handle = (max: number, message: string) => text(max, message).transform((v) => v.replace(/^@+/, ''));

export const SharedProfileFields = z.object({
  name: displayName,
  bio: text(BIO_MAX, PROFILE_MESSAGES.bio),
  location: text(LOCATION_MAX, PROFILE_MESSAGES.location),
  website: optionalUrl,
  instagram: handle(INSTAGRAM_MAX, PROFILE_MESSAGES.instagram),
  twitter: handle(TWITTER_MAX, PROFILE_MESSAGES.twitter),
  email: optionalEmail,
  phone: optionalPhone,
});

/** One option from a list, or null when not set ("" from an empty select also reads as not set). */
const oneOf = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined || v === false ? null : v),
      z.enum(options, { error: message }).nullable(),
    )
    .default(null);

/** Any number of options from a list, each once, in the list's order. Optional: none is fine. */
const someOf = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .preprocess(
      (v) => (v === false || v === undefined || v === null ? [] : v),
      z.array(z.enum(options, { error: message }), { error: message }),
    )
    .transform((v) => options.filter((o) => v.includes(o)) as T[number][])
    .default([]);

const rate = z.string().trim().max(RATE_MAX, PROFILE_MESSAGES.rate).default('');

export const CreatorProfileFields = z.object({
  experience: ExperienceLevel.nullable().default(null),
  availability: Availability.default('available'),
  specialties: z
    .array(z.enum(SPECIALTIES, { error: PROFILE_MESSAGES.specialties }))
    .max(SPECIALTIES.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  rates: z.object(rateFields(rate)).prefault({}),
  // What brand search filters on (decision 015); options are creator search's own lists.
  niche: oneOf(SEARCH_NICHES, PROFILE_MESSAGES.niche),
  languages: someOf(SEARCH_LANGUAGES, PROFILE_MESSAGES.languages),
  region: oneOf(SEARCH_LOCATIONS, PROFILE_MESSAGES.region),
  diversityMarkers: someOf(DIVERSITY_MARKERS, PROFILE_MESSAGES.diversityMarkers),
  collaborationTypes: someOf(COLLABORATION_TYPES, PROFILE_MESSAGES.collaborationTypes),
  postingFrequency: oneOf(POSTING_FREQUENCIES, PROFILE_MESSAGES.postingFrequency),
});

export const BrandProfileFields = z.object({
  company: text(COMPANY_MAX, PROFILE_MESSAGES.company),
  industry: text(INDUSTRY_MAX, PROFILE_MESSAGES.industry),
  teamSize: z.union([z.enum(TEAM_SIZES), z.literal('')], { error: PROFILE_MESSAGES.teamSize }).default(''),
  budget: text(BUDGET_MAX, PROFILE_MESSAGES.budget),
});

export const FanProfileFields = z.object({
  interests: z
    .array(z.string().trim().min(1).max(INTEREST_MAX, PROFILE_MESSAGES.interest))
    .default([])
    .transform(uniqueCaseless)
    .pipe(z.array(z.string()).max(INTERESTS_MAX, PROFILE_MESSAGES.interests)),
});

export const UpdateProfileRequest = SharedProfileFields.extend({
  creator: CreatorProfileFields.optional(),
  brand: BrandProfileFields.optional(),
  fan: FanProfileFields.optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;
export type UpdateProfileInput = z.output<typeof UpdateProfileRequest>;

export const ProfileResponse = z.object({
  role: Role.nullable(),
  name: z.string(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  email: z.string(),
  phone: z.string(),
  creator: z
    .object({
      experience: ExperienceLevel.nullable(),
      availability: Availability,
      specialties: z.array(z.string()),
      rates: z.object(rateFields(z.string())),
      /** The rate fields that fit this creative (rateKeysFor): a producer is not asked for a Photo Shoot rate. */
      rateKeys: z.array(z.enum(RATE_KEYS)),
      niche: z.string().nullable(),
      languages: z.array(z.string()),
      region: z.string().nullable(),
      diversityMarkers: z.array(z.string()),
      collaborationTypes: z.array(z.string()),
      postingFrequency: z.string().nullable(),
    })
    .nullable(),
  brand: z.object({ company: z.string(), industry: z.string(), teamSize: z.string(), budget: z.string() }).nullable(),
  fan: z.object({ interests: z.array(z.string()) }).nullable(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** Which role section the editor shows (and the server applies): admins and role-less sessions get none. */
export function profileSectionFor(role: Role | null): 'creator' | 'brand' | 'fan' | null {
  return role === 'creator' || role === 'brand' || role === 'fan' ? role : null;
}

/** Each value once, case-insensitively, first spelling kept. */
export function uniqueCaseless(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const PROFILE_SAVED_MESSAGE = 'Profile saved';
export const PROFILE_SESSION_MESSAGE = 'Pick a role at Start first, so we have a profile to edit.';

/**
 * Where Back, Cancel and Save leave /profile/edit. The spec says /pulspace, which only creatives may open;
 * everyone else would land on Access Restricted, so they go to /pulse-profile (the top bar's Back target).
 */
export function profileEditExit(role: Role | null): string {
  return role === 'creator' ? '/pulspace' : '/pulse-profile';
}
