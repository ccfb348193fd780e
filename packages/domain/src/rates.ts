import type { z } from 'zod';
import type { CreativeType } from './creator-setup';

// A creative's rates, as setup, profile edit and the public creator page show them: a module of their own, so a
// page that labels rates does not load the setup wizard's rules (decision 043).

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
