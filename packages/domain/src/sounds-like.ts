/**
 * "Sounds like this" for beats (issue 32 item 3, decision 057): the nearest beats to a reference clip or to
 * another beat by their feature vectors (decision 056), and why, in words. Pure: the server keeps the vectors
 * and calls `nearestVectors`; the reasons are read from the two sounds' tempo, key, loudness and the parts of
 * `compareVectors`.
 */
import { FEATURE_VECTOR_LENGTH, type VectorComparison } from './audio-analysis';
import { exactQuery, SCORE_BLOCK, VECTOR_STRIDE, type VectorScorer } from './vector-scorer';

/** A reference clip is at most this long: enough to hear a groove, short enough to analyse at once. */
export const REFERENCE_MAX_SECONDS = 60;
/** Reference clips are kept this long, then deleted with their bytes. */
export const REFERENCE_KEEP_HOURS = 24;
export const REFERENCE_MAX_MB = 25;
export const REFERENCE_MAX_BYTES = REFERENCE_MAX_MB * 1024 * 1024;
/** Audio, or a video whose soundtrack is the reference (a cut with its temp track). */
export const REFERENCE_FORMATS = ['mp3', 'wav', 'm4a', 'aiff', 'mp4', 'mov'] as const;
/** How many beats a search answers with. */
export const SOUNDS_LIKE_LIMIT = 12;
/** Below this weighted similarity a beat does not sound like the reference at all, and is not offered. */
export const SOUNDS_LIKE_MIN_SIMILARITY = 0.2;

export const SOUNDS_LIKE_MESSAGES = {
  tooLong: `Reference clips can be up to ${REFERENCE_MAX_SECONDS} seconds. Trim your clip and try again.`,
  tooLarge: `This file is too large. Reference clips can be up to ${REFERENCE_MAX_MB} MB.`,
  wrongType: 'Upload an audio file (MP3, WAV, M4A or AIFF) or a video (MP4 or MOV) with sound.',
  fileRequired: 'Choose a clip to upload.',
  notFound: 'Reference clip not found',
  beatNotFound: 'Beat not found',
  sourceRequired: 'Upload a reference clip or pick a beat.',
  pending: 'Listening to your clip...',
  beatNotAnalysed: "This beat hasn't been analysed yet, so we can't find beats like it. Try again in a minute.",
  noMatches: 'No beats sound like this with these filters.',
  noMatchesHint: 'Try another license type or price range.',
  signInRequired: 'Sign in to search with your own clip.',
} as const;

/** The share of the weighted similarity, as a percentage: below zero (opposite sounds) reads as 0 %. */
export function similarityPercent(similarity: number): number {
  if (!Number.isFinite(similarity)) return 0;
  return Math.round(Math.min(1, Math.max(0, similarity)) * 100);
}

export interface VectorMatch {
  /** The row of the matrix. */
  index: number;
  /** The dot product with the query: the weighted similarity of decision 056, -1..1. */
  score: number;
}

/**
 * The `limit` rows of `scorer` (its first `count`, vectors of FEATURE_VECTOR_LENGTH numbers) nearest to `query`,
 * best first; ties go to the lower row, so the order is total. `accept` leaves rows out (filters, the beat being
 * compared). The kernel scores every row in float32; a row whose score, plus the most rounding could have taken
 * from it, cannot reach the current last place is passed over, and every other row is scored again exactly (in
 * float64, in index order): the answer is exactly the plain scan's. `rowLength` bounds the rows' lengths (feature
 * vectors are unit: 1).
 */
export function nearestVectors(
  query: ArrayLike<number>,
  scorer: VectorScorer,
  count: number,
  limit: number,
  accept: (index: number) => boolean = () => true,
  rowLength = 1,
): VectorMatch[] {
  const n = FEATURE_VECTOR_LENGTH;
  if (query.length !== n || limit <= 0) return [];
  const { q, slack } = exactQuery(query, rowLength);
  const { scores, blockMaxima } = scorer.score(query, count);
  const rows = scorer.rows;
  const best: VectorMatch[] = [];
  // Rows scoring at most `cut` cannot place: their exact score is at most the last place's. -Infinity until the
  // list is full (a NaN score never compares, so it is scored again and dropped; a NaN block is read).
  let cut = Number.NEGATIVE_INFINITY;
  for (let block = 0; block * SCORE_BLOCK < count; block++) {
    if (blockMaxima[block]! <= cut) continue;
    const end = Math.min(count, (block + 1) * SCORE_BLOCK);
    for (let row = block * SCORE_BLOCK; row < end; row++) {
      if (scores[row]! <= cut || !accept(row)) continue;
      let score = 0;
      for (let i = 0, b = row * VECTOR_STRIDE; i < n; i++) score += rows[b + i]! * q[i]!;
      if (!Number.isFinite(score)) continue;
      if (best.length === limit && score <= best[limit - 1]!.score) continue;
      // Insert in order: higher scores first, an equal score after those already there (lower rows first).
      let at = best.length;
      while (at > 0 && best[at - 1]!.score < score) at--;
      best.splice(at, 0, { index: row, score });
      if (best.length > limit) best.pop();
      if (best.length === limit) cut = best[limit - 1]!.score - slack;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------
// Why, in words

export type ReasonAspect = 'tempo' | 'key' | 'energy' | 'timbre';
/** How close the two sounds are in one aspect: what the reason's tone in the list shows. */
export type Closeness = 'same' | 'close' | 'different' | 'unknown';

export interface SimilarityReason {
  aspect: ReasonAspect;
  closeness: Closeness;
  text: string;
}

/** What is known of one sound: typed or heard tempo and key, measured loudness. */
export interface SoundFacts {
  bpm: number | null;
  /** "A minor", spelled as BEAT_KEYS. */
  key: string | null;
  loudnessLufs: number | null;
}

/** Within this many BPM (after half or double time) the tempo is the same; within CLOSE_BPM close. */
export const SAME_BPM = 2;
export const CLOSE_BPM = 8;
/** Loudness differences in LU: within SAME_LU the same energy, within CLOSE_LU similar. */
export const SAME_LU = 2;
export const CLOSE_LU = 5;
/** Timbre part cosines: from SAME_TIMBRE "very similar", from CLOSE_TIMBRE "similar". */
export const SAME_TIMBRE = 0.9;
export const CLOSE_TIMBRE = 0.7;

/** The tempo distance with half and double time folded in (70 and 140 BPM are the same groove): symmetric. */
export function tempoDistance(a: number, b: number): { bpm: number; folded: boolean } {
  const direct = Math.abs(a - b);
  const folded = Math.min(Math.abs(a * 2 - b), Math.abs(a - b * 2));
  return folded < direct ? { bpm: folded, folded: true } : { bpm: direct, folded: false };
}

export function tempoCloseness(a: number | null, b: number | null): Closeness {
  if (a === null || b === null) return 'unknown';
  const d = tempoDistance(a, b).bpm;
  return d <= SAME_BPM ? 'same' : d <= CLOSE_BPM ? 'close' : 'different';
}

const PITCHES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

function parseKey(key: string): { tonic: number; minor: boolean } | null {
  const m = /^([A-G]#?) (major|minor)$/.exec(key);
  if (!m) return null;
  return { tonic: PITCHES.indexOf(m[1] as (typeof PITCHES)[number]), minor: m[2] === 'minor' };
}

export type KeyRelation = 'same' | 'relative' | 'parallel' | 'fifth' | 'other';

/**
 * How two keys relate (symmetric): the same; relative (A minor and C major share their notes); parallel (the
 * same tonic, the other mode); a fifth apart in the same mode (one note differs); or further.
 */
export function keyRelation(a: string, b: string): KeyRelation | null {
  const x = parseKey(a);
  const y = parseKey(b);
  if (!x || !y) return null;
  const interval = (y.tonic - x.tonic + 12) % 12;
  if (x.minor === y.minor) {
    if (interval === 0) return 'same';
    if (interval === 7 || interval === 5) return 'fifth';
    return 'other';
  }
  if (interval === 0) return 'parallel';
  // The relative major is three semitones above its minor.
  const relative = x.minor ? interval === 3 : interval === 9;
  return relative ? 'relative' : 'other';
}

export function keyCloseness(a: string | null, b: string | null): Closeness {
  if (a === null || b === null) return 'unknown';
  const r = keyRelation(a, b);
  if (r === null) return 'unknown';
  return r === 'same' ? 'same' : r === 'other' ? 'different' : 'close';
}

export function energyCloseness(a: number | null, b: number | null): Closeness {
  if (a === null || b === null) return 'unknown';
  const d = Math.abs(a - b);
  return d <= SAME_LU ? 'same' : d <= CLOSE_LU ? 'close' : 'different';
}

export function timbreCloseness(timbre: number): Closeness {
  return timbre >= SAME_TIMBRE ? 'same' : timbre >= CLOSE_TIMBRE ? 'close' : 'different';
}

const KEY_WORDS: Record<KeyRelation, string> = {
  same: 'Same key',
  relative: 'Relative key',
  parallel: 'Same tonic, other mode',
  fifth: 'Neighbouring key',
  other: 'Different key',
};

/**
 * Why a beat came up for a reference, one reason per aspect, in the order tempo, key, energy, timbre: each with
 * its closeness and words naming both values ("Close tempo: 94 BPM, yours 92").
 */
export function similarityReasons(
  reference: SoundFacts,
  beat: SoundFacts,
  parts: Pick<VectorComparison, 'timbre'>,
): SimilarityReason[] {
  const reasons: SimilarityReason[] = [];

  const tempo = tempoCloseness(reference.bpm, beat.bpm);
  if (tempo === 'unknown') {
    reasons.push({
      aspect: 'tempo',
      closeness: tempo,
      text: beat.bpm === null ? 'Tempo not known' : `${beat.bpm} BPM (no steady beat in the reference)`,
    });
  } else {
    const { folded } = tempoDistance(reference.bpm!, beat.bpm!);
    const words = tempo === 'same' ? 'Same tempo' : tempo === 'close' ? 'Close tempo' : 'Different tempo';
    const feel =
      folded && tempo !== 'different' ? (beat.bpm! > reference.bpm! ? ' (double time)' : ' (half time)') : '';
    reasons.push({
      aspect: 'tempo',
      closeness: tempo,
      text: `${words}${feel}: ${beat.bpm} BPM, yours ${reference.bpm}`,
    });
  }

  const key = keyCloseness(reference.key, beat.key);
  const relation = reference.key && beat.key ? keyRelation(reference.key, beat.key) : null;
  if (relation === null) {
    reasons.push({
      aspect: 'key',
      closeness: 'unknown',
      text: beat.key ? `${beat.key} (no clear key in the reference)` : 'Key not known',
    });
  } else if (relation === 'same') {
    reasons.push({ aspect: 'key', closeness: key, text: `Same key: ${beat.key}` });
  } else {
    reasons.push({
      aspect: 'key',
      closeness: key,
      text: `${KEY_WORDS[relation]}: ${beat.key}, yours ${reference.key}`,
    });
  }

  const energy = energyCloseness(reference.loudnessLufs, beat.loudnessLufs);
  if (energy === 'unknown') {
    reasons.push({ aspect: 'energy', closeness: energy, text: 'Energy not measured' });
  } else {
    const difference = beat.loudnessLufs! - reference.loudnessLufs!;
    const words =
      energy === 'same'
        ? 'Same energy'
        : energy === 'close'
          ? 'Similar energy'
          : difference > 0
            ? 'More energy'
            : 'Less energy';
    reasons.push({
      aspect: 'energy',
      closeness: energy,
      text: `${words}: ${formatLufs(beat.loudnessLufs!)}, yours ${formatLufs(reference.loudnessLufs!)}`,
    });
  }

  const timbre = timbreCloseness(parts.timbre);
  reasons.push({
    aspect: 'timbre',
    closeness: timbre,
    text: timbre === 'same' ? 'Very similar timbre' : timbre === 'close' ? 'Similar timbre' : 'Different timbre',
  });
  return reasons;
}

/** "-14 LUFS", with the real minus sign. */
export function formatLufs(lufs: number): string {
  const rounded = Math.round(lufs);
  return `${rounded < 0 ? '\u2212' : ''}${Math.abs(rounded)} LUFS`;
}
