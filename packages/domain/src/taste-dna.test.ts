import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDnaTag, TASTE_DNA_EMPTY, TASTE_DNA_SIZE, TASTE_STRENGTHS_SIZE, tasteDna, tasteLabel } from './taste-dna';

describe('Taste DNA (spec part 1, section 2; decision 028)', () => {
  it('removes #, splits camel case and reads as a label', () => {
    expect(formatDnaTag('#lateNight')).toBe('late Night');
    expect(tasteLabel('#lofiBeats')).toBe('Lofi Beats');
    expect(tasteLabel('electronic')).toBe('Electronic');
    expect(tasteLabel('R&B')).toBe('R&B');
  });

  it('names the strongest tags of the profile, not the last co-signed creator’s', () => {
    // Quiz, calibration and anchor all said Digital and Electronic; then one Hip-hop creator was co-signed.
    const weights = { digital: 3, electronic: 3, 'hip-hop': 1, throwback: 1, 'beat-driven': 2, gritty: 1, dance: 1 };
    const cosigned = ['Hip-hop', 'Throwback', 'Beat-driven', 'Gritty', 'Dance'];
    const dna = tasteDna(weights, [...cosigned, 'Digital', 'Electronic', 'Beat-driven']);
    expect(dna.line).toBe('Digital · Electronic · Beat-driven');
    expect(dna.strengths.map((s) => [s.label, s.percent])).toEqual([
      ['Digital', 25],
      ['Electronic', 25],
      ['Beat-driven', 17],
      ['Hip-hop', 8],
      ['Throwback', 8],
      ['Gritty', 8],
      ['Dance', 8],
    ]);
  });

  it('breaks ties in the spelling order: co-signed tags first, then vibe preferences', () => {
    expect(tasteDna({ raw: 1, dance: 1, chill: 1, cinematic: 1 }, ['Raw', 'dance', 'chill', 'cinematic']).line).toBe(
      'Raw · Dance · Chill',
    );
    expect(tasteDna({ 'lo-fi': 1, chill: 1, mellow: 1 }, ['Lo-fi', 'Chill', 'Mellow']).line).toBe(
      'Lo-fi · Chill · Mellow',
    );
  });

  it('leaves out what the profile skipped, and says it is still building when nothing is liked', () => {
    expect(tasteDna({}).line).toBe(TASTE_DNA_EMPTY);
    expect(tasteDna({ raw: -2, dance: 0 })).toEqual({ line: TASTE_DNA_EMPTY, strengths: [] });
    expect(tasteDna({ raw: -2, dance: 1 }).strengths).toEqual([
      { tag: 'dance', label: 'Dance', weight: 1, percent: 100 },
    ]);
  });

  it('property: the line is the first labels of the strengths, which are liked, distinct and strongest first', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z][a-z-]{0,8}$/), fc.double({ min: -5, max: 5, noNaN: true })),
        (weights) => {
          const { line, strengths } = tasteDna(weights);
          expect(strengths.length).toBeLessThanOrEqual(TASTE_STRENGTHS_SIZE);
          const top = strengths.slice(0, TASTE_DNA_SIZE).map((s) => s.label);
          expect(line).toBe(top.length ? top.join(' · ') : TASTE_DNA_EMPTY);
          for (const [i, s] of strengths.entries()) {
            expect(s.weight).toBeGreaterThan(0);
            expect(s.weight).toBe(weights[s.tag]);
            if (i > 0) expect(s.weight).toBeLessThanOrEqual((strengths[i - 1] as { weight: number }).weight);
          }
          const liked = Object.values(weights).filter((w) => w > 0);
          expect(strengths.length).toBe(Math.min(TASTE_STRENGTHS_SIZE, liked.length));
          if (liked.length > 0) expect(strengths[0]?.weight).toBe(Math.max(...liked));
        },
      ),
    );
  });
});
