import { z } from 'zod';
import { suggestTags } from './briefs';
import { Availability } from './creators-contracts';
import { DISCOVER_CATEGORY_LABEL, type DiscoverCategory } from './discover';
import type { MatchBrief } from './matching';
import { Work } from './media-contracts';
import { formatCount } from './numbers';
import { VerifiedStudent } from './student-status-contracts';

/**
 * Creator search for partners (spec part 2: brand hub, brand search results, brand filters; section 5 filter
 * sliders; section 9 filter options). Decision record 015.
 *
 * Endpoints (JSON):
 * - GET  /api/creators/search            partner (brand role) only → CreatorSearchResponse. Query parameters are
 *     the brand filter fields, list and range values as JSON strings (the spec's call):
 *     `q`, `niche`, `language`, `location`, `diversityMarkers=["POC","Women"]`, `collaborationType`,
 *     `postingFrequency`, `priceRange=[500,2000]` (whole dollars), `responseRate=[80,100]` (percent; the
 *     spec's 1-5 response score became the earned response rate, decision 060), plus `cursor` and `limit`. Highest Pulse Score first, then id; the cursor is a keyset position, so creatives added
 *     while a partner pages never shift or repeat a page.
 * - POST /api/briefs/:id/invitations     the brief's owner invites creatives (Invite All) → InviteCreativesResponse
 * - GET  /api/me/invitations             the caller's invitations, newest first → MyInvitationsResponse
 * - GET  /api/brand/discover             partner: creatives ranked by the matching engine → BrandDiscoverResponse
 * - GET  /api/creators/:id/works/:index  a generated cover for one of a creative's recent works (SVG)
 */

// Options (spec part 2, section 9), in the spec's order and spelling.
export const SEARCH_NICHES = ['Music', 'Visual Art', 'Fashion', 'Photography', 'Design', 'Writing'] as const;
export const SEARCH_LANGUAGES = ['English', 'Spanish', 'Japanese', 'French', 'Portuguese', 'Korean'] as const;
export const SEARCH_LOCATIONS = ['North America', 'Europe', 'Asia', 'South America', 'Africa', 'Australia'] as const;
export const DIVERSITY_MARKERS = ['LGBTQ+', 'POC', 'Women', 'First Generation'] as const;
export const COLLABORATION_TYPES = ['One-off', 'Long-term', 'UGC-only', 'Brand Partnership', 'Licensing'] as const;
export const POSTING_FREQUENCIES = ['Daily', 'Weekly', 'Bi-weekly', 'Monthly', 'Quarterly'] as const;

export type SearchNiche = (typeof SEARCH_NICHES)[number];
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];
export type SearchLocation = (typeof SEARCH_LOCATIONS)[number];
export type DiversityMarker = (typeof DIVERSITY_MARKERS)[number];
export type CollaborationType = (typeof COLLABORATION_TYPES)[number];
export type PostingFrequency = (typeof POSTING_FREQUENCIES)[number];

/** A slider's bounds and step (spec part 2, section 5). */
export interface RangeBounds {
  min: number;
  max: number;
  step: number;
}
/** Whole dollars. */
export const PRICE_RANGE: RangeBounds = { min: 500, max: 10_000, step: 250 };
/**
 * The response rate's slider in percent (decision 060): the share of conversations a creative answered within
 * 24 hours (earned-numbers.ts). It replaces the spec's 1-5 "response score", which no behaviour produced.
 */
export const RESPONSE_RATE_RANGE: RangeBounds = { min: 0, max: 100, step: 5 };

/**
 * Reputation in search (issue 22 item 3, decision 035). `sort=rating` orders by the Bayesian overall rating of
 * revealed, unhidden reviews (decision 034), then by how many reviews back it, then id; `best` keeps the
 * browse order (Pulse Score, or text relevance first when there is text). `minRating` keeps creatives whose
 * rating, as shown to one decimal, is at least the chosen value, and who have at least one review (the prior
 * of 4.0 alone is not a rating anyone gave).
 */
export const SEARCH_SORTS = ['best', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = { best: 'Best match', rating: 'Top rated' };
export const MIN_RATINGS = [3.5, 4, 4.5] as const;
export type MinRating = (typeof MIN_RATINGS)[number];
export const minRatingLabel = (min: number) => `${min}+ stars`;

/**
 * The cached rating's unit: hundredths of a star (4.17 is 417), so the order and the cursor are integers.
 * A creative without reviews holds the prior, 4.00.
 */
export function ratingHundredths(average: number): number {
  return Math.round(average * 100);
}

/**
 * The lowest cached rating (hundredths) that shows as at least `min` stars to one decimal: 4.45 shows as 4.5,
 * so "4.5+" keeps it.
 */
export function minRatingThreshold(min: number): number {
  return Math.round(min * 100) - 5;
}

/** The rating as cards show it, one decimal, rounded the way the filter reads it (4.45 shows as 4.5). */
export function shownRating(average: number): number {
  return Math.round(ratingHundredths(average) / 10) / 10;
}

/** A card's rating line: "4.7 from 40 deals", or "No reviews yet" while the prior is all there is. */
export function cardRatingLabel(rating: { average: number; count: number }): string {
  if (rating.count === 0) return 'No reviews yet';
  return `${shownRating(rating.average).toFixed(1)} from ${rating.count} deal${rating.count === 1 ? '' : 's'}`;
}

/** Whether a creative passes the minimum-rating filter (the rule the SQL applies). */
export function meetsMinRating(rating: { hundredths: number; count: number }, min: number | null): boolean {
  if (min === null) return true;
  return rating.count > 0 && rating.hundredths >= minRatingThreshold(min);
}

export type Range = readonly [number, number];

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_DEFAULT = 12;
export const SEARCH_PAGE_MAX = 50;
/** The results page asks for this many at a time (cards are tall; Load More brings the next). */
export const RESULTS_PAGE_SIZE = 6;
/** Words of the text query that count; the rest are ignored. */
export const SEARCH_WORDS_MAX = 8;
/** The shortlist bar: Compare takes 2 to 4 side by side; Invite All up to SHORTLIST_MAX. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const SHORTLIST_MAX = 20;
export const CARD_TAGS = 4;
export const CARD_PORTFOLIO_IMAGES = 3;
/** The list partners' saved creatives go to (spec: brand.saved), beside the fan's "Discoveries". */
export const BRAND_SAVED_LIST = 'Saved Creatives';
/** The filter's label and its chip's (decision 052). */
export const VERIFIED_STUDENTS_LABEL = 'Verified students';

/** The brand filters (spec part 2, section 3) plus the text query. */
export interface BrandFilters {
  q: string;
  niche: SearchNiche | null;
  language: SearchLanguage | null;
  location: SearchLocation | null;
  diversityMarkers: DiversityMarker[];
  collaborationType: CollaborationType | null;
  postingFrequency: PostingFrequency | null;
  priceRange: Range;
  /** Response rate in percent; a creative without one yet is left out once the range is narrowed. */
  responseRate: Range;
  /** Minimum rating (stars, shown to one decimal); null: any. */
  minRating: MinRating | null;
  /** Only creatives with a verified, unexpired student status (decision 052). */
  verifiedStudents: boolean;
  /** The order of the results (not a filter: it leaves the matches as they are). */
  sort: SearchSort;
}

export const DEFAULT_BRAND_FILTERS: BrandFilters = {
  q: '',
  niche: null,
  language: null,
  location: null,
  diversityMarkers: [],
  collaborationType: null,
  postingFrequency: null,
  priceRange: [PRICE_RANGE.min, PRICE_RANGE.max],
  responseRate: [RESPONSE_RATE_RANGE.min, RESPONSE_RATE_RANGE.max],
  minRating: null,
  verifiedStudents: false,
  sort: 'best',
};

export const SEARCH_MESSAGES = {
  partnersOnly: 'Creator search is for PulsePartners. Switch to PulsePartner to continue.',
  queryTooLong: `Search text must be at most ${SEARCH_QUERY_MAX} characters`,
  niche: 'Pick a niche from the list',
  language: 'Pick a language from the list',
  location: 'Pick a location from the list',
  diversityMarkers: 'Pick diversity markers from the list',
  collaborationType: 'Pick a collaboration type from the list',
  postingFrequency: 'Pick a posting frequency from the list',
  priceRange: `Price range must be two amounts from $${formatCount(PRICE_RANGE.min)} to $${formatCount(PRICE_RANGE.max)}`,
  priceStep: `Price range moves in steps of $${PRICE_RANGE.step}`,
  priceOrder: 'Minimum price cannot be above the maximum price',
  responseRate: `Response rate must be two percentages from ${RESPONSE_RATE_RANGE.min} to ${RESPONSE_RATE_RANGE.max}`,
  responseStep: `Response rate moves in steps of ${RESPONSE_RATE_RANGE.step}%`,
  responseOrder: 'Minimum response rate cannot be above the maximum response rate',
  minRating: `Pick a minimum rating from the list: ${MIN_RATINGS.map(minRatingLabel).join(', ')}`,
  verifiedStudents: 'Verified students is on (true) or off (false)',
  sort: `Sort by ${SEARCH_SORTS.map((s) => SEARCH_SORT_LABELS[s]).join(' or ')}`,
  cursor: 'This page of results has expired. Search again.',
  limit: `Ask for 1 to ${SEARCH_PAGE_MAX} creatives at a time`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Range ends (spec part 2, section 5: "range ends keep min not above max").

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A value clamped to the bounds and moved to the nearest step (0.1 steps stay exact decimals). */
export function snapToStep(value: number, bounds: RangeBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  const clamped = Math.min(bounds.max, Math.max(bounds.min, value));
  const steps = Math.round((clamped - bounds.min) / bounds.step);
  const snapped = Math.min(bounds.max, bounds.min + steps * bounds.step);
  const factor = 10 ** decimalsOf(bounds.step);
  return Math.round(snapped * factor) / factor;
}

/** True when `value` is within the bounds and on a step. */
export function isOnStep(value: number, bounds: RangeBounds): boolean {
  return Number.isFinite(value) && value >= bounds.min && value <= bounds.max && snapToStep(value, bounds) === value;
}

/**
 * Moves one end of a range. The moved end snaps to the grid and stops at the other end: min never passes
 * max and max never passes min; the other end never moves.
 */
export function setRangeEnd(range: Range, end: 'min' | 'max', value: number, bounds: RangeBounds): Range {
  const v = snapToStep(value, bounds);
  return end === 'min' ? [Math.min(v, range[1]), range[1]] : [range[0], Math.max(v, range[0])];
}

/** Both ends on the grid, in order (a hand-edited link with the ends swapped reads as meant). */
export function normalizeRange(range: Range, bounds: RangeBounds): Range {
  const a = snapToStep(range[0], bounds);
  const b = snapToStep(range[1], bounds);
  return a <= b ? [a, b] : [b, a];
}

/** A range spanning the whole slider filters nothing (creatives without a value stay in). */
export function isFullRange(range: Range, bounds: RangeBounds): boolean {
  return range[0] <= bounds.min && range[1] >= bounds.max;
}

// ---------------------------------------------------------------------------------------------------------
// Applied-filter chips and the filter summary.

export type FilterKey = keyof BrandFilters;

export interface AppliedFilter {
  key: FilterKey;
  /** For diversity markers: the one marker this chip stands for. */
  value?: string;
  label: string;
}

export const dollars = (amount: number) => `$${formatCount(amount)}`;

export function priceRangeLabel(range: Range): string {
  return range[0] === range[1] ? dollars(range[0]) : `${dollars(range[0])}–${dollars(range[1])}`;
}

export function responseRangeLabel(range: Range): string {
  return range[0] === range[1] ? `Response rate ${range[0]}%` : `Response rate ${range[0]}–${range[1]}%`;
}

/** Every filter that narrows the search, one chip each (each diversity marker its own chip). */
export function appliedFilters(filters: BrandFilters): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  const q = filters.q.trim();
  if (q !== '') chips.push({ key: 'q', label: `“${q}”` });
  if (filters.niche) chips.push({ key: 'niche', label: filters.niche });
  if (filters.language) chips.push({ key: 'language', label: filters.language });
  if (filters.location) chips.push({ key: 'location', label: filters.location });
  for (const marker of filters.diversityMarkers) chips.push({ key: 'diversityMarkers', value: marker, label: marker });
  if (filters.collaborationType) chips.push({ key: 'collaborationType', label: filters.collaborationType });
  if (filters.postingFrequency) chips.push({ key: 'postingFrequency', label: `Posts ${filters.postingFrequency}` });
  if (!isFullRange(filters.priceRange, PRICE_RANGE)) {
    chips.push({ key: 'priceRange', label: priceRangeLabel(filters.priceRange) });
  }
  if (!isFullRange(filters.responseRate, RESPONSE_RATE_RANGE)) {
    chips.push({ key: 'responseRate', label: responseRangeLabel(filters.responseRate) });
  }
  if (filters.minRating !== null) chips.push({ key: 'minRating', label: minRatingLabel(filters.minRating) });
  if (filters.verifiedStudents) chips.push({ key: 'verifiedStudents', label: VERIFIED_STUDENTS_LABEL });
  return chips;
}

/** The filters without one chip (a range goes back to the whole slider). */
export function removeFilter(filters: BrandFilters, chip: Pick<AppliedFilter, 'key' | 'value'>): BrandFilters {
  if (chip.key === 'diversityMarkers') {
    return {
      ...filters,
      diversityMarkers:
        chip.value === undefined ? [] : filters.diversityMarkers.filter((marker) => marker !== chip.value),
    };
  }
  return { ...filters, [chip.key]: DEFAULT_BRAND_FILTERS[chip.key] };
}

/** Adds or removes one diversity marker, keeping the spec's order. */
export function toggleDiversityMarker(filters: BrandFilters, marker: DiversityMarker): BrandFilters {
  const has = filters.diversityMarkers.includes(marker);
  const next = new Set(filters.diversityMarkers);
  if (has) next.delete(marker);
  else next.add(marker);
  return { ...filters, diversityMarkers: DIVERSITY_MARKERS.filter((m) => next.has(m)) };
}

/** The results page's summary line: what was actually searched. */
export function filterSummary(filters: BrandFilters): string {
  const chips = appliedFilters(filters);
  return chips.length === 0 ? 'All creatives' : chips.map((c) => c.label).join(' · ');
}

/** "Showing 6 creatives" / "Showing all 8 creatives" under the summary. */
export function shownLabel(shown: number, more: boolean): string {
  if (shown === 0) return 'No creatives match';
  const noun = shown === 1 ? 'creative' : 'creatives';
  return more ? `Showing ${shown} ${noun}` : `Showing all ${shown} ${noun}`;
}

// ---------------------------------------------------------------------------------------------------------
// Facets: the single-valued and list filters as one indexed array (mirrored by the search_facets trigger).

export const FACET_PREFIX = {
  niche: 'niche',
  language: 'language',
  location: 'location',
  diversityMarkers: 'diversity',
  collaborationType: 'collaboration',
  postingFrequency: 'frequency',
} as const;

export function searchFacet(kind: keyof typeof FACET_PREFIX, value: string): string {
  return `${FACET_PREFIX[kind]}:${value}`;
}

/** The facets a creative must all have (every single-valued filter that is set). */
export function requiredFacets(filters: BrandFilters): string[] {
  const facets: string[] = [];
  if (filters.niche) facets.push(searchFacet('niche', filters.niche));
  if (filters.language) facets.push(searchFacet('language', filters.language));
  if (filters.location) facets.push(searchFacet('location', filters.location));
  if (filters.collaborationType) facets.push(searchFacet('collaborationType', filters.collaborationType));
  if (filters.postingFrequency) facets.push(searchFacet('postingFrequency', filters.postingFrequency));
  return facets;
}

/** The facets a creative needs one of (the diversity markers: any of them matches). */
export function anyFacets(filters: BrandFilters): string[] {
  return filters.diversityMarkers.map((m) => searchFacet('diversityMarkers', m));
}

// ---------------------------------------------------------------------------------------------------------
// URL <-> filters. One serialisation for the results page's address and the API's query string: the brand
// filter field names, list and range values as JSON strings; defaults are left out.

const FILTER_PARAMS = [
  'q',
  'niche',
  'language',
  'location',
  'diversityMarkers',
  'collaborationType',
  'postingFrequency',
  'priceRange',
  'responseRate',
  'minRating',
  'verifiedStudents',
  'sort',
] as const;

export function filtersToSearchParams(filters: BrandFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  if (filters.niche) params.set('niche', filters.niche);
  if (filters.language) params.set('language', filters.language);
  if (filters.location) params.set('location', filters.location);
  if (filters.diversityMarkers.length > 0) params.set('diversityMarkers', JSON.stringify(filters.diversityMarkers));
  if (filters.collaborationType) params.set('collaborationType', filters.collaborationType);
  if (filters.postingFrequency) params.set('postingFrequency', filters.postingFrequency);
  if (!isFullRange(filters.priceRange, PRICE_RANGE)) params.set('priceRange', JSON.stringify(filters.priceRange));
  if (!isFullRange(filters.responseRate, RESPONSE_RATE_RANGE)) {
    params.set('responseRate', JSON.stringify(filters.responseRate));
  }
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.verifiedStudents) params.set('verifiedStudents', 'true');
  if (filters.sort !== DEFAULT_BRAND_FILTERS.sort) params.set('sort', filters.sort);
  return params;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

function jsonOf(value: string | null): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function rangeOf(value: string | null, bounds: RangeBounds): Range {
  const parsed = jsonOf(value);
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    parsed.every((n) => typeof n === 'number' && Number.isFinite(n))
  ) {
    return normalizeRange(parsed as unknown as Range, bounds);
  }
  return [bounds.min, bounds.max];
}

/**
 * The filters an address describes. Lenient, for links people share and edit: an unknown option or a
 * malformed value is left out, a range is put on the grid and in order. (The API is strict instead.)
 */
export function filtersFromSearchParams(params: URLSearchParams): BrandFilters {
  const markers = jsonOf(params.get('diversityMarkers'));
  const wanted = new Set(Array.isArray(markers) ? markers : []);
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    niche: oneOf(SEARCH_NICHES, params.get('niche')),
    language: oneOf(SEARCH_LANGUAGES, params.get('language')),
    location: oneOf(SEARCH_LOCATIONS, params.get('location')),
    diversityMarkers: DIVERSITY_MARKERS.filter((m) => wanted.has(m)),
    collaborationType: oneOf(COLLABORATION_TYPES, params.get('collaborationType')),
    postingFrequency: oneOf(POSTING_FREQUENCIES, params.get('postingFrequency')),
    priceRange: rangeOf(params.get('priceRange'), PRICE_RANGE),
    responseRate: rangeOf(params.get('responseRate'), RESPONSE_RATE_RANGE),
    minRating: minRatingOf(params.get('minRating')),
    verifiedStudents: params.get('verifiedStudents') === 'true',
    sort: oneOf(SEARCH_SORTS, params.get('sort')) ?? DEFAULT_BRAND_FILTERS.sort,
  };
}

function minRatingOf(value: string | null): MinRating | null {
  if (value === null) return null;
  return MIN_RATINGS.find((m) => String(m) === value.trim()) ?? null;
}

/**
 * What is wrong with an address's sort and minimum rating, per parameter, in the API's words. The page still
 * reads the address leniently (the wrong value is left out) but says so instead of dropping it silently.
 */
export function searchAddressProblems(params: URLSearchParams): Partial<Record<'minRating' | 'sort', string>> {
  const problems: Partial<Record<'minRating' | 'sort', string>> = {};
  const min = params.get('minRating');
  if (min !== null && minRatingOf(min) === null) problems.minRating = SEARCH_MESSAGES.minRating;
  const sort = params.get('sort');
  if (sort !== null && oneOf(SEARCH_SORTS, sort) === null) problems.sort = SEARCH_MESSAGES.sort;
  return problems;
}

/** The address's filter part only (other parameters dropped), for comparing and for links. */
export function filterQueryString(filters: BrandFilters): string {
  const text = filtersToSearchParams(filters).toString();
  return text === '' ? '' : `?${text}`;
}

export function isFilterParam(name: string): boolean {
  return (FILTER_PARAMS as readonly string[]).includes(name);
}

// ---------------------------------------------------------------------------------------------------------
// Cursor: the keyset position (Pulse Score, id) of a page's last creative, opaque to clients.

export interface SearchCursor {
  pulseScore: number;
  id: string;
  /** A text search's pages are in relevance order first (search-relevance.ts). */
  relevance?: number;
  /** `sort=rating` pages: the keyset (rating in hundredths, review count, id); pulseScore is not read. */
  rating?: { hundredths: number; count: number };
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  if (cursor.rating)
    return toBase64Url(JSON.stringify(['r', cursor.rating.hundredths, cursor.rating.count, cursor.id]));
  const parts: (number | string)[] = [cursor.pulseScore, cursor.id];
  if (cursor.relevance !== undefined) parts.push(cursor.relevance);
  return toBase64Url(JSON.stringify(parts));
}

/** null for anything that is not a cursor this API made. */
export function decodeSearchCursor(value: string): SearchCursor | null {
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value));
    if (
      Array.isArray(parsed) &&
      parsed.length === 4 &&
      parsed[0] === 'r' &&
      Number.isInteger(parsed[1]) &&
      Number.isInteger(parsed[2]) &&
      typeof parsed[3] === 'string' &&
      parsed[3].length > 0 &&
      parsed[3].length <= 200
    ) {
      return { pulseScore: 0, id: parsed[3], rating: { hundredths: parsed[1] as number, count: parsed[2] as number } };
    }
    if (
      Array.isArray(parsed) &&
      (parsed.length === 2 || (parsed.length === 3 && Number.isInteger(parsed[2]))) &&
      Number.isInteger(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      parsed[1].length > 0 &&
      parsed[1].length <= 200
    ) {
      return parsed.length === 3
        ? { pulseScore: parsed[0] as number, id: parsed[1], relevance: parsed[2] as number }
        : { pulseScore: parsed[0] as number, id: parsed[1] };
    }
  } catch {
    // not base64 or not JSON
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// The API contract.

/** A query parameter holding JSON (the spec: object values as JSON strings). */
function jsonParam<T extends z.ZodType>(schema: T, message: string) {
  return z
    .string({ error: message })
    .max(500, message)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

function rangeParam(bounds: RangeBounds, messages: { range: string; step: string; order: string }) {
  const end = z
    .number({ error: messages.range })
    .min(bounds.min, messages.range)
    .max(bounds.max, messages.range)
    .refine((n) => n < bounds.min || n > bounds.max || isOnStep(n, bounds), messages.step);
  return jsonParam(
    z
      .tuple([end, end], { error: messages.range })
      .refine(([min, max]) => min <= max, messages.order)
      .transform((r): Range => [r[0], r[1]]),
    messages.range,
  );
}

function optionParam<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message }).optional();
}

export const CreatorSearchQuery = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.queryTooLong).default(''),
  niche: optionParam(SEARCH_NICHES, SEARCH_MESSAGES.niche),
  language: optionParam(SEARCH_LANGUAGES, SEARCH_MESSAGES.language),
  location: optionParam(SEARCH_LOCATIONS, SEARCH_MESSAGES.location),
  diversityMarkers: jsonParam(
    z
      .array(z.enum(DIVERSITY_MARKERS, { error: SEARCH_MESSAGES.diversityMarkers }), {
        error: SEARCH_MESSAGES.diversityMarkers,
      })
      .max(DIVERSITY_MARKERS.length, SEARCH_MESSAGES.diversityMarkers),
    SEARCH_MESSAGES.diversityMarkers,
  ).optional(),
  collaborationType: optionParam(COLLABORATION_TYPES, SEARCH_MESSAGES.collaborationType),
  postingFrequency: optionParam(POSTING_FREQUENCIES, SEARCH_MESSAGES.postingFrequency),
  priceRange: rangeParam(PRICE_RANGE, {
    range: SEARCH_MESSAGES.priceRange,
    step: SEARCH_MESSAGES.priceStep,
    order: SEARCH_MESSAGES.priceOrder,
  }).optional(),
  responseRate: rangeParam(RESPONSE_RATE_RANGE, {
    range: SEARCH_MESSAGES.responseRate,
    step: SEARCH_MESSAGES.responseStep,
    order: SEARCH_MESSAGES.responseOrder,
  }).optional(),
  minRating: z
    .enum(MIN_RATINGS.map(String) as [string, ...string[]], { error: SEARCH_MESSAGES.minRating })
    .transform((text) => Number(text) as MinRating)
    .optional(),
  verifiedStudents: z
    .enum(['true', 'false'], { error: SEARCH_MESSAGES.verifiedStudents })
    .transform((text) => text === 'true')
    .optional(),
  sort: z.enum(SEARCH_SORTS, { error: SEARCH_MESSAGES.sort }).default('best'),
  cursor: z.string({ error: SEARCH_MESSAGES.cursor }).max(300, SEARCH_MESSAGES.cursor).optional(),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limit })
    .int(SEARCH_MESSAGES.limit)
    .min(1, SEARCH_MESSAGES.limit)
    .max(SEARCH_PAGE_MAX, SEARCH_MESSAGES.limit)
    .default(SEARCH_PAGE_DEFAULT),
});
export type CreatorSearchQuery = z.infer<typeof CreatorSearchQuery>;

/** The filters a validated query describes (absent = default). */
export function filtersOfQuery(query: CreatorSearchQuery): BrandFilters {
  return {
    q: query.q,
    niche: query.niche ?? null,
    language: query.language ?? null,
    location: query.location ?? null,
    diversityMarkers: DIVERSITY_MARKERS.filter((m) => query.diversityMarkers?.includes(m)),
    collaborationType: query.collaborationType ?? null,
    postingFrequency: query.postingFrequency ?? null,
    priceRange: query.priceRange ?? DEFAULT_BRAND_FILTERS.priceRange,
    responseRate: query.responseRate ?? DEFAULT_BRAND_FILTERS.responseRate,
    minRating: query.minRating ?? null,
    verifiedStudents: query.verifiedStudents ?? false,
    sort: query.sort,
  };
}

/** Whether a cursor was made for this order (a `sort=rating` page's cursor carries a rating, and back). */
export function cursorFitsSort(cursor: SearchCursor, sort: SearchSort): boolean {
  return (cursor.rating !== undefined) === (sort === 'rating');
}

/** The creative search card (spec part 2, section 3), with the fields the filters read. */
export const CreativeSearchCard = z.object({
  id: z.string(),
  name: z.string(),
  /** Producer, Videographer, Graphic Designer. */
  type: z.string(),
  avatarUrl: z.string(),
  location: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** 0-100, computed from reviews and deals (decision 034); null while there is none ("No score yet"). */
  pulseScore: z.number().int().nullable(),
  /** 0-100: conversations answered within 24 hours (earned-numbers.ts); null while none counts. */
  responseRate: z.number().int().nullable(),
  /** The median minutes to a first answer; null while none is answered. */
  responseMinutes: z.number().int().nullable(),
  /** The creative's rate in cents: [from, to]; null when they have not set one. */
  priceRangeCents: z.tuple([z.number().int(), z.number().int()]).nullable(),
  portfolioImages: z.array(z.string()),
  availability: Availability,
  verified: z.boolean(),
  followers: z.number().int(),
  /** Co-signs, saves and co-signs on their feed pieces (earned-numbers.ts). */
  engagement: z.number().int(),
  /** Works published in the last 30 days. */
  recentUploads: z.number().int(),
  niche: z.string().nullable(),
  languages: z.array(z.string()),
  region: z.string().nullable(),
  diversityMarkers: z.array(z.string()),
  collaborationTypes: z.array(z.string()),
  postingFrequency: z.string().nullable(),
  /** The Bayesian overall rating of revealed, unhidden reviews (two decimals) and their count (decision 035). */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** The creative's lead work (newest ready snippet) the card leads with; null when none yet (issue 17). */
  work: Work.nullable(),
  /** A verified school e-mail's badge (decision 052); null without one or once it has expired. */
  verifiedStudent: VerifiedStudent.nullable(),
});
export type CreativeSearchCard = z.infer<typeof CreativeSearchCard>;

/**
 * No total: counting every match costs as much as the page itself at scale (decision 015), and Load More
 * needs only to know whether there is more.
 */
export const CreatorSearchResponse = z.object({
  items: z.array(CreativeSearchCard),
  nextCursor: z.string().nullable(),
});
export type CreatorSearchResponse = z.infer<typeof CreatorSearchResponse>;

export function creativeTypeLabel(category: DiscoverCategory): string {
  return DISCOVER_CATEGORY_LABEL[category];
}

/** Dollar figures in free text ("$1,200-$2,500 per shoot" gives 1200 and 2500). */
export function dollarFigures(text: string): number[] {
  return [...text.matchAll(/\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(k\b)?/gi)].map(
    (m) => Number((m[1] ?? '0').replaceAll(',', '')) * (m[2] ? 1000 : 1),
  );
}

/**
 * A card's price range in cents: from the lowest to the highest of the creative's collaboration rate and the
 * dollar figures in their rates (the setup wizard's free-text ranges); null when they gave neither. The price
 * filter reads the collaboration rate alone (decision 015).
 */
export function priceRangeOf(
  rateCents: number | null,
  rates: Readonly<Record<string, string>>,
): [number, number] | null {
  const cents = [
    ...(rateCents !== null ? [rateCents] : []),
    ...Object.values(rates).flatMap((text) => dollarFigures(text).map((d) => d * 100)),
  ].filter((c) => c > 0);
  if (cents.length === 0) return null;
  return [Math.min(...cents), Math.max(...cents)];
}

export function priceRangeCentsLabel(range: readonly [number, number] | null): string {
  if (!range) return 'Rate on request';
  return priceRangeLabel([Math.round(range[0] / 100), Math.round(range[1] / 100)]);
}

// ---------------------------------------------------------------------------------------------------------
// Invite All and the creative's invitations.

export const INVITE_MESSAGE_MAX = 500;
export const INVITE_MESSAGES = {
  pickCreatives: 'Shortlist at least one creative to invite',
  tooMany: `Invite at most ${SHORTLIST_MAX} creatives at a time`,
  messageTooLong: `The note must be at most ${INVITE_MESSAGE_MAX} characters`,
  pickBrief: 'Pick one of your open briefs',
  briefNotOpen: 'Only open briefs can take invitations. Pick an open brief.',
  unknownCreatives: 'Some of these creatives are no longer on Pulse. Refresh the results and try again.',
  partnersOnly: 'Only PulsePartners can invite creatives. Switch to PulsePartner to continue.',
} as const;

export const InviteCreativesRequest = z.object({
  creatorIds: z
    .array(z.string().min(1).max(200), { error: INVITE_MESSAGES.pickCreatives })
    .min(1, INVITE_MESSAGES.pickCreatives)
    .max(SHORTLIST_MAX, INVITE_MESSAGES.tooMany),
  message: z.string().trim().max(INVITE_MESSAGE_MAX, INVITE_MESSAGES.messageTooLong).default(''),
});
export type InviteCreativesRequest = z.input<typeof InviteCreativesRequest>;

export const InviteCreativesResponse = z.object({
  briefId: z.string(),
  briefTitle: z.string(),
  /** Newly invited. */
  invited: z.number().int(),
  /** Invited to this brief before (left as they were). */
  alreadyInvited: z.number().int(),
});
export type InviteCreativesResponse = z.infer<typeof InviteCreativesResponse>;

export function inviteResultLabel(result: InviteCreativesResponse): string {
  const parts: string[] = [];
  if (result.invited > 0) {
    parts.push(`Invited ${result.invited} creative${result.invited === 1 ? '' : 's'} to “${result.briefTitle}”`);
  }
  if (result.alreadyInvited > 0) {
    parts.push(
      `${result.alreadyInvited} ${result.alreadyInvited === 1 ? 'was' : 'were'} already invited${result.invited > 0 ? '' : ` to “${result.briefTitle}”`}`,
    );
  }
  return `${parts.join('; ')}.`;
}

export const CreatorInvitation = z.object({
  briefId: z.string(),
  briefTitle: z.string(),
  brand: z.string(),
  briefStatus: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  usageType: z.string().nullable(),
  budgetMinCents: z.number().int().nullable(),
  budgetMaxCents: z.number().int().nullable(),
  deadline: z.string().nullable(),
  message: z.string(),
  invitedAt: z.string(),
});
export type CreatorInvitation = z.infer<typeof CreatorInvitation>;

export const MyInvitationsResponse = z.object({ items: z.array(CreatorInvitation) });
export type MyInvitationsResponse = z.infer<typeof MyInvitationsResponse>;

// ---------------------------------------------------------------------------------------------------------
// /brand/discover: creatives ranked by the matching engine against the partner's briefs.

export const BRAND_DISCOVER_LIMIT = 12;
export const NO_BRIEF_REASON = 'Ranked by Pulse Score until you post a brief';

/** The collaborator quiz's budget answers as a brief's budget ceiling in cents (null: no ceiling said). */
const BUDGET_CEILING_CENTS: Record<string, number | null> = {
  free: 0,
  'under-100': 10_000,
  '100-500': 50_000,
  '500-plus': null,
  varies: null,
};

/**
 * Without an open brief, pairings are scored against what the partner told us: the tags their application's
 * needs suggest (the new-brief form's rule) and the budget from the collaborator quiz.
 */
export function preferenceBrief(preferences: { needs: string; budgetRange: string | null }): MatchBrief {
  return {
    tags: suggestTags(preferences.needs),
    category: '',
    usageType: null,
    budgetMinCents: null,
    budgetMaxCents: preferences.budgetRange ? (BUDGET_CEILING_CENTS[preferences.budgetRange] ?? null) : null,
  };
}

export const BrandPairing = z.object({
  creative: CreativeSearchCard,
  matchScore: z.number().int(),
  scoreParts: z.object({
    tags: z.number().int(),
    category: z.number().int(),
    rights: z.number().int(),
    price: z.number().int(),
    /** Points for the creative's reviews (decision 035): present on partner-facing rankings. */
    reputation: z.number().int().optional(),
  }),
  reason: z.string(),
  /** The brief the score is for; null when the partner has no open brief (scored on the hub's defaults). */
  brief: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type BrandPairing = z.infer<typeof BrandPairing>;

export const BrandDiscoverResponse = z.object({
  /** How many of the partner's open briefs the ranking used. */
  briefsUsed: z.number().int(),
  items: z.array(BrandPairing),
});
export type BrandDiscoverResponse = z.infer<typeof BrandDiscoverResponse>;
