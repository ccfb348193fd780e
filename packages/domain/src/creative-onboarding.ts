import { z } from 'zod';
import { DISPLAY_NAME_MAX, normalizePortfolioUrl } from './fields';
import { displayName } from './fields-contracts';
import { START_CREATIVE_ROLES } from './roles';

/**
 * Creative onboarding at /onboarding/creative/{basics,calibrate,profile,first-action}?role=producer|filmmaker
 * (spec part 1, sections 2, 4 and 5). The step rules are pure functions so the screen and the server agree.
 */

export const CREATIVE_ONBOARDING_ROLES = START_CREATIVE_ROLES;
export const CreativeOnboardingRole = z.enum(CREATIVE_ONBOARDING_ROLES);
export type CreativeOnboardingRole = z.infer<typeof CreativeOnboardingRole>;

export const CREATIVE_ONBOARDING_STEPS = ['basics', 'calibrate', 'profile', 'first-action'] as const;
export type CreativeOnboardingStep = (typeof CREATIVE_ONBOARDING_STEPS)[number];
export const CREATIVE_ONBOARDING_STEP_COUNT = CREATIVE_ONBOARDING_STEPS.length;
export const STEP_TITLES: Record<CreativeOnboardingStep, string> = {
  basics: 'Basics',
  calibrate: 'Calibrate',
  profile: 'Profile',
  'first-action': 'First Action',
};

/** Where an invalid or missing ?role= is sent (spec section 2). */
export const CREATIVE_ROLE_CHOICE_PATH = '/start/creative';

export const CREATIVE_DASHBOARDS: Record<CreativeOnboardingRole, string> = {
  producer: '/producer/dashboard',
  filmmaker: '/filmmaker/dashboard',
};

export function parseCreativeOnboardingRole(value: string | null | undefined): CreativeOnboardingRole | null {
  const parsed = CreativeOnboardingRole.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The step for a subpath; null for an unknown one (which redirects to basics). */
export function stepFromSlug(slug: string | null | undefined): CreativeOnboardingStep | null {
  return (CREATIVE_ONBOARDING_STEPS as readonly string[]).includes(slug ?? '')
    ? (slug as CreativeOnboardingStep)
    : null;
}

export function stepNumber(step: CreativeOnboardingStep): number {
  return CREATIVE_ONBOARDING_STEPS.indexOf(step) + 1;
}

export function stepAt(number: number): CreativeOnboardingStep {
  const index = Math.min(Math.max(Math.trunc(number), 1), CREATIVE_ONBOARDING_STEP_COUNT) - 1;
  return CREATIVE_ONBOARDING_STEPS[index]!;
}

export function creativeOnboardingPath(role: CreativeOnboardingRole, step: CreativeOnboardingStep): string {
  return `/onboarding/creative/${step}?role=${role}`;
}

// Lists from the spec (part 1, section 3).
export const GENRES = ['Lo-fi', 'Hip-hop', 'Cinematic', 'Contemporary', 'Indie Pop', 'R&B', 'Commercial'] as const;
export type Genre = (typeof GENRES)[number];
export const VIBES = [
  'Chill',
  'High-energy',
  'Clean',
  'Gritty',
  'Throwback',
  'Uplifting',
  'Mysterious',
  'Playful',
  'Sophisticated',
  'Raw',
] as const;
export type Vibe = (typeof VIBES)[number];
export const PRODUCER_CATEGORIES = [
  'Lo-fi',
  'Hip-hop',
  'Electronic',
  'Acoustic',
  'Experimental',
  'Cinematic',
  'Sports',
  'Ambient',
  'Trap',
  'Pop',
] as const;
export const VIDEOGRAPHER_CATEGORIES = [
  'Cinematic',
  'Interview',
  'Event Recap',
  'Product',
  'Shortform',
  'B-roll',
  'Documentary',
  'Music Video',
  'Commercial',
] as const;
/** Specialties come from the role's category list: producers the producer list, filmmakers the videographer list. */
export const SPECIALTIES: Record<CreativeOnboardingRole, readonly string[]> = {
  producer: PRODUCER_CATEGORIES,
  filmmaker: VIDEOGRAPHER_CATEGORIES,
};

// Limits and messages. Display name and portfolio link messages are the spec's own (section 5).
export const DISPLAY_NAME_MAX_MESSAGE = 'Display name must be at most 50 characters';
export const LOCATION_MAX = 100;
export const LOCATION_MAX_MESSAGE = 'Location must be at most 100 characters';
export const PORTFOLIO_URL_MESSAGE = 'Please enter a valid URL';
export const GENRES_REQUIRED_MESSAGE = 'Pick at least one genre';
export const VIBES_REQUIRED_MESSAGE = 'Pick at least one vibe';
export const BIO_MIN = 20;
export const BIO_MAX = 300;
export const BIO_REQUIRED_MESSAGE = 'Bio is required';
export const BIO_MIN_MESSAGE = 'Bio must be at least 20 characters';
export const BIO_MAX_MESSAGE = 'Bio must be at most 300 characters';
export const SPECIALTIES_MAX = 5;
export const SPECIALTIES_REQUIRED_MESSAGE = 'Pick at least one specialty';
export const SPECIALTIES_MAX_MESSAGE = 'Pick up to 5 specialties';
export const EXTRA_LINKS_MAX = 3;
export const EXTRA_LINKS_MAX_MESSAGE = 'Add up to 3 more links';
export const UNKNOWN_CHOICE_MESSAGE = 'Pick one of the listed options';

/** What the four steps collect. Portfolio links are kept as typed; they must parse (normalizePortfolioUrl). */
export interface CreativeOnboardingValues {
  displayName: string;
  location: string;
  portfolioLink: string;
  genres: string[];
  vibes: string[];
  bio: string;
  specialties: string[];
  links: string[];
}

export const EMPTY_CREATIVE_ONBOARDING_VALUES: CreativeOnboardingValues = {
  displayName: '',
  location: '',
  portfolioLink: '',
  genres: [],
  vibes: [],
  bio: '',
  specialties: [],
  links: [],
};

/** Field name to message; extra links are `links.0`, `links.1`, ... */
export type StepErrors = Record<string, string>;

/**
 * While typing: a value without a scheme that contains a dot gets https:// in front (spec section 5).
 * Anything else is left as typed.
 */
export function withHttpsWhileTyping(value: string): string {
  const trimmed = value.trimStart();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || !trimmed.includes('.')) return value;
  return `https://${trimmed}`;
}

function portfolioLinkError(value: string): string | undefined {
  return normalizePortfolioUrl(value) === null ? PORTFOLIO_URL_MESSAGE : undefined;
}

/** Step 1: display name 2-50 (trimmed), location up to 100, an optional portfolio link that parses. */
export function validateBasics(values: Pick<CreativeOnboardingValues, 'displayName' | 'location' | 'portfolioLink'>) {
  const errors: StepErrors = {};
  const name = displayName.safeParse(values.displayName);
  if (!name.success) errors.displayName = name.error.issues[0]!.message;
  if (values.location.trim().length > LOCATION_MAX) errors.location = LOCATION_MAX_MESSAGE;
  const link = portfolioLinkError(values.portfolioLink);
  if (link) errors.portfolioLink = link;
  return errors;
}

/** Step 2: at least one genre and one vibe, from the spec's lists. */
export function validateCalibrate(values: Pick<CreativeOnboardingValues, 'genres' | 'vibes'>) {
  const errors: StepErrors = {};
  if (values.genres.length === 0) errors.genres = GENRES_REQUIRED_MESSAGE;
  else if (!values.genres.every((g) => (GENRES as readonly string[]).includes(g)))
    errors.genres = UNKNOWN_CHOICE_MESSAGE;
  if (values.vibes.length === 0) errors.vibes = VIBES_REQUIRED_MESSAGE;
  else if (!values.vibes.every((v) => (VIBES as readonly string[]).includes(v))) errors.vibes = UNKNOWN_CHOICE_MESSAGE;
  return errors;
}

/** Step 3: a bio of 20-300 characters, 1-5 specialties from the role's list, up to 3 more links that parse. */
export function validateProfile(
  values: Pick<CreativeOnboardingValues, 'bio' | 'specialties' | 'links'>,
  role: CreativeOnboardingRole,
) {
  const errors: StepErrors = {};
  const bio = values.bio.trim();
  if (bio.length === 0) errors.bio = BIO_REQUIRED_MESSAGE;
  else if (bio.length < BIO_MIN) errors.bio = BIO_MIN_MESSAGE;
  else if (bio.length > BIO_MAX) errors.bio = BIO_MAX_MESSAGE;
  if (values.specialties.length === 0) errors.specialties = SPECIALTIES_REQUIRED_MESSAGE;
  else if (values.specialties.length > SPECIALTIES_MAX) errors.specialties = SPECIALTIES_MAX_MESSAGE;
  else if (!values.specialties.every((s) => SPECIALTIES[role].includes(s))) errors.specialties = UNKNOWN_CHOICE_MESSAGE;
  if (values.links.length > EXTRA_LINKS_MAX) errors.links = EXTRA_LINKS_MAX_MESSAGE;
  values.links.forEach((link, i) => {
    // An empty extra row is simply not a link; it is dropped when the profile is used.
    const error = link.trim() === '' ? undefined : portfolioLinkError(link);
    if (error) errors[`links.${i}`] = error;
  });
  return errors;
}

/** Every step's rules; step 4 has none of its own. */
export function validateStep(
  step: CreativeOnboardingStep,
  values: CreativeOnboardingValues,
  role: CreativeOnboardingRole,
): StepErrors {
  switch (step) {
    case 'basics':
      return validateBasics(values);
    case 'calibrate':
      return validateCalibrate(values);
    case 'profile':
      return validateProfile(values, role);
    case 'first-action':
      return {};
  }
}

/** Continue is enabled only when the step is valid (spec section 4). */
export function isStepValid(
  step: CreativeOnboardingStep,
  values: CreativeOnboardingValues,
  role: CreativeOnboardingRole,
): boolean {
  return Object.keys(validateStep(step, values, role)).length === 0;
}

/** The first step whose rules fail, or first-action when all of them pass. A visitor cannot skip past it. */
export function firstIncompleteStep(
  values: CreativeOnboardingValues,
  role: CreativeOnboardingRole,
): CreativeOnboardingStep {
  return CREATIVE_ONBOARDING_STEPS.find((step) => !isStepValid(step, values, role)) ?? 'first-action';
}

/** The errors of every step before `currentStep` (those must be done to stand on it) and, when completed, of all. */
export function draftErrors(
  draft: CreativeOnboardingValues & { currentStep: number; completed: boolean },
  role: CreativeOnboardingRole,
): StepErrors {
  const upTo = draft.completed ? CREATIVE_ONBOARDING_STEP_COUNT : draft.currentStep - 1;
  const errors: StepErrors = {};
  for (const step of CREATIVE_ONBOARDING_STEPS.slice(0, upTo)) Object.assign(errors, validateStep(step, draft, role));
  return errors;
}

/** Step 4's choices. The first is the spec's destination after step 3; both finish the onboarding. */
export const FIRST_ACTIONS = ['first-piece', 'browse-briefs'] as const;
export type FirstAction = (typeof FIRST_ACTIONS)[number];

export interface FirstActionOption {
  action: FirstAction;
  title: string;
  description: string;
  to: string;
}

export function firstActionOptions(role: CreativeOnboardingRole): FirstActionOption[] {
  const firstPiece: FirstActionOption =
    role === 'producer'
      ? {
          action: 'first-piece',
          title: 'Upload your first beat',
          description: 'Drop a track, tag it, set your rights. Briefs start matching it right away.',
          to: '/upload/beat/new',
        }
      : {
          action: 'first-piece',
          title: 'Find a beat for your first piece',
          description: 'Browse beats from student producers and license one to cut your next video to.',
          to: '/discover/beats',
        };
  return [
    firstPiece,
    {
      action: 'browse-briefs',
      title: 'Browse open briefs',
      description: 'See what brands, clubs and startups are hiring for this week.',
      to: '/creator',
    },
  ];
}

/** A stored onboarding draft also names its first action and whether it was completed. */
const text = (max: number, message: string) => z.string().max(max, message).default('');
const list = <T extends z.ZodType<string>>(item: T, max: number, message: string) =>
  z
    .array(item)
    .max(max, message)
    .default([])
    .transform((items) => [...new Set(items)]);

function draftFields(role: CreativeOnboardingRole) {
  return z.object({
    currentStep: z
      .number({ error: 'Step must be 1 to 4' })
      .int('Step must be 1 to 4')
      .min(1, 'Step must be 1 to 4')
      .max(CREATIVE_ONBOARDING_STEP_COUNT, 'Step must be 1 to 4'),
    // Drafts may be unfinished (an empty or 1-character name), but never beyond the limits.
    displayName: text(200, DISPLAY_NAME_MAX_MESSAGE),
    location: text(400, LOCATION_MAX_MESSAGE),
    portfolioLink: text(2000, PORTFOLIO_URL_MESSAGE),
    genres: list(z.enum(GENRES, { error: UNKNOWN_CHOICE_MESSAGE }), GENRES.length, UNKNOWN_CHOICE_MESSAGE),
    vibes: list(z.enum(VIBES, { error: UNKNOWN_CHOICE_MESSAGE }), VIBES.length, UNKNOWN_CHOICE_MESSAGE),
    bio: text(BIO_MAX * 4, BIO_MAX_MESSAGE),
    specialties: list(
      z.string().refine((s) => SPECIALTIES[role].includes(s), UNKNOWN_CHOICE_MESSAGE),
      SPECIALTIES_MAX,
      SPECIALTIES_MAX_MESSAGE,
    ),
    links: z
      .array(z.string().max(2000, PORTFOLIO_URL_MESSAGE))
      .max(EXTRA_LINKS_MAX, EXTRA_LINKS_MAX_MESSAGE)
      .default([]),
    firstAction: z.enum(FIRST_ACTIONS, { error: UNKNOWN_CHOICE_MESSAGE }).nullable().default(null),
    completed: z.boolean().default(false),
  });
}

/**
 * Checks that apply to any draft whatever its step: the limits of every field that has a value (max
 * lengths, link format), then the full rules of the steps before `currentStep`, and of all steps when completed.
 */
function withDraftRules<T extends ReturnType<typeof draftFields>>(schema: T, role: CreativeOnboardingRole) {
  return schema.superRefine((draft, ctx) => {
    const always: StepErrors = {};
    if (draft.displayName.trim().length > DISPLAY_NAME_MAX) always.displayName = DISPLAY_NAME_MAX_MESSAGE;
    if (draft.location.trim().length > LOCATION_MAX) always.location = LOCATION_MAX_MESSAGE;
    const link = portfolioLinkError(draft.portfolioLink);
    if (link) always.portfolioLink = link;
    if (draft.bio.trim().length > BIO_MAX) always.bio = BIO_MAX_MESSAGE;
    for (const [key, message] of Object.entries(validateProfile(draft, role))) {
      if (key.startsWith('links.')) always[key] = message;
    }
    if (draft.completed && draft.currentStep !== CREATIVE_ONBOARDING_STEP_COUNT) {
      ctx.addIssue({ code: 'custom', path: ['currentStep'], message: 'A completed onboarding ends on step 4' });
    }
    const errors = { ...always, ...draftErrors(draft, role) };
    for (const [key, message] of Object.entries(errors)) {
      ctx.addIssue({ code: 'custom', path: key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
    }
  });
}

/** PUT /api/onboarding/drafts/:role body. */
export function saveCreativeDraftRequest(role: CreativeOnboardingRole) {
  return withDraftRules(draftFields(role), role);
}
/**
 * One step's form on the client: the values as the fields hold them, checked by the server's own rule for moving
 * on from that step (`saveCreativeDraftRequest` with the next step, or completed on the last), so the screen
 * shows the server's messages, each on its field ("links.1"), before any request. The values pass through as
 * they are: the request is built from them when the draft is saved.
 */
export function creativeOnboardingStepSchema(role: CreativeOnboardingRole, step: CreativeOnboardingStep) {
  const request = saveCreativeDraftRequest(role);
  const number = stepNumber(step);
  const last = number === CREATIVE_ONBOARDING_STEP_COUNT;
  return z.custom<CreativeOnboardingValues>().superRefine((values, ctx) => {
    const result = request.safeParse({ ...values, currentStep: last ? number : number + 1, completed: last });
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
        message: issue.message,
      });
    }
  });
}

/** What a client sends; list values are checked against the spec's lists by the schema above. */
export type SaveCreativeDraftRequest = Partial<CreativeOnboardingValues> & {
  currentStep: number;
  firstAction?: FirstAction | null;
  completed?: boolean;
};

export const CreativeDraft = z.object({
  role: CreativeOnboardingRole,
  currentStep: z.number().int(),
  displayName: z.string(),
  location: z.string(),
  portfolioLink: z.string(),
  genres: z.array(z.string()),
  vibes: z.array(z.string()),
  bio: z.string(),
  specialties: z.array(z.string()),
  links: z.array(z.string()),
  firstAction: z.enum(FIRST_ACTIONS).nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CreativeDraft = z.infer<typeof CreativeDraft>;

export const CreativeDraftResponse = z.object({ draft: CreativeDraft.nullable() });
export type CreativeDraftResponse = z.infer<typeof CreativeDraftResponse>;

/**
 * A draft read back from browser storage (guests) or the server: it must be a draft of this role that
 * obeys every rule, else it is ignored as unparseable (spec section 4).
 */
export function parseStoredDraft(raw: unknown, role: CreativeOnboardingRole): CreativeDraft | null {
  const shape = CreativeDraft.safeParse(raw);
  if (!shape.success || shape.data.role !== role) return null;
  const rules = saveCreativeDraftRequest(role).safeParse(shape.data);
  if (!rules.success) return null;
  return { ...shape.data, ...rules.data };
}

export function draftValues(draft: CreativeDraft | null): CreativeOnboardingValues {
  if (!draft) return { ...EMPTY_CREATIVE_ONBOARDING_VALUES };
  const { displayName, location, portfolioLink, genres, vibes, bio, specialties, links } = draft;
  return { displayName, location, portfolioLink, genres, vibes, bio, specialties, links };
}

/**
 * Where a return visit to /onboarding/creative?role= resumes: step 4 once completed, otherwise the saved
 * step, but never past the first step whose rules fail.
 */
export function resumeStep(draft: CreativeDraft | null, role: CreativeOnboardingRole): CreativeOnboardingStep {
  if (!draft) return 'basics';
  const values = draftValues(draft);
  const furthest = stepNumber(firstIncompleteStep(values, role));
  if (draft.completed) return stepAt(furthest);
  return stepAt(Math.min(draft.currentStep, furthest));
}

/** Guests keep one draft per role in browser storage; the chosen creative role is remembered too. */
export const LOCAL_DRAFT_KEY_PREFIX = 'pulse.onboarding.draft.';
export const LOCAL_CREATIVE_ROLE_KEY = 'pulse.onboarding.creativeRole';
export function localDraftKey(role: CreativeOnboardingRole): string {
  return `${LOCAL_DRAFT_KEY_PREFIX}${role}`;
}
