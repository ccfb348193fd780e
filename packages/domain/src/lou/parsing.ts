/** Lou's reading of free text: commands, names, roles and the partner chat's checks (spec part 1, section 5). */

export type LouCommand = 'skip' | 'back' | 'restart';

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ');

const COMMANDS: Record<string, LouCommand> = {
  skip: 'skip',
  'skip this': 'skip',
  'n/a': 'skip',
  back: 'back',
  'go back': 'back',
  previous: 'back',
  '/restart': 'restart',
  restart: 'restart',
};

/** "skip", "skip this" or "n/a"; "back", "go back" or "previous"; "/restart" or "restart" (the whole message). */
export function parseCommand(text: string): LouCommand | null {
  return COMMANDS[normalise(text)] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Names.

/** Words that are never a name: greetings, fillers and the words around a name. */
export const NAME_FILLER_WORDS: ReadonlySet<string> = new Set([
  'hi',
  'hey',
  'hello',
  'hiya',
  'yo',
  'sup',
  'howdy',
  'greetings',
  'there',
  'lou',
  'um',
  'uh',
  'umm',
  'er',
  'erm',
  'hmm',
  'well',
  'so',
  'oh',
  'ok',
  'okay',
  'yes',
  'yeah',
  'yep',
  'no',
  'nope',
  'sure',
  'thanks',
  'thank',
  'you',
  'please',
  'just',
  'the',
  'and',
  'a',
  'an',
  'im',
  "i'm",
  'i',
  'am',
  'is',
  'it',
  'its',
  "it's",
  'my',
  'name',
  'names',
  "name's",
  'call',
  'me',
  'this',
  'here',
  'hear',
  'good',
  'morning',
  'evening',
  'afternoon',
  'guys',
  'everyone',
  'all',
  'people',
  'who',
  'are',
  'whats',
  "what's",
  'up',
]);

const NAME_MAX = 50;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Letters, apostrophes and hyphens of a word; nothing else survives. */
function cleanWord(word: string): string {
  return word.replace(/[^\p{L}'-]/gu, '').replace(/^['-]+|['-]+$/g, '');
}

/**
 * "I'm X", "my name is X", "call me X" take the next word; otherwise the first word longer than one letter
 * that is not a filler word. The result is capitalised; null when there is no such word.
 */
export function extractName(text: string): string | null {
  const plain = text.replace(/[’‘]/g, "'");
  const phrase = /\b(?:i'm|i am|im|my name is|my name's|name is|name's|call me)\s+([^\s,.!?;:]+)/i.exec(plain);
  if (phrase) {
    const word = cleanWord(phrase[1]!);
    if (word.length > 1 && !NAME_FILLER_WORDS.has(word.toLowerCase())) return capitalise(word).slice(0, NAME_MAX);
  }
  for (const raw of plain.split(/\s+/)) {
    const word = cleanWord(raw);
    if (word.length > 1 && !NAME_FILLER_WORDS.has(word.toLowerCase())) return capitalise(word).slice(0, NAME_MAX);
  }
  return null;
}

/** Lead-ins people put before their name: "I'm", "my name is", "it's", "this is", "hi, ...". */
const FULL_NAME_LEAD_IN =
  /^(?:(?:hi|hey|hello|yo)\b[\s,!.-]*)?(?:i'm|i am|im|my name is|my name's|my full name is|name is|name's|it's|it is|this is|call me)(?:\s+|$)/i;

/**
 * The answer to "What's your full name?" without its lead-in ("I'm Jordan Mills" -> "Jordan Mills") or closing
 * punctuation, spaces collapsed and each word starting with a capital; otherwise as typed. Null when no name
 * is left.
 */
export function extractFullName(text: string): string | null {
  const name = text
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(FULL_NAME_LEAD_IN, '')
    .replace(/[\s.!?,;:]+$/u, '')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(capitalise)
    .join(' ')
    .slice(0, NAME_MAX)
    .trim();
  return name === '' || !/\p{L}/u.test(name) ? null : name;
}

// ---------------------------------------------------------------------------------------------
// Roles.

export type LouRole = 'creative' | 'fan' | 'pulsepartner';

/** The spec's word lists, plus the display names Lou offers as quick replies (Explorer, PulsePartner). */
export const ROLE_WORDS: Record<LouRole, readonly string[]> = {
  creative: ['creative', 'producer', 'artist', 'filmmaker', 'dancer', 'vocalist', 'visual', 'make', 'create'],
  fan: ['fan', 'explore', 'discover', 'browse', 'listen', 'watch'],
  pulsepartner: ['partner', 'agency', 'brand', 'label', 'hire', 'brief', 'business', 'company', 'pulsepartner'],
};

/**
 * Role from free text: each word counts for the role whose list has a word it starts with ("brands",
 * "listening"); the role with most hits wins, a tie (or nothing) gives null so Lou re-asks.
 */
export function extractRole(text: string): LouRole | null {
  const words = normalise(text)
    .split(/[^a-z]+/)
    .filter(Boolean);
  const scores = (Object.keys(ROLE_WORDS) as LouRole[]).map((role) => ({
    role,
    score: words.filter((w) => ROLE_WORDS[role].some((k) => w.startsWith(k))).length,
  }));
  const best = Math.max(...scores.map((s) => s.score));
  if (best === 0) return null;
  const winners = scores.filter((s) => s.score === best);
  return winners.length === 1 ? winners[0]!.role : null;
}

// ---------------------------------------------------------------------------------------------
// E-mail, URL, budget, deadline.

/** "Looks like an address": something@something.tld, no spaces, at most 254 characters. */
export function looksLikeEmail(text: string): boolean {
  const v = text.trim();
  return v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v);
}

/** The partner chat's budget ranges, in order (spec part 1, section 5). */
export const BUDGET_RANGES = ['<$250', '$250–$500', '$500–$1k', '$1k–$2.5k', '$2.5k–$5k', '$5k–$10k', '>$10k'] as const;
/** The buckets a typed number falls into. */
export const BUDGET_BUCKETS = ['<$1k', '$1k–$2.5k', '$2.5k–$5k', '$5k–$10k', '>$10k'] as const;
export type BudgetLabel = (typeof BUDGET_RANGES)[number] | (typeof BUDGET_BUCKETS)[number];

/** Under 1000 "<$1k"; below 2500 "$1k–$2.5k"; below 5000 "$2.5k–$5k"; up to 10000 "$5k–$10k"; above ">$10k". */
export function bucketBudget(amount: number): BudgetLabel {
  if (amount < 1000) return '<$1k';
  if (amount < 2500) return '$1k–$2.5k';
  if (amount < 5000) return '$2.5k–$5k';
  if (amount <= 10000) return '$5k–$10k';
  return '>$10k';
}

/** Dollar bounds of each label, in cents, for the brief's budget columns; null is an open end. */
export const BUDGET_BOUNDS_CENTS: Record<BudgetLabel, { min: number | null; max: number | null }> = {
  '<$250': { min: null, max: 25_000 },
  '$250–$500': { min: 25_000, max: 50_000 },
  '$500–$1k': { min: 50_000, max: 100_000 },
  '<$1k': { min: null, max: 100_000 },
  '$1k–$2.5k': { min: 100_000, max: 250_000 },
  '$2.5k–$5k': { min: 250_000, max: 500_000 },
  '$5k–$10k': { min: 500_000, max: 1_000_000 },
  '>$10k': { min: 1_000_000, max: null },
};

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s,]/g, '')
    .replace(/[-–—]|to/g, '–');

/**
 * A budget: one of the ranges (any dash, spacing or case) or a positive number ("1500", "$1,500", "2.5k")
 * that is bucketed. Null when it is neither.
 */
export function parseBudget(text: string): BudgetLabel | null {
  const v = squash(text.trim());
  const labels: readonly BudgetLabel[] = [...BUDGET_RANGES, ...BUDGET_BUCKETS];
  const known = labels.find((label) => squash(label) === v);
  if (known) return known;
  const number = /^\$?(\d+(?:\.\d+)?)(k?)(?:usd|dollars)?$/.exec(v);
  if (!number) return null;
  const amount = Number(number[1]) * (number[2] === 'k' ? 1000 : 1);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return bucketBudget(amount);
}

/** YYYY-MM-DD that is a real calendar date ("2025-02-30" is not). */
export function isValidDeadline(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The option a typed answer names: an exact (case-insensitive) match, else the only option that contains the
 * text or is contained in it ("video" → Videographer). Null when none or several fit.
 */
export function matchOption(text: string, options: readonly string[]): string | null {
  const v = normalise(text);
  if (v === '') return null;
  const exact = options.find((o) => o.toLowerCase() === v);
  if (exact) return exact;
  const fits = options.filter((o) => {
    const lo = o.toLowerCase();
    return (v.length >= 3 && lo.includes(v)) || v.includes(lo);
  });
  return fits.length === 1 ? fits[0]! : null;
}

/** The options a typed multi-select answer names ("producer and videographer"), in option order. */
export function matchOptions(text: string, options: readonly string[]): string[] {
  const parts = normalise(text)
    .split(/,|\band\b|&|\/|\+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const picked = new Set<string>();
  for (const part of parts) {
    const option = matchOption(part, options);
    if (option) picked.add(option);
  }
  return options.filter((o) => picked.has(o));
}
