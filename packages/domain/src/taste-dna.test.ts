import { describe, expect, it } from 'vitest';
import { formatDnaTag, TASTE_DNA_EMPTY, tasteDna } from './taste-dna';

describe('Taste DNA (spec part 1, section 2)', () => {
  it('removes #, splits camel case and joins up to 3 distinct tags by a middle dot', () => {
    expect(formatDnaTag('#lateNight')).toBe('late Night');
    expect(tasteDna(['#lofiBeats', 'Chill', 'chill'], ['cinematic', 'dance'])).toBe('lofi Beats · Chill · cinematic');
  });

  it('takes co-signed tags before vibe preferences', () => {
    expect(tasteDna(['Raw'], ['dance', 'chill', 'cinematic'])).toBe('Raw · dance · chill');
  });

  it('says the profile is still building when there are none', () => {
    expect(tasteDna([], [])).toBe(TASTE_DNA_EMPTY);
    expect(tasteDna(['#'], [''])).toBe('Building your taste profile...');
  });
});
