import type { BeatInput, BeatsQuery, LicenseView } from './beats-contracts';
import { formatCents, splitAmounts } from './ledger';
import { MAX_SPLITS, SPLIT_PERCENTAGE_MESSAGE, splitsError } from './splits';
import { isPeaks, PEAKS_MESSAGE } from './waveform';

/**
 * Beat licensing (spec part 2, sections 1, 2, 3, 5; issue 10; decision 016): producers list sync-ready
 * beats, filmmakers discover them and buy a non-exclusive or exclusive license through the payment provider.
 *
 * Endpoints (JSON; prices in integer cents):
 * - POST /api/beats                          producer: a draft beat from their own uploads (BeatInput) → 201
 * - PUT  /api/beats/:id                      producer, own beat not sold exclusively: edit → BeatResponse
 * - POST /api/beats/:id/publish              producer: draft → published
 * - GET  /api/beats?moods=&licenseType=&priceRange=   published beats matching the filters → BeatsResponse
 * - GET  /api/beats/:id/preview              the preview clip of a published beat (or one's own)
 * - GET  /api/me/beats                       producer: own beats with sales and license holders
 * - POST /api/beats/:id/licenses             buy a license (Idempotency-Key; BuyLicenseRequest) → 201
 * - GET  /api/me/beat-licenses               the caller's licenses
 * - GET  /api/beat-licenses/:id              the license document: buyer or producer only (others 404)
 * - GET  /api/beat-licenses/:id/download-link  license holder: an expiring signed link to the full file
 * - GET  /api/beat-downloads/:licenseId?expires=&sig=  the full file while the link is valid (403 otherwise)
 */

export const BEAT_MOODS = ['Cinematic', 'Moody', 'Raw', 'Authentic', 'Colorful', 'Bold', 'Clean', 'Minimal'] as const;
export type BeatMood = (typeof BEAT_MOODS)[number];

export const BEAT_LICENSE_TYPES = ['Paid Social', 'Commercial', 'Film', 'Documentary', 'Music Video'] as const;
export type BeatLicenseType = (typeof BEAT_LICENSE_TYPES)[number];

const NOTES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
export const BEAT_KEYS: readonly string[] = NOTES.flatMap((n) => [`${n} major`, `${n} minor`]);

export const BEAT_STATUSES = ['draft', 'published', 'sold_exclusive'] as const;
export type BeatStatus = (typeof BEAT_STATUSES)[number];

export const LICENSE_KINDS = ['non_exclusive', 'exclusive'] as const;
export type LicenseKind = (typeof LICENSE_KINDS)[number];
export const LICENSE_KIND_LABELS: Record<LicenseKind, string> = {
  non_exclusive: 'Non-exclusive',
  exclusive: 'Exclusive',
};

/** The license terms every license records; a change of terms gets a new version. */
export const BEAT_TERMS_VERSION = 'beat-license-v1';

export const BEAT_MIN_BPM = 40;
export const BEAT_MAX_BPM = 240;
export const BEAT_MIN_PRICE_CENTS = 100;
export const BEAT_MAX_PRICE_CENTS = 10_000_000;
export const BEAT_TITLE_MAX = 120;
/** How long a download link stays valid. */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;

/** The price range filter (spec part 2, section 5), applied here (the prototype ignored it). */
export const PRICE_RANGES = [
  { id: 'under-200', label: 'Under $200', minCents: 0, maxCents: 20_000 },
  { id: '200-500', label: '$200-$500', minCents: 20_000, maxCents: 50_000 },
  { id: '500-1000', label: '$500-$1000', minCents: 50_000, maxCents: 100_000 },
  { id: '1000-plus', label: '$1000+', minCents: 100_000, maxCents: null },
] as const;
export type PriceRangeId = (typeof PRICE_RANGES)[number]['id'];
export const PRICE_RANGE_IDS = PRICE_RANGES.map((r) => r.id) as [PriceRangeId, ...PriceRangeId[]];

/** A price is in a range from its lower bound (inclusive) to its upper bound (exclusive). */
export function inPriceRange(cents: number, id: PriceRangeId): boolean {
  const range = PRICE_RANGES.find((r) => r.id === id);
  if (!range) return false;
  return cents >= range.minCents && (range.maxCents === null || cents < range.maxCents);
}

export const BEAT_MESSAGES = {
  publishNeedsApproval:
    'Your creative application is under review. You can save beats as drafts now; publish them once you are approved.',
  audioRequired: 'Upload the beat’s audio file.',
  previewRequired: 'Upload a preview clip.',
  mediaNotYours: 'Use a file you uploaded.',
  titleRequired: 'Give your beat a title.',
  titleTooLong: `Keep the title under ${BEAT_TITLE_MAX} characters.`,
  bpm: `BPM must be a whole number from ${BEAT_MIN_BPM} to ${BEAT_MAX_BPM}.`,
  key: 'Pick the beat’s key.',
  moods: 'Pick at least one mood.',
  licenseTypes: 'Pick at least one license type.',
  nonExclusivePrice: 'Set a non-exclusive price of at least $1.',
  exclusivePrice: 'The exclusive price must be higher than the non-exclusive price.',
  producersOnly: 'Only producers can list beats.',
  notFound: 'Beat not found',
  soldExclusive: 'This beat was sold exclusively and is no longer for sale.',
  notForSale: 'This beat is not for sale.',
  ownBeat: 'You cannot license your own beat.',
  usageType: 'Pick how you will use the beat.',
  licenseNotFound: 'License not found',
  downloadDenied: 'This download link is not valid or has expired.',
  noBeats: 'No beats found',
  noBeatsHint: 'Try adjusting your filters to see more beats.',
  nothingToPayOut: 'You have no tips or license income to pay out.',
  splitAccount: 'Each collaborator must be a Pulse creative account.',
  splitDuplicate: 'List each collaborator once.',
  peaks: PEAKS_MESSAGE,
  tooManySplits: `At most ${MAX_SPLITS} collaborators.`,
  verifyNotFound: 'No Pulse license has this code. Check the link, or ask the licensee for their license document.',
} as const;

/** The public page that proves a license (decision 057). */
export function licenseVerificationPath(code: string): string {
  return `/licenses/verify/${encodeURIComponent(code)}`;
}

export type BeatSplit = { userId: string; percentage: number };
export type BeatField = keyof BeatInput;

const isPrice = (v: number | null): v is number =>
  v !== null && Number.isInteger(v) && v >= BEAT_MIN_PRICE_CENTS && v <= BEAT_MAX_PRICE_CENTS;

/** Every message for a beat form, by field; empty when the beat may be saved. */
export function beatErrors(input: BeatInput): Partial<Record<BeatField, string>> {
  const errors: Partial<Record<BeatField, string>> = {};
  if (input.mediaId.trim() === '') errors.mediaId = BEAT_MESSAGES.audioRequired;
  if (input.previewMediaId.trim() === '') errors.previewMediaId = BEAT_MESSAGES.previewRequired;
  const title = input.title.trim();
  if (title === '') errors.title = BEAT_MESSAGES.titleRequired;
  else if (title.length > BEAT_TITLE_MAX) errors.title = BEAT_MESSAGES.titleTooLong;
  if (input.bpm === null || !Number.isInteger(input.bpm) || input.bpm < BEAT_MIN_BPM || input.bpm > BEAT_MAX_BPM) {
    errors.bpm = BEAT_MESSAGES.bpm;
  }
  if (!BEAT_KEYS.includes(input.key)) errors.key = BEAT_MESSAGES.key;
  const moods = new Set(input.moods);
  if (moods.size === 0 || [...moods].some((m) => !(BEAT_MOODS as readonly string[]).includes(m))) {
    errors.moods = BEAT_MESSAGES.moods;
  }
  const types = new Set(input.licenseTypes);
  if (types.size === 0 || [...types].some((t) => !(BEAT_LICENSE_TYPES as readonly string[]).includes(t))) {
    errors.licenseTypes = BEAT_MESSAGES.licenseTypes;
  }
  if (!isPrice(input.nonExclusivePriceCents)) errors.nonExclusivePriceCents = BEAT_MESSAGES.nonExclusivePrice;
  if (
    !isPrice(input.exclusivePriceCents) ||
    (isPrice(input.nonExclusivePriceCents) && input.exclusivePriceCents <= input.nonExclusivePriceCents)
  ) {
    errors.exclusivePriceCents = BEAT_MESSAGES.exclusivePrice;
  }
  const splitError = beatSplitsError(input.splits ?? []);
  if (splitError) errors.splits = splitError;
  if (input.peaks !== undefined && input.peaks !== null && !isPeaks(input.peaks)) errors.peaks = BEAT_MESSAGES.peaks;
  return errors;
}

/** The upload wizard's split rules for a beat's collaborators, who are accounts rather than names. */
export function beatSplitsError(splits: readonly BeatSplit[]): string | null {
  if (splits.length > MAX_SPLITS) return BEAT_MESSAGES.tooManySplits;
  if (splits.some((s) => s.userId.trim() === '')) return BEAT_MESSAGES.splitAccount;
  if (new Set(splits.map((s) => s.userId.trim())).size !== splits.length) return BEAT_MESSAGES.splitDuplicate;
  if (splits.some((s) => !Number.isInteger(s.percentage) || s.percentage < 0 || s.percentage > 100)) {
    return SPLIT_PERCENTAGE_MESSAGE;
  }
  return splitsError(splits);
}

/**
 * Who is credited what for a license sale: the price split among the beat's collaborators by the largest
 * remainder (the parts add up exactly to the price), or all of it to the producer when there are no splits.
 * Parts of zero are left out.
 */
export function licenseShares(
  producerId: string,
  splits: readonly BeatSplit[],
  priceCents: number,
): { userId: string; amountCents: number }[] {
  if (splits.length === 0) return [{ userId: producerId, amountCents: priceCents }];
  const parts = splitAmounts(
    priceCents,
    splits.map((s) => s.percentage),
  );
  return splits.map((s, i) => ({ userId: s.userId, amountCents: parts[i] as number })).filter((p) => p.amountCents > 0);
}

/** Whole dollars typed in the form ("149", "$1,499") as cents; null when it is not a price. */
export function dollarsToCents(raw: string): number | null {
  const cleaned = raw.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export interface BeatFilters {
  moods: readonly string[];
  licenseType: string | null;
  priceRange: PriceRangeId | null;
}
export const EMPTY_BEAT_FILTERS: BeatFilters = { moods: [], licenseType: null, priceRange: null };

export function hasFilters(filters: BeatFilters): boolean {
  return filters.moods.length > 0 || filters.licenseType !== null || filters.priceRange !== null;
}

export interface FilterableBeat {
  moods: readonly string[];
  licenseTypes: readonly string[];
  nonExclusivePriceCents: number;
  exclusivePriceCents: number;
}

/**
 * Moods match any; the license type must be offered; the price range matches when either license on offer
 * (non-exclusive or exclusive) costs a price in the range (decision 016).
 */
export function matchesBeatFilters(beat: FilterableBeat, filters: BeatFilters): boolean {
  if (filters.moods.length > 0 && !filters.moods.some((m) => beat.moods.includes(m))) return false;
  if (filters.licenseType !== null && !beat.licenseTypes.includes(filters.licenseType)) return false;
  if (filters.priceRange !== null) {
    const range = filters.priceRange;
    if (!inPriceRange(beat.nonExclusivePriceCents, range) && !inPriceRange(beat.exclusivePriceCents, range)) {
      return false;
    }
  }
  return true;
}

export function filtersFromQuery(query: BeatsQuery): BeatFilters {
  const moods = (query.moods ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter((m) => (BEAT_MOODS as readonly string[]).includes(m));
  return { moods: [...new Set(moods)], licenseType: query.licenseType ?? null, priceRange: query.priceRange ?? null };
}

export function queryFromFilters(filters: BeatFilters): string {
  const params = new URLSearchParams();
  if (filters.moods.length > 0) params.set('moods', filters.moods.join(','));
  if (filters.licenseType) params.set('licenseType', filters.licenseType);
  if (filters.priceRange) params.set('priceRange', filters.priceRange);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function licensePriceCents(beat: FilterableBeat, kind: LicenseKind): number {
  return kind === 'exclusive' ? beat.exclusivePriceCents : beat.nonExclusivePriceCents;
}

/** The terms of a license, as its document shows them. */
export function licenseTerms(license: Pick<LicenseView, 'kind' | 'usageType'>): string[] {
  const common = [
    `The licensee may synchronise the beat with their own ${license.usageType} work.`,
    'The licensee may not resell, sublicense or distribute the beat on its own.',
    'The producer keeps the copyright and is credited where credits are shown.',
  ];
  return license.kind === 'exclusive'
    ? [
        'Exclusive license: the beat is taken off sale and will not be licensed to anyone else.',
        'Non-exclusive licenses sold before this one stay valid.',
        ...common,
      ]
    : ['Non-exclusive license: the producer may license the beat to others.', ...common];
}

/** The license document as plain text (what the download of the document holds). */
export function licenseDocumentText(license: LicenseView, origin: string): string {
  return [
    'PULSE BEAT LICENSE',
    `License ID: ${license.id}`,
    `Terms version: ${license.termsVersion}`,
    `Beat: ${license.beat.title} (${license.beat.bpm} BPM, ${license.beat.key})`,
    `Producer: ${license.producer.name}`,
    ...(license.collaborators.length > 0
      ? [`Collaborators: ${license.collaborators.map((c) => `${c.name} (${c.percentage}%)`).join(', ')}`]
      : []),
    `Licensee: ${license.buyer.name}`,
    `License: ${LICENSE_KIND_LABELS[license.kind]}`,
    `Usage: ${license.usageType}`,
    `Price: ${formatCents(license.priceCents)}`,
    `Date: ${license.createdAt.slice(0, 10)}`,
    '',
    'Terms',
    ...licenseTerms(license).map((t, i) => `${i + 1}. ${t}`),
    '',
    `Verify this license: ${origin}${licenseVerificationPath(license.verificationCode)}`,
    '',
  ].join('\n');
}
