import type { CreatorSetupDraft, ExperienceLevel } from './creator-setup-contracts';
import type { Availability } from './creators-contracts';
import { normalizePortfolioUrl } from './fields';
import { formatCount } from './numbers';

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

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: 'Available',
  busy: 'Busy',
  booked: 'Booked',
};

export const BIO_MAX = 1000;
export const LOCATION_MAX = 100;
export const INSTAGRAM_MAX = 100;
export const URL_MAX = 2000;
export const INVALID_URL = 'Please enter a valid URL';

/** The values in their first order, each once. */
export const dedupe = <T>(values: T[]): T[] => [...new Set(values)];

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
  const typical = `the typical $${formatCount(benchmark)}`;
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

export type SetupDraft = CreatorSetupDraft['draft'];

// ---------------------------------------------------------------------------------------------
// Contracts of the saved profile.

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
