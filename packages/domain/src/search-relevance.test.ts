import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATCH_TIERS,
  normaliseTerm,
  rankByRelevance,
  type SearchableCreative,
  searchRelevance,
  searchTerms,
  searchTsQuery,
  termTier,
} from './search-relevance';

const creative = (over: Partial<SearchableCreative> = {}): SearchableCreative => ({
  name: 'Someone',
  tags: [],
  text: '',
  ...over,
});

describe('normalising terms', () => {
  it('folds hyphens, spaces inside a chunk, case and common spellings', () => {
    expect(['lofi', 'Lo-Fi', 'LO-FI', 'lo_fi', 'Lowfi'].map(normaliseTerm)).toEqual(Array(5).fill('lofi'));
    expect(['R&B', 'rnb', 'RnB'].map(normaliseTerm)).toEqual(['rnb', 'rnb', 'rnb']);
    expect(['Hip-Hop', 'hiphop'].map(normaliseTerm)).toEqual(['hiphop', 'hiphop']);
    expect(normaliseTerm('colour')).toBe('color');
    expect(searchTerms('Lo Fi').map((t) => t.key)).toEqual(['lofi']);
    expect(searchTerms('hip hop r n b producer').map((t) => t.key)).toEqual(['hiphop', 'rnb', 'producer']);
    expect(searchTerms('  lo-fi  LOFI , producer')).toEqual([
      { key: 'lofi', parts: ['lo', 'fi'] },
      { key: 'producer', parts: ['producer'] },
    ]);
  });

  it('property: case and hyphens between letters never change a term', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,12}$/),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (word, upper, hyphen) => {
          const typed = [...word]
            .map((ch, i) => `${upper[i] ? ch.toUpperCase() : ch}${hyphen[i] && i < word.length - 1 ? '-' : ''}`)
            .join('');
          expect(normaliseTerm(typed)).toBe(normaliseTerm(word));
        },
      ),
    );
  });

  it('property: the tsquery holds only words, prefixes and operators, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (q) => {
        const query = searchTsQuery(q);
        if (query === null) expect(searchTerms(q)).toEqual([]);
        else expect(query).toMatch(/^[\p{L}\p{N}:*|&<>\-() ]+$/u);
      }),
    );
  });

  it('finds a term folded, as typed apart, or as a known split spelling', () => {
    expect(searchTsQuery('lofi')).toBe('(lofi:* | lo <-> fi:* | low <-> fi:*)');
    expect(searchTsQuery('lo-fi producer')).toBe('(lofi:* | lo <-> fi:* | low <-> fi:*) & (producer:*)');
    expect(searchTsQuery("beats & ' | !")).toBe('(beats:*)');
    expect(searchTsQuery('   ')).toBeNull();
  });
});

describe('relevance', () => {
  it('ranks name or tag exactly > tag prefix > name prefix > bio word', () => {
    const [term] = searchTerms('lofi');
    expect(termTier(creative({ tags: ['Lo-Fi'] }), term!)).toBe(MATCH_TIERS.nameOrTagExact);
    expect(termTier(creative({ tags: ['Lofi House'] }), term!)).toBe(MATCH_TIERS.tagPrefix);
    expect(termTier(creative({ name: 'Lofi Larry' }), term!)).toBe(MATCH_TIERS.nameOrTagExact);
    expect(termTier(creative({ text: 'Chill lo fi beats for study' }), term!)).toBe(MATCH_TIERS.bioWord);
    expect(termTier(creative({ tags: ['Logo'], text: 'fine film' }), term!)).toBe(MATCH_TIERS.none);
  });

  it('property: an exact tag never ranks below a tag prefix, which never ranks below a bio mention', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,10}$/), fc.stringMatching(/^[a-z]{1,6}$/), (word, tail) => {
        const exact = searchRelevance(creative({ tags: [word] }), word);
        const prefix = searchRelevance(creative({ tags: [`${word}${tail}`] }), word);
        const bio = searchRelevance(creative({ text: `I love ${word}` }), word);
        expect(exact).toBeGreaterThanOrEqual(prefix);
        expect(prefix).toBeGreaterThanOrEqual(bio);
        expect(bio).toBeGreaterThan(0);
      }),
    );
  });

  it('orders by relevance, then Pulse Score, then id, all descending', () => {
    const rows = [
      { id: 'a', pulseScore: 99, ...creative({ text: 'lofi' }) },
      { id: 'b', pulseScore: 50, ...creative({ tags: ['Lo-Fi'] }) },
      { id: 'c', pulseScore: 70, ...creative({ tags: ['Lo-Fi'] }) },
      { id: 'd', pulseScore: 70, ...creative({ tags: ['lofi'] }) },
    ];
    expect(rankByRelevance(rows, 'lo-fi').map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});
