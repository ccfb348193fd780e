import { describe, expect, it } from 'vitest';
import { creativesFoundLabel, discoverCategory, matchesDiscoverFilter } from './discover';

describe('the Discover role derived from tags (spec part 2, section 3)', () => {
  it.each([
    [['Lo-fi'], 'producer'],
    [['R&B'], 'producer'],
    [['Beat-driven', 'Cinematic'], 'producer'],
    [['B-roll'], 'videographer'],
    [['Documentary film'], 'videographer'],
    [['Typography'], 'designer'],
    [['Brand identity'], 'designer'],
    [['Playful'], 'producer'],
    [[], 'producer'],
  ] as const)('%j is %s', (tags, category) => {
    expect(discoverCategory(tags)).toBe(category);
  });
});

describe('the Discover filter', () => {
  const creator = { category: 'designer' as const, tags: ['Poster', 'Playful'] };
  it('needs the category and at least one selected tag, or no tag selected', () => {
    expect(matchesDiscoverFilter(creator, 'designer', [])).toBe(true);
    expect(matchesDiscoverFilter(creator, 'designer', ['playful', 'dance'])).toBe(true);
    expect(matchesDiscoverFilter(creator, 'designer', ['dance'])).toBe(false);
    expect(matchesDiscoverFilter(creator, 'producer', [])).toBe(false);
    expect(matchesDiscoverFilter(creator, null, ['poster'])).toBe(true);
  });

  it('counts in proper plurals', () => {
    expect(creativesFoundLabel(0)).toBe('0 creatives found');
    expect(creativesFoundLabel(1)).toBe('1 creative found');
    expect(creativesFoundLabel(10)).toBe('10 creatives found');
  });
});
