import { describe, expect, it } from 'vitest';
import {
  isSuggestiblePersona,
  type Persona,
  scorePersona,
  suggestPersonas,
  TRENDING_REASON,
  VIBE_CHECKER_DEFAULT_INTERESTS,
  vibeCheckerInterests,
  vibeTeaserText,
} from './vibe-checker';

function persona(overrides: Partial<Persona> & { id: string }): Persona {
  return {
    name: overrides.id,
    niche: 'Lo-fi producer',
    focus: '',
    location: 'Remote',
    vibeTags: [],
    stats: { cosigns: 0, recentUploads: 0 },
    ...overrides,
  };
}

// The demo's Maya Lin (spec part 1's sample creator card fields).
const maya = persona({
  id: 'maya',
  niche: 'Lo-fi producer',
  focus: 'Study beats with live keys',
  vibeTags: ['Lo-fi', 'Chill', 'Mellow', 'Organic', 'Beat-driven'],
  stats: { cosigns: 1240, recentUploads: 12 },
});

describe('interests', () => {
  it('default to lo-fi, cinematic, dance and digital art when the caller has none', () => {
    expect(vibeCheckerInterests([])).toEqual(['lo-fi', 'cinematic', 'dance', 'digital art']);
    expect(vibeCheckerInterests(['  ', ''])).toEqual([...VIBE_CHECKER_DEFAULT_INTERESTS]);
  });

  it('are the caller own, lower-cased and once each', () => {
    expect(vibeCheckerInterests(['Chill', 'chill', ' Organic '])).toEqual(['chill', 'organic']);
  });
});

describe('scoring', () => {
  it('adds +6 for a matching vibe tag, +3 niche, +2 focus, co-signs/500 and uploads/5', () => {
    // 6 (Lo-fi) + 3 (niche "lo-fi producer") + 0 (focus) + 1240/500 + 12/5
    const { score, reason } = scorePersona(maya, []);
    expect(score).toBeCloseTo(6 + 3 + 2.48 + 2.4, 10);
    expect(reason).toBe('Because you like “Lo-fi”');
  });

  it('counts the focus match (+2) and the tag once however many tags match', () => {
    const p = persona({
      id: 'p',
      niche: 'Electronic producer',
      focus: 'Cinematic synthwave for trailers',
      vibeTags: ['Electronic', 'Cinematic', 'Dance'],
    });
    const { score, reason } = scorePersona(p, []);
    expect(score).toBe(6 + 2);
    expect(reason).toBe('Because you like “Cinematic”');
  });

  it('caps co-signs and uploads at 5 points each', () => {
    const p = persona({ id: 'p', niche: 'Beat maker', stats: { cosigns: 10_000, recentUploads: 400 } });
    expect(scorePersona(p, ['jazz'])).toEqual({ score: 10, reason: TRENDING_REASON });
    const half = persona({ id: 'h', niche: 'Beat maker', stats: { cosigns: 250, recentUploads: 1 } });
    expect(scorePersona(half, ['jazz']).score).toBeCloseTo(0.5 + 0.2, 10);
  });

  it('says Trending on Pulse without a tag match, even when the niche matches', () => {
    const p = persona({ id: 'p', niche: 'Lo-fi producer', vibeTags: ['Chill'] });
    expect(scorePersona(p, ['lo-fi'])).toEqual({ score: 3, reason: TRENDING_REASON });
  });
});

describe('personas', () => {
  it('include only producer, beat, filmmaker, videographer, digital art and graphic niches', () => {
    for (const niche of [
      'Lo-fi producer',
      'Beat maker',
      'Documentary filmmaker',
      'Sports videographer',
      'Digital art collective',
      'Graphic designer',
    ]) {
      expect(isSuggestiblePersona({ niche }), niche).toBe(true);
    }
    for (const niche of ['Brand identity designer', 'Shortform creator', 'Illustrator', '']) {
      expect(isSuggestiblePersona({ niche }), niche).toBe(false);
    }
  });

  it('exclude dance, poetry, sneaker and fashion niches even when they are also included', () => {
    for (const niche of ['Dance videographer', 'Poetry filmmaker', 'Sneaker graphic artist', 'Fashion videographer']) {
      expect(isSuggestiblePersona({ niche }), niche).toBe(false);
    }
    // The focus does not decide: a producer making beats for dance crews is still a producer.
    expect(isSuggestiblePersona({ niche: 'Hip-hop producer' })).toBe(true);
  });
});

describe('suggestions', () => {
  it('are at most 4, best first, ties by co-signs then id, without excluded personas', () => {
    const personas = [
      persona({
        id: 'e',
        niche: 'Dance videographer',
        vibeTags: ['Dance'],
        stats: { cosigns: 9999, recentUploads: 99 },
      }),
      persona({ id: 'a', vibeTags: ['Lo-fi'] }),
      persona({ id: 'b', niche: 'Graphic designer', stats: { cosigns: 2500, recentUploads: 25 } }),
      persona({ id: 'd', niche: 'Sports videographer', vibeTags: ['Cinematic'] }),
      persona({ id: 'c', niche: 'Graphic designer', stats: { cosigns: 100, recentUploads: 0 } }),
      persona({ id: 'z', niche: 'Graphic designer', stats: { cosigns: 100, recentUploads: 0 } }),
      maya,
    ];
    const result = suggestPersonas(personas, []);
    expect(result.map((s) => s.persona.id)).toEqual(['maya', 'b', 'a', 'd']);
    expect(result.map((s) => s.score)).toEqual([
      expect.closeTo(13.88, 10),
      10,
      // a: tag (6) + niche "lo-fi producer" (3)
      9,
      // d: tag (6)
      6,
    ]);
    expect(suggestPersonas(personas, ['nothing']).map((s) => s.persona.id)).toEqual(['b', 'maya', 'c', 'z']);
  });
});

describe('teaser', () => {
  it('is about the creative, leaving out what is empty', () => {
    expect(
      vibeTeaserText({
        name: 'Maya Lin',
        niche: 'Lo-fi producer',
        focus: 'Study beats with live keys',
        location: 'Los Angeles, CA',
      }),
    ).toBe('Meet Maya Lin — Lo-fi producer · Los Angeles, CA. Study beats with live keys.');
    expect(vibeTeaserText({ name: 'Noa', niche: '', focus: '', location: '' })).toBe('Meet Noa.');
  });
});
