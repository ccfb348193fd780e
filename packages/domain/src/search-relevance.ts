/**
 * Creator search's text rules (decision 015, issue 18 item 16): how a query and a creative's words are
 * normalised, the PostgreSQL tsquery that finds candidates, and the relevance that orders them.
 *
 * A term is one whitespace-separated chunk of the query, compacted: lower case, hyphens and punctuation dropped ("Lo-Fi" and "lofi" are both `lofi`), and a few common spellings folded to one form
 * ("R&B" and "rnb", "hip hop" written "hip-hop" or "hiphop", "colour" and "color").
 */

/** Common spellings folded to one form (keys and values are compacted). */
const ALIASES: Record<string, string> = {
  rb: 'rnb',
  randb: 'rnb',
  lowfi: 'lofi',
  colour: 'color',
  colours: 'colors',
  grey: 'gray',
  favourite: 'favorite',
};
/** The ways a folded form is written as separate words in a document (each word a tsvector token). */
const SPLIT_SPELLINGS: Record<string, readonly (readonly string[])[]> = {
  lofi: [
    ['lo', 'fi'],
    ['low', 'fi'],
  ],
  hiphop: [['hip', 'hop']],
  rnb: [
    ['r', 'b'],
    ['r', 'n', 'b'],
  ],
  boombap: [['boom', 'bap']],
  synthwave: [['synth', 'wave']],
  color: [['colour']],
  gray: [['grey']],
};

/** At most this many terms are searched for. */
export const SEARCH_TERMS_MAX = 8;

/** Letters and digits of a text, lower-cased (accents kept, as the 'simple' tsvector keeps them). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One chunk compacted and folded: "Lo-Fi" → "lofi", "R&B" → "rnb". */
export function normaliseTerm(chunk: string): string {
  const compact = wordsOf(chunk).join('');
  return ALIASES[compact] ?? compact;
}

export interface SearchTerm {
  /** The folded, compacted form that matching compares. */
  key: string;
  /** The words it was typed as ("lo-fi" → lo, fi), for finding documents that keep them apart. */
  parts: string[];
}

/** Folded forms that are also written as separate words ("lo fi", "hip hop", "r n b"). */
const KNOWN_SPLIT = new Set(Object.keys(SPLIT_SPELLINGS));

/**
 * The query's terms, each once, at most SEARCH_TERMS_MAX. Neighbouring chunks that together spell a known
 * form are one term ("lo fi" is `lofi`, not "lo" and "fi", which would find a logo designer who films).
 */
export function searchTerms(q: string): SearchTerm[] {
  const chunks = q.split(/[\s,;/]+/u).filter((c) => normaliseTerm(c) !== '');
  const terms: SearchTerm[] = [];
  for (let i = 0; i < chunks.length; i++) {
    let chunk = chunks[i]!;
    for (const size of [3, 2]) {
      const joined = chunks.slice(i, i + size);
      if (joined.length === size && KNOWN_SPLIT.has(normaliseTerm(joined.join('')))) {
        chunk = joined.join(' ');
        i += size - 1;
        break;
      }
    }
    const key = normaliseTerm(chunk);
    if (terms.some((t) => t.key === key)) continue;
    terms.push({ key, parts: wordsOf(chunk) });
    if (terms.length === SEARCH_TERMS_MAX) break;
  }
  return terms;
}

/** Words in a row of a tsquery phrase, the last one a prefix. */
const phrase = (words: readonly string[]) => words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' <-> ');

/**
 * The tsquery ('simple' configuration) that finds candidates: each term as its folded form, as typed apart,
 * or as a known split spelling, every term required. Only letters, digits and the operators appear in it.
 * Null when there is nothing to search for.
 */
export function searchTsQuery(q: string): string | null {
  const terms = searchTerms(q);
  if (terms.length === 0) return null;
  return terms
    .map((term) => {
      const ways = new Set<string>([phrase([term.key])]);
      if (term.parts.length > 1) ways.add(phrase(term.parts));
      for (const split of SPLIT_SPELLINGS[term.key] ?? []) ways.add(phrase(split));
      return `(${[...ways].join(' | ')})`;
    })
    .join(' & ');
}

// ---------------------------------------------------------------------------------------------------------
// Relevance: where a term matches decides how high the creative ranks.

export const MATCH_TIERS = { nameOrTagExact: 4, tagPrefix: 3, namePrefix: 2, bioWord: 1, none: 0 } as const;

export interface SearchableCreative {
  name: string;
  tags: readonly string[];
  /** Bio, niche, focus and location: words that matter less than the name and tags. */
  text: string;
}

/** A text's words compacted one by one and in neighbouring pairs ("lo fi" → lo, fi, lofi), each folded. */
function wordKeys(text: string): string[] {
  const words = wordsOf(text);
  const keys = words.map((w) => ALIASES[w] ?? w);
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = `${words[i]}${words[i + 1]}`;
    keys.push(ALIASES[pair] ?? pair);
  }
  return keys;
}

/** How well one term matches: name or a tag exactly > a tag's start > the name's start > a bio word. */
export function termTier(creative: SearchableCreative, term: SearchTerm): number {
  const tagKeys = creative.tags.map(normaliseTerm);
  const nameKeys = [normaliseTerm(creative.name), ...wordKeys(creative.name)];
  if (tagKeys.includes(term.key) || nameKeys.includes(term.key)) return MATCH_TIERS.nameOrTagExact;
  if (tagKeys.some((k) => k.startsWith(term.key))) return MATCH_TIERS.tagPrefix;
  if (nameKeys.some((k) => k.startsWith(term.key))) return MATCH_TIERS.namePrefix;
  if (wordKeys(creative.text).some((k) => k.startsWith(term.key))) return MATCH_TIERS.bioWord;
  return MATCH_TIERS.none;
}

/** A creative's relevance to the query: the sum of its terms' tiers (0 when the query has no terms). */
export function searchRelevance(creative: SearchableCreative, q: string): number {
  return searchTerms(q).reduce((sum, term) => sum + termTier(creative, term), 0);
}

/**
 * Candidates in relevance order: relevance, then Pulse Score, then id, all descending (the browse order's
 * own tie-breaks), so the order is total and a cursor of (relevance, score, id) pages through it.
 */
export function rankByRelevance<T extends SearchableCreative & { id: string; pulseScore: number }>(
  rows: readonly T[],
  q: string,
): (T & { relevance: number })[] {
  return rows
    .map((row) => ({ ...row, relevance: searchRelevance(row, q) }))
    .sort(
      (a, b) => b.relevance - a.relevance || b.pulseScore - a.pulseScore || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
}
