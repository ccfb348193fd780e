import { z } from 'zod';
import { AVAILABILITIES } from './creators';
import { Availability } from './creators-contracts';
import { displayName, normalizePortfolioUrl, portfolioUrl } from './fields';
import { APPROVAL_STATUSES } from './roles';

/**
 * The creator setup wizard (spec part 1, sections 3 to 5): seven steps, the last a preview.
 * Lists the spec does not give (nine of the twelve creative types, the twenty specialties) are ours:
 * docs/decisions/006-creator-setup-and-application-review.md.
 */
export const CREATOR_SETUP_STEPS = 7;
/** Complete Setup is pressed on this step; the next one is the preview. */
export const CREATOR_SETUP_SUBMIT_STEP = 6;

export const CREATIVE_TYPES = [
  'Videographer',
  'Graphic Designer',
  'Producer',
  'Photographer',
  'Filmmaker',
  'Video Editor',
  'Motion Designer',
  'Animator',
  'Illustrator',
  'Audio Engineer',
  'Songwriter',
  'Content Creator',
] as const;
export type CreativeType = (typeof CREATIVE_TYPES)[number];

export const EXPERIENCE_LEVELS = [
  'just-starting',
  'getting-experience',
  'professional',
  'expert',
  'industry-veteran',
] as const;
export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS, { error: 'Pick your experience level' });
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;

export const EXPERIENCE_LABELS: Record<ExperienceLevel, { label: string; years: string }> = {
  'just-starting': { label: 'Just Starting', years: '0-1 years' },
  'getting-experience': { label: 'Getting Experience', years: '1-3 years' },
  professional: { label: 'Professional', years: '3-5 years' },
  expert: { label: 'Expert', years: '5+ years' },
  'industry-veteran': { label: 'Industry Veteran', years: '10+ years' },
};

export function experienceLabel(level: string | null | undefined): string | null {
  if (!level) return null;
  const found = EXPERIENCE_LABELS[level as ExperienceLevel];
  return found ? `${found.label} (${found.years})` : null;
}

export const SPECIALTIES = [
  'Music Videos',
  'Brand Campaigns',
  'Social Media Content',
  'Event Coverage',
  'Documentary',
  'Short Films',
  'Product Shoots',
  'Portraits',
  'Drone Footage',
  'Color Grading',
  'Motion Graphics',
  'Logo & Brand Identity',
  'Posters & Flyers',
  'Album Artwork',
  'Merch Design',
  'Beat Making',
  'Mixing & Mastering',
  'Sound Design',
  'Film & Game Scoring',
  'Podcast Production',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/**
 * Free-text rate ranges: the spec's four (photoShoot, videoProject, designWork, consultation) and two for music
 * (customBeat, mixingMastering), since a producer sells neither photo shoots nor design work.
 */
export const RATE_KEYS = [
  'customBeat',
  'mixingMastering',
  'videoProject',
  'photoShoot',
  'designWork',
  'consultation',
] as const;
export type RateKey = (typeof RATE_KEYS)[number];
export const RATE_LABELS: Record<RateKey, string> = {
  customBeat: 'Custom Beat',
  mixingMastering: 'Mix & Master',
  videoProject: 'Video Project',
  photoShoot: 'Photo Shoot',
  designWork: 'Design Work',
  consultation: 'Consultation',
};

/** One schema per rate key (every rates object has them all; a blank one is an empty string). */
export function rateFields<T extends z.ZodType>(field: T): Record<RateKey, T> {
  return Object.fromEntries(RATE_KEYS.map((key) => [key, field])) as Record<RateKey, T>;
}

/** The rates each creative type sells; Consultation fits everyone. */
const RATES_BY_TYPE: Record<CreativeType, readonly RateKey[]> = {
  Producer: ['customBeat', 'mixingMastering'],
  'Audio Engineer': ['mixingMastering'],
  Songwriter: ['customBeat'],
  Videographer: ['videoProject', 'photoShoot'],
  Filmmaker: ['videoProject'],
  'Video Editor': ['videoProject'],
  Photographer: ['photoShoot'],
  'Content Creator': ['videoProject', 'photoShoot'],
  'Graphic Designer': ['designWork'],
  Illustrator: ['designWork'],
  'Motion Designer': ['designWork', 'videoProject'],
  Animator: ['designWork', 'videoProject'],
};
/** The creative kinds of sign-up (roles.ts), for someone who has not picked creative types yet. */
const RATES_BY_ROLE: Record<string, readonly RateKey[]> = {
  producer: RATES_BY_TYPE.Producer,
  videographer: RATES_BY_TYPE.Videographer,
  filmmaker: RATES_BY_TYPE.Filmmaker,
  designer: RATES_BY_TYPE['Graphic Designer'],
};

/**
 * The rate fields to offer a creative: those of their creative types (else of their creative role), plus
 * Consultation, plus any rate they already filled so nothing saved is hidden. Nothing known: the spec's four.
 */
export function rateKeysFor(input: {
  creativeTypes?: readonly string[];
  creativeRole?: string | null;
  rates?: Partial<Record<string, string>>;
}): RateKey[] {
  const fits = new Set<RateKey>();
  for (const type of input.creativeTypes ?? [])
    for (const key of RATES_BY_TYPE[type as CreativeType] ?? []) fits.add(key);
  if (fits.size === 0 && input.creativeRole) for (const key of RATES_BY_ROLE[input.creativeRole] ?? []) fits.add(key);
  if (fits.size === 0) for (const key of ['photoShoot', 'videoProject', 'designWork'] as const) fits.add(key);
  fits.add('consultation');
  for (const key of RATE_KEYS) if ((input.rates?.[key] ?? '').trim() !== '') fits.add(key);
  return RATE_KEYS.filter((key) => fits.has(key));
}
export const RATE_MAX = 40;

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: 'Available',
  busy: 'Busy',
  booked: 'Booked',
};

export const BIO_MAX = 1000;
export const LOCATION_MAX = 100;
export const INSTAGRAM_MAX = 100;
export const URL_MAX = 2000;
const INVALID_URL = 'Please enter a valid URL';

const dedupe = <T>(values: T[]): T[] => [...new Set(values)];

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

/** The links that show work, for the profile's `portfolio` list: portfolio first, then website. */
export function portfolioLinks(socialLinks: { portfolio?: string; website?: string }): string[] {
  const links = [socialLinks.portfolio ?? '', socialLinks.website ?? '']
    .map((l) => normalizePortfolioUrl(l))
    .filter((l): l is string => Boolean(l));
  return dedupe(links);
}

// ---------------------------------------------------------------------------------------------
// Advisory guidance (spec part 1, section 5): never blocks, only advises.

export type GuidanceLevel = 'prompt' | 'suggestion' | 'good' | 'warning';
export interface Guidance {
  level: GuidanceLevel;
  message: string;
}

export const NAME_SHORT = 2;
export const NAME_LONG = 20;
/** Name under 2 characters prompts, over 20 suggests a shorter one. */
export function nameGuidance(name: string): Guidance {
  const n = name.trim().length;
  if (n < NAME_SHORT)
    return { level: 'prompt', message: 'Add the name people will know you by (2 characters or more).' };
  if (n > NAME_LONG) {
    return { level: 'suggestion', message: 'Shorter names stick: consider 20 characters or fewer.' };
  }
  return { level: 'good', message: 'Looks good.' };
}

export const BIO_SHORT = 20;
export const BIO_ADVISED_MIN = 50;
export const BIO_ADVISED_MAX = 150;
export const BIO_LONG = 200;
/** Bio under 20 prompts, over 200 suggests condensing, 50 to 150 is advised. */
export function bioGuidance(bio: string): Guidance {
  const n = bio.trim().length;
  if (n < BIO_SHORT) {
    return { level: 'prompt', message: 'Tell partners a bit more about your work: at least 20 characters.' };
  }
  if (n > BIO_LONG)
    return { level: 'suggestion', message: 'Consider condensing: bios over 200 characters get skimmed.' };
  if (n < BIO_ADVISED_MIN) return { level: 'suggestion', message: 'Nearly there: 50-150 characters reads best.' };
  if (n > BIO_ADVISED_MAX) return { level: 'suggestion', message: 'A little long: 50-150 characters reads best.' };
  return { level: 'good', message: 'Great length: 50-150 characters reads best.' };
}

export const TYPES_ADVISED_MIN = 2;
export const TYPES_ADVISED_MAX = 4;
export const TYPES_TOO_MANY = 5;
/** 2 to 4 creative types are advised; over 5 is too many. */
export function creativeTypesGuidance(count: number): Guidance {
  if (count === 0) return { level: 'prompt', message: 'Pick at least one creative type.' };
  if (count > TYPES_TOO_MANY) {
    return { level: 'warning', message: 'Too many types: over 5 blurs your profile. Keep your strongest 2-4.' };
  }
  if (count < TYPES_ADVISED_MIN) {
    return { level: 'suggestion', message: 'Add another if it fits: 2-4 types helps partners find you.' };
  }
  if (count > TYPES_ADVISED_MAX) return { level: 'suggestion', message: '2-4 types keeps your profile focused.' };
  return { level: 'good', message: 'Nice focus: 2-4 types is the sweet spot.' };
}

/** Rates are judged against $500 scaled by experience (decision 006). */
export const RATE_BASELINE = 500;
export const EXPERIENCE_RATE_SCALE: Record<ExperienceLevel, number> = {
  'just-starting': 0.5,
  'getting-experience': 1,
  professional: 1.5,
  expert: 2,
  'industry-veteran': 3,
};
/** The typical project rate in dollars for an experience level ($500 when it is not known yet). */
export function rateBenchmark(experience: ExperienceLevel | null | undefined): number {
  return RATE_BASELINE * (experience ? EXPERIENCE_RATE_SCALE[experience] : 1);
}

/** Dollar figures in a free-text range: "$200-400" -> [200, 400]; "1.5k" -> [1500]. */
export function parseRateFigures(text: string): number[] {
  const figures: number[] = [];
  for (const match of text.replace(/,(?=\d{3})/g, '').matchAll(/(\d+(?:\.\d+)?)\s*(k)?/gi)) {
    const value = Number(match[1]) * (match[2] ? 1000 : 1);
    if (Number.isFinite(value)) figures.push(value);
  }
  return figures;
}

/** Below half the benchmark is low; above twice the benchmark is high; in between is in line. */
export const RATE_LOW_FACTOR = 0.5;
export const RATE_HIGH_FACTOR = 2;
export type RateVerdict = 'low' | 'fair' | 'high' | 'unclear';
export interface RateGuidance extends Guidance {
  verdict: RateVerdict;
  benchmark: number;
}

/** Judges one free-text rate by the middle of its range; an empty rate gets no guidance. */
export function rateGuidance(text: string, experience: ExperienceLevel | null | undefined): RateGuidance | null {
  if (text.trim() === '') return null;
  const benchmark = rateBenchmark(experience);
  const figures = parseRateFigures(text);
  if (figures.length === 0) {
    return {
      verdict: 'unclear',
      benchmark,
      level: 'prompt',
      message: 'Use dollar figures, like $200-400, so partners can compare.',
    };
  }
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  const middle = (low + high) / 2;
  const typical = `the typical $${benchmark.toLocaleString('en-US')}`;
  if (middle < benchmark * RATE_LOW_FACTOR) {
    return {
      verdict: 'low',
      benchmark,
      level: 'suggestion',
      message: `Below ${typical} for your experience. Don't undersell yourself.`,
    };
  }
  if (middle > benchmark * RATE_HIGH_FACTOR) {
    return {
      verdict: 'high',
      benchmark,
      level: 'warning',
      message: `Above ${typical} for your experience. Make sure your portfolio backs it up.`,
    };
  }
  return { verdict: 'fair', benchmark, level: 'good', message: `In line with ${typical} for your experience.` };
}

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
export type SetupDraft = CreatorSetupDraft['draft'];

// ---------------------------------------------------------------------------------------------
// Contracts of the saved profile.

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

// ---------------------------------------------------------------------------------------------
// What the creative onboarding (/onboarding/creative) already asked.

/** The onboarding answers the wizard can reuse (its draft's basics and profile steps). */
export interface OnboardingAnswers {
  role: 'producer' | 'filmmaker';
  displayName: string;
  location: string;
  bio: string;
  portfolioLink: string;
}

const ONBOARDING_CREATIVE_TYPE: Record<OnboardingAnswers['role'], CreativeType> = {
  producer: 'Producer',
  filmmaker: 'Filmmaker',
};

/**
 * Fills the wizard's blanks from the onboarding draft, so `/creator/setup` does not ask again for the name and
 * location just entered (issue 18 item 12). Anything the creative already has in the wizard is kept.
 */
export function fillFromOnboarding(draft: SetupDraft, answers: OnboardingAnswers | null): SetupDraft {
  if (!answers) return draft;
  const blank = (v: string) => v.trim() === '';
  const portfolio = normalizePortfolioUrl(answers.portfolioLink) ?? '';
  return {
    ...draft,
    displayName: blank(draft.displayName) ? answers.displayName.trim() : draft.displayName,
    location: blank(draft.location) ? answers.location.trim() : draft.location,
    bio: blank(draft.bio) ? answers.bio.trim() : draft.bio,
    creativeTypes: draft.creativeTypes.length === 0 ? [ONBOARDING_CREATIVE_TYPE[answers.role]] : draft.creativeTypes,
    socialLinks: {
      ...draft.socialLinks,
      portfolio: blank(draft.socialLinks.portfolio) ? portfolio : draft.socialLinks.portfolio,
    },
  };
}
