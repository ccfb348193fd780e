import { z } from 'zod';

/**
 * The Vibe Checker (spec part 2, sections 2 and 9): a floating "L" button whose panel suggests up to 4
 * creatives scored from the visitor's interests. Decisions where the spec is silent: docs/decisions (vibe checker).
 */
export const VIBE_CHECKER_MAX_SUGGESTIONS = 4;
export const VIBE_CHECKER_DEFAULT_INTERESTS = ['lo-fi', 'cinematic', 'dance', 'digital art'] as const;
/** A persona is suggested only when its niche names one of these ... */
export const VIBE_CHECKER_INCLUDED_PERSONAS = [
  'producer',
  'beat',
  'filmmaker',
  'videographer',
  'digital art',
  'graphic',
] as const;
/** ... and none of these. */
export const VIBE_CHECKER_EXCLUDED_PERSONAS = ['dance', 'poetry', 'sneaker', 'fashion'] as const;
export const VIBE_TAG_POINTS = 6;
export const NICHE_POINTS = 3;
export const FOCUS_POINTS = 2;
export const TRENDING_REASON = 'Trending on Pulse';

export function becauseYouLike(tag: string): string {
  return `Because you like “${tag}”`;
}

/** Persona for suggestions (spec part 2, section 3). */
export interface Persona {
  id: string;
  name: string;
  niche: string;
  focus: string;
  location: string;
  vibeTags: readonly string[];
  stats: { cosigns: number; recentUploads: number };
}

const key = (s: string) => s.trim().toLowerCase();

/** The caller's interests, lower-cased and once each; the spec's defaults when there are none. */
export function vibeCheckerInterests(interests: readonly string[]): string[] {
  const keys = [...new Set(interests.map(key).filter((k) => k !== ''))];
  return keys.length > 0 ? keys : [...VIBE_CHECKER_DEFAULT_INTERESTS];
}

/** Include and exclude both read the niche (what the persona is), not the focus (what they make now). */
export function isSuggestiblePersona(persona: Pick<Persona, 'niche'>): boolean {
  const niche = key(persona.niche);
  return (
    VIBE_CHECKER_INCLUDED_PERSONAS.some((word) => niche.includes(word)) &&
    !VIBE_CHECKER_EXCLUDED_PERSONAS.some((word) => niche.includes(word))
  );
}

export interface PersonaScore {
  score: number;
  reason: string;
}

/**
 * +6 once for the first vibe tag equal to an interest (case-insensitive; it names the reason), +3 when the
 * niche contains an interest, +2 when the focus does, plus min(5, cosigns/500) and min(5, recent_uploads/5).
 */
export function scorePersona(persona: Persona, interests: readonly string[]): PersonaScore {
  const keys = vibeCheckerInterests(interests);
  const matchedTag = persona.vibeTags.find((tag) => keys.includes(key(tag)));
  const niche = key(persona.niche);
  const focus = key(persona.focus);
  let score = 0;
  if (matchedTag !== undefined) score += VIBE_TAG_POINTS;
  if (keys.some((k) => niche.includes(k))) score += NICHE_POINTS;
  if (keys.some((k) => focus.includes(k))) score += FOCUS_POINTS;
  score += Math.min(5, Math.max(0, persona.stats.cosigns) / 500);
  score += Math.min(5, Math.max(0, persona.stats.recentUploads) / 5);
  return { score, reason: matchedTag !== undefined ? becauseYouLike(matchedTag) : TRENDING_REASON };
}

/** The suggestible personas, best score first (ties: more co-signs, then id), at most 4. */
export function suggestPersonas<P extends Persona>(
  personas: readonly P[],
  interests: readonly string[],
): (PersonaScore & { persona: P })[] {
  const keys = vibeCheckerInterests(interests);
  const seen = new Set<string>();
  return personas
    .filter((p) => isSuggestiblePersona(p) && !seen.has(p.id) && seen.add(p.id))
    .map((persona) => ({ persona, ...scorePersona(persona, keys) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.persona.stats.cosigns - a.persona.stats.cosigns ||
        (a.persona.id < b.persona.id ? -1 : a.persona.id > b.persona.id ? 1 : 0),
    )
    .slice(0, VIBE_CHECKER_MAX_SUGGESTIONS);
}

export const VibeSuggestion = z.object({
  id: z.string(),
  name: z.string(),
  niche: z.string(),
  focus: z.string(),
  location: z.string(),
  avatarUrl: z.string(),
  vibeTags: z.array(z.string()),
  reason: z.string(),
  score: z.number(),
  /** The first portfolio URL (View Example), or null: the web app then links to the profile. */
  exampleUrl: z.string().nullable(),
});
export type VibeSuggestion = z.infer<typeof VibeSuggestion>;

/** The hover teaser: one approved creative picked at random, with its sentence (vibeTeaserText). */
export const VibeTeaser = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
});
export type VibeTeaser = z.infer<typeof VibeTeaser>;

export const VibeCheckerResponse = z.object({
  /** The interests the suggestions were scored against (the defaults when the caller has none). */
  interests: z.array(z.string()),
  suggestions: z.array(VibeSuggestion),
  teaser: VibeTeaser.nullable(),
});
export type VibeCheckerResponse = z.infer<typeof VibeCheckerResponse>;

/** "Meet Maya Lin — Lo-fi producer · Los Angeles, CA. Study beats with live keys." (empty parts left out) */
export function vibeTeaserText(teaser: Pick<Persona, 'name' | 'niche' | 'focus' | 'location'>): string {
  const about = [teaser.niche, teaser.location].map((s) => s.trim()).filter((s) => s !== '');
  const focus = teaser.focus.trim().replace(/[.!?]+$/, '');
  return `Meet ${teaser.name}${about.length > 0 ? ` — ${about.join(' · ')}` : ''}.${focus ? ` ${focus}.` : ''}`;
}
