import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestMatch,
  MATCH_WEIGHTS,
  type MatchBrief,
  type MatchCandidate,
  matchPartMax,
  REPUTATION_MATCH_POINTS,
  reputationPart,
  scoreMatch,
  sharedTags,
  withReputation,
} from './matching';

const brief: MatchBrief = {
  tags: ['Chill', 'Throwback', 'Clean'],
  category: '',
  usageType: 'ugc',
  budgetMinCents: 50_000,
  budgetMaxCents: 150_000,
};
const candidate: MatchCandidate = {
  tags: ['chill', 'Lo-fi', 'THROWBACK'],
  category: 'producer',
  usageTiers: ['ugc', 'podcast'],
  priceCents: 100_000,
};

describe('scoreMatch', () => {
  it('weighs vibe tags 40, category 20, rights 20 and price 20', () => {
    expect(MATCH_WEIGHTS.tags + MATCH_WEIGHTS.category + MATCH_WEIGHTS.rights + MATCH_WEIGHTS.price).toBe(100);
    const perfect = scoreMatch(brief, { ...candidate, tags: ['Chill', 'Throwback', 'Clean'] });
    expect(perfect.score).toBe(100);
    expect(perfect.parts).toEqual({ tags: 40, category: 20, rights: 20, price: 20 });
  });

  it('scores the share of the brief’s tags, case-insensitively', () => {
    const m = scoreMatch(brief, candidate);
    expect(m.parts.tags).toBe(27); // 2 of 3
    expect(m.sharedTags).toEqual(['Chill', 'Throwback']);
    expect(m.score).toBe(87);
    expect(m.reason).toBe('Shares 2 of 3 vibe tags (Chill, Throwback), covers UGC Content, $1,000 fits the budget');
  });

  it('gives no rights points when the snippet does not cover the brief’s tier, half when no snippet is offered', () => {
    expect(scoreMatch(brief, { ...candidate, usageTiers: ['sync'] }).parts.rights).toBe(0);
    expect(scoreMatch(brief, { ...candidate, usageTiers: [] }).reason).toContain('does not cover UGC Content');
    const unknown = scoreMatch(brief, { ...candidate, usageTiers: null });
    expect(unknown.parts.rights).toBe(10);
    expect(unknown.reason).toContain('rights not offered yet');
  });

  it('fits a quote at or under the maximum and falls to 0 at twice the maximum', () => {
    expect(scoreMatch(brief, { ...candidate, priceCents: 150_000 }).parts.price).toBe(20);
    expect(scoreMatch(brief, { ...candidate, priceCents: 10_000 }).parts.price).toBe(20);
    expect(scoreMatch(brief, { ...candidate, priceCents: 225_000 }).parts.price).toBe(10);
    expect(scoreMatch(brief, { ...candidate, priceCents: 300_000 }).parts.price).toBe(0);
    expect(scoreMatch(brief, { ...candidate, priceCents: 900_000 }).parts.price).toBe(0);
    expect(scoreMatch(brief, { ...candidate, priceCents: 225_000 }).reason).toContain(
      '$2,250 is over the $1,500 budget',
    );
    expect(scoreMatch(brief, { ...candidate, priceCents: null }).parts.price).toBe(10);
  });

  it('compares categories when the brief names one (graphic_designer is a designer)', () => {
    const wants = { ...brief, category: 'graphic_designer' };
    expect(scoreMatch(wants, { ...candidate, category: 'designer' }).parts.category).toBe(20);
    const other = scoreMatch(wants, candidate);
    expect(other.parts.category).toBe(0);
    expect(other.reason).toContain('a different kind of creative');
  });

  it('leaves open parts neutral for a brief without tags, usage or budget', () => {
    const open = scoreMatch(
      { tags: [], category: '', usageType: null, budgetMinCents: null, budgetMaxCents: null },
      candidate,
    );
    expect(open.parts).toEqual({ tags: 20, category: 20, rights: 20, price: 10 });
    expect(open.reason).toBe('Open brief: any creative fits');
  });

  it('says when no tag is shared', () => {
    expect(scoreMatch(brief, { ...candidate, tags: ['Gritty'] }).reason).toMatch(/^No shared vibe tags/);
  });
});

describe('sharedTags and bestMatch', () => {
  it('lists each shared brief tag once in the brief’s spelling', () => {
    expect(sharedTags([' Chill ', 'chill', 'Raw', ''], ['CHILL', 'raw'])).toEqual(['Chill', 'Raw']);
  });

  it('picks the highest-scoring snippet, the first on a tie, and null for none', () => {
    const snippets = [
      { id: 'a', tiers: ['sync'] },
      { id: 'b', tiers: ['ugc'] },
      { id: 'c', tiers: ['ugc'] },
    ];
    const best = bestMatch(brief, snippets, (s) => ({ ...candidate, usageTiers: s.tiers }));
    expect(best?.item.id).toBe('b');
    expect(bestMatch(brief, [], () => candidate)).toBeNull();
  });
});

const TAGS = ['Chill', 'High-energy', 'Clean', 'Gritty', 'Throwback', 'Uplifting', 'Mysterious', 'Playful', 'Raw'];
const arbBrief: fc.Arbitrary<MatchBrief> = fc.record({
  tags: fc.subarray(TAGS),
  category: fc.constantFrom('', 'producer', 'videographer', 'graphic_designer'),
  usageType: fc.constantFrom(null, 'ugc', 'podcast', 'commercial', 'sync'),
  budgetMinCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  budgetMaxCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
});
const arbCandidate: fc.Arbitrary<MatchCandidate> = fc.record({
  tags: fc.array(fc.oneof(fc.constantFrom(...TAGS), fc.string({ maxLength: 12 })), { maxLength: 12 }),
  category: fc.constantFrom('producer', 'videographer', 'designer', ''),
  usageTiers: fc.option(fc.subarray(['ugc', 'podcast', 'commercial', 'sync']), { nil: null }),
  priceCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
});

describe('scoreMatch properties', () => {
  it('is a whole number from 0 to 100 whose parts add up to it, each within its weight', () => {
    fc.assert(
      fc.property(arbBrief, arbCandidate, (b, c) => {
        const { score, parts, reason } = scoreMatch(b, c);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(parts.tags + parts.category + parts.rights + parts.price).toBe(score);
        for (const name of Object.keys(MATCH_WEIGHTS) as (keyof typeof MATCH_WEIGHTS)[]) {
          expect(parts[name]).toBeGreaterThanOrEqual(0);
          expect(parts[name]).toBeLessThanOrEqual(MATCH_WEIGHTS[name]);
        }
        expect(reason).not.toContain('\n');
        expect(reason.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never falls when the candidate gains another of the brief’s tags', () => {
    fc.assert(
      fc.property(arbBrief, arbCandidate, fc.constantFrom(...TAGS), (b, c, extra) => {
        const before = scoreMatch(b, c);
        const after = scoreMatch(b, { ...c, tags: [...c.tags, extra] });
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        expect(after.parts.tags).toBeGreaterThanOrEqual(before.parts.tags);
      }),
    );
  });

  it('never rises when the quote goes up', () => {
    fc.assert(
      fc.property(arbBrief, arbCandidate, fc.integer({ min: 0, max: 1_000_000 }), (b, c, more) => {
        if (c.priceCents === null) return;
        const cheaper = scoreMatch(b, c);
        const dearer = scoreMatch(b, { ...c, priceCents: c.priceCents + more });
        expect(dearer.score).toBeLessThanOrEqual(cheaper.score);
      }),
    );
  });
});

describe('reputation as a part (decision 035)', () => {
  it('scales the fit to 90 points and adds up to 10 for reviews; no review yet is half', () => {
    const fit = scoreMatch(brief, candidate);
    const rated = withReputation(fit, { average: 4.8, count: 12 });
    expect(rated.parts).toEqual({ tags: 24, category: 18, rights: 18, price: 18, reputation: 10 });
    expect(rated.score).toBe(88);
    expect(rated.reason).toBe(`${fit.reason}; rated 4.8 from 12 deals`);
    const newcomer = withReputation(fit, { average: 4, count: 0 });
    expect(newcomer.parts.reputation).toBe(REPUTATION_MATCH_POINTS / 2);
    expect(newcomer.reason).toMatch(/no reviews yet$/);
    expect(reputationPart({ average: 1, count: 3 })).toBe(0);
    expect(reputationPart({ average: 3, count: 1 })).toBe(5);
    expect(matchPartMax('tags', true)).toBe(36);
    expect(matchPartMax('tags', false)).toBe(40);
  });

  it('keeps the parts adding up to a score of 0 to 100, and a better rating never lowers it (property)', () => {
    const tags = fc.array(fc.constantFrom('Chill', 'Bright', 'Lo-fi', 'Clean', 'Throwback'), { maxLength: 4 });
    fc.assert(
      fc.property(
        tags,
        tags,
        fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 50 }),
        (briefTags, creativeTags, price, average, better, count) => {
          const fit = scoreMatch(
            { ...brief, tags: briefTags },
            { ...candidate, tags: creativeTags, priceCents: price },
          );
          const a = withReputation(fit, { average, count });
          const sum = Object.values(a.parts).reduce((s, x) => s + x, 0);
          expect(a.score).toBe(sum);
          expect(a.score).toBeGreaterThanOrEqual(0);
          expect(a.score).toBeLessThanOrEqual(100);
          if (count > 0) {
            const b = withReputation(fit, { average: Math.min(5, average + better), count });
            expect(b.score).toBeGreaterThanOrEqual(a.score);
          }
        },
      ),
    );
    expect(MATCH_WEIGHTS.tags + MATCH_WEIGHTS.category + MATCH_WEIGHTS.rights + MATCH_WEIGHTS.price).toBe(100);
  });
});
