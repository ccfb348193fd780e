import { formatCount } from './numbers';
/**
 * The match score between a brief and a creative's snippet (DESIGN 5.2): 0-100 from four parts that add up
 * to it exactly, with a one-line reason, so the partner sees why and the creative sees what to fix.
 *
 * Weights (decision: briefs): vibe tags 40, creator category 20, usage rights 20, price 20. Vibe is the
 * brief's own language, so it weighs most; the other three are fit checks of equal weight.
 */

export const MATCH_WEIGHTS = { tags: 40, category: 20, rights: 20, price: 20 } as const;

export type MatchPartName = keyof typeof MATCH_WEIGHTS;
export type MatchParts = Record<MatchPartName, number>;

/** The usage tiers a licensing brief can ask for (spec part 1, section 3), cheapest use first. */
export const USAGE_TIERS = ['ugc', 'podcast', 'commercial', 'sync'] as const;
export type UsageTier = (typeof USAGE_TIERS)[number];
export const USAGE_TIER_LABELS: Record<UsageTier, string> = {
  ugc: 'UGC Content',
  podcast: 'Podcast/Audio',
  commercial: 'Commercial Use',
  sync: 'Sync Licensing',
};
/** The spec's price hint per tier, in whole dollars. */
export const USAGE_TIER_RANGES: Record<UsageTier, readonly [number, number]> = {
  ugc: [200, 800],
  podcast: [300, 1200],
  commercial: [800, 3000],
  sync: [1500, 10000],
};

/** What of a brief the score reads. Amounts in cents; a missing value means the brief did not say. */
export interface MatchBrief {
  tags: readonly string[];
  /** producer, videographer, designer (graphic_designer is read as designer); '' = any creative. */
  category: string;
  usageType: string | null;
  budgetMinCents: number | null;
  budgetMaxCents: number | null;
}

/** What of a creative (and the snippet they offer) the score reads. */
export interface MatchCandidate {
  /** The creator's vibe tags with the snippet's tags and categories. */
  tags: readonly string[];
  category: string;
  /** The snippet's usage tiers; null when no snippet is offered yet (rights unknown). */
  usageTiers: readonly string[] | null;
  /** The price quote, else the creator's collaboration rate; null when unknown. */
  priceCents: number | null;
}

export interface MatchScore {
  score: number;
  parts: MatchParts;
  reason: string;
  /** The brief's tags the candidate shares, in the brief's order and spelling. */
  sharedTags: string[];
}

const key = (tag: string) => tag.trim().toLowerCase();

function normalizeCategory(category: string): string {
  const k = key(category);
  if (k === 'graphic_designer' || k === 'graphic designer') return 'designer';
  if (k === 'filmmaker') return 'videographer';
  return k;
}

/** The brief's tags the candidate has too (case-insensitive, each once). */
export function sharedTags(briefTags: readonly string[], candidateTags: readonly string[]): string[] {
  const have = new Set(candidateTags.map(key));
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const tag of briefTags) {
    const k = key(tag);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    if (have.has(k)) shared.push(tag.trim());
  }
  return shared;
}

function distinctTagCount(tags: readonly string[]): number {
  return new Set(tags.map(key).filter((k) => k !== '')).size;
}

/** Half the weight when the brief or the candidate leaves a part open: neither a plus nor a penalty. */
const half = (weight: number) => weight / 2;

function tagsPart(brief: MatchBrief, shared: number): number {
  const wanted = distinctTagCount(brief.tags);
  if (wanted === 0) return half(MATCH_WEIGHTS.tags);
  return Math.round((MATCH_WEIGHTS.tags * shared) / wanted);
}

function categoryPart(brief: MatchBrief, candidate: MatchCandidate): number {
  const wanted = normalizeCategory(brief.category);
  if (wanted === '') return MATCH_WEIGHTS.category;
  return wanted === normalizeCategory(candidate.category) ? MATCH_WEIGHTS.category : 0;
}

function rightsPart(brief: MatchBrief, candidate: MatchCandidate): number {
  if (!brief.usageType) return MATCH_WEIGHTS.rights;
  if (candidate.usageTiers === null) return half(MATCH_WEIGHTS.rights);
  return candidate.usageTiers.map(key).includes(key(brief.usageType)) ? MATCH_WEIGHTS.rights : 0;
}

/**
 * A quote at or under the budget's maximum fits (under the minimum is still affordable); above it the part
 * falls linearly to 0 at twice the maximum. No budget or no quote: half.
 */
function pricePart(brief: MatchBrief, candidate: MatchCandidate): number {
  const max = brief.budgetMaxCents;
  const price = candidate.priceCents;
  if (max === null || price === null) return half(MATCH_WEIGHTS.price);
  if (price <= max) return MATCH_WEIGHTS.price;
  if (max <= 0) return 0;
  const over = (price - max) / max;
  return Math.max(0, Math.round(MATCH_WEIGHTS.price * (1 - over)));
}

const dollars = (cents: number) => `$${formatCount(Math.round(cents / 100))}`;

function describeTier(tier: string): string {
  return (USAGE_TIER_LABELS as Record<string, string>)[key(tier)] ?? tier;
}

/** One line: what is shared, what is covered, how the price sits. */
function reasonFor(brief: MatchBrief, candidate: MatchCandidate, shared: string[], parts: MatchParts): string {
  const bits: string[] = [];
  const wanted = distinctTagCount(brief.tags);
  if (wanted > 0) {
    bits.push(
      shared.length === 0
        ? 'No shared vibe tags'
        : `Shares ${shared.length} of ${wanted} vibe tags (${shared.slice(0, 3).join(', ')})`,
    );
  }
  if (normalizeCategory(brief.category) !== '' && parts.category === 0) bits.push('a different kind of creative');
  if (brief.usageType) {
    const tier = describeTier(brief.usageType);
    if (candidate.usageTiers === null) bits.push('rights not offered yet');
    else bits.push(parts.rights > 0 ? `covers ${tier}` : `does not cover ${tier}`);
  }
  if (brief.budgetMaxCents !== null && candidate.priceCents !== null) {
    bits.push(
      candidate.priceCents <= brief.budgetMaxCents
        ? `${dollars(candidate.priceCents)} fits the budget`
        : `${dollars(candidate.priceCents)} is over the ${dollars(brief.budgetMaxCents)} budget`,
    );
  }
  if (bits.length === 0) return 'Open brief: any creative fits';
  const line = bits.join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The score of one candidate for one brief. */
export function scoreMatch(brief: MatchBrief, candidate: MatchCandidate): MatchScore {
  const shared = sharedTags(brief.tags, candidate.tags);
  const raw = {
    tags: tagsPart(brief, shared.length),
    category: categoryPart(brief, candidate),
    rights: rightsPart(brief, candidate),
    price: pricePart(brief, candidate),
  };
  // Whole points per part, so the parts add up to the score exactly.
  const parts: MatchParts = {
    tags: Math.round(raw.tags),
    category: Math.round(raw.category),
    rights: Math.round(raw.rights),
    price: Math.round(raw.price),
  };
  const score = parts.tags + parts.category + parts.rights + parts.price;
  return { score, parts, reason: reasonFor(brief, candidate, shared, parts), sharedTags: shared };
}

/** The best of several candidates (a creative's snippets): highest score, the first on a tie. */
export function bestMatch<T>(
  brief: MatchBrief,
  candidates: readonly T[],
  toCandidate: (c: T) => MatchCandidate,
): { item: T; match: MatchScore } | null {
  let best: { item: T; match: MatchScore } | null = null;
  for (const item of candidates) {
    const match = scoreMatch(brief, toCandidate(item));
    if (!best || match.score > best.match.score) best = { item, match };
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------
// Reputation as a part (issue 22 item 3, decision 035).

/**
 * Where a partner ranks creatives (Discover Pairings, a brief's AI Match Preview), the score has a fifth part
 * for the creative's reviews: the four fit parts are scaled to 90 points and reputation weighs 10. A creative's
 * own view of a brief (Open Briefs) and a submitted match's stored score stay the four fit parts.
 */
export const REPUTATION_MATCH_POINTS = 10;

export interface MatchReputation {
  /** The Bayesian overall rating (1-5) of revealed, unhidden reviews. */
  average: number;
  /** Reviews behind it; 0 means no review yet. */
  count: number;
}

export type MatchPartsWithReputation = MatchParts & { reputation: number };

export interface ReputationMatchScore extends Omit<MatchScore, 'parts'> {
  parts: MatchPartsWithReputation;
}

/**
 * No review yet: half the points, neither a plus nor a penalty (the engine's rule for an open part);
 * otherwise the rating's share of the 1-5 scale.
 */
export function reputationPart(reputation: MatchReputation): number {
  if (reputation.count === 0) return REPUTATION_MATCH_POINTS / 2;
  const share = Math.min(1, Math.max(0, (reputation.average - 1) / 4));
  return Math.round(REPUTATION_MATCH_POINTS * share);
}

/** A fit score with reputation added as a part; the parts still add up to the score exactly (0-100). */
export function withReputation(match: MatchScore, reputation: MatchReputation): ReputationMatchScore {
  const scale = (100 - REPUTATION_MATCH_POINTS) / 100;
  const parts: MatchPartsWithReputation = {
    tags: Math.round(match.parts.tags * scale),
    category: Math.round(match.parts.category * scale),
    rights: Math.round(match.parts.rights * scale),
    price: Math.round(match.parts.price * scale),
    reputation: reputationPart(reputation),
  };
  const score = parts.tags + parts.category + parts.rights + parts.price + parts.reputation;
  const rated =
    reputation.count === 0
      ? 'no reviews yet'
      : `rated ${reputation.average.toFixed(1)} from ${reputation.count} deal${reputation.count === 1 ? '' : 's'}`;
  const reason =
    match.reason === 'Open brief: any creative fits' ? `Open brief; ${rated}` : `${match.reason}; ${rated}`;
  return { ...match, score, parts, reason };
}

/** The parts as a partner reads them, in order: "Vibe 36/36", ..., "Reputation 9/10". */
export const MATCH_PART_LABELS: Record<keyof MatchPartsWithReputation, string> = {
  tags: 'Vibe',
  category: 'Kind',
  rights: 'Rights',
  price: 'Price',
  reputation: 'Reputation',
};

export function matchPartMax(part: keyof MatchPartsWithReputation, withRep: boolean): number {
  if (part === 'reputation') return REPUTATION_MATCH_POINTS;
  const weight = MATCH_WEIGHTS[part];
  return withRep ? Math.round(weight * ((100 - REPUTATION_MATCH_POINTS) / 100)) : weight;
}
