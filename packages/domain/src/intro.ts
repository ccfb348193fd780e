/** The /enter intro (spec part 1 section 9 and part 2 section 9). */
export const INTRO_SENTENCE_INTERVAL_MS = 4700;
export const INTRO_TYPE_MS_PER_CHAR = 50;
export const INTRO_SEEN_KEY = 'pulse.introSeen';
export const INTRO_SENTENCES = [
  'Culture moves first on campus.',
  'College creatives make the sounds, films and designs that start it.',
  'Partners bring paid briefs, and fans co-sign the talent they believe in.',
  'Pulse is where culture meets opportunity.',
] as const;

/** The characters of sentence `index` visible `elapsedMs` after the intro started. */
export function introVisibleText(index: number, elapsedMs: number): string {
  const sentence = INTRO_SENTENCES[index];
  if (sentence === undefined) return '';
  const since = elapsedMs - index * INTRO_SENTENCE_INTERVAL_MS;
  if (since < 0) return '';
  return sentence.slice(0, Math.floor(since / INTRO_TYPE_MS_PER_CHAR) + 1);
}
