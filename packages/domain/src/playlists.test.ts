import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playlistTags, similarVibes } from './playlists';

describe('playlistTags', () => {
  it('orders by frequency, then first appearance, ignoring case and #', () => {
    expect(
      playlistTags([
        ['Chill', 'Lo-fi'],
        ['#chill', 'Cinematic'],
        ['Lo-fi', 'chill'],
      ]),
    ).toEqual(['Chill', 'Lo-fi', 'Cinematic']);
  });
  it('caps the number of tags', () => {
    expect(playlistTags([['a', 'b', 'c', 'd']], 2)).toEqual(['a', 'b']);
  });
});

describe('similarVibes', () => {
  const target = { id: 'p1', tags: ['Chill', 'Lo-fi', 'Study'] };
  it('ranks by shared tags and leaves out the playlist itself and unrelated ones', () => {
    const result = similarVibes(target, [
      { id: 'p1', tags: ['Chill'] },
      { id: 'p2', tags: ['chill', 'Trap'] },
      { id: 'p3', tags: ['Lo-fi', 'Chill', 'Study'] },
      { id: 'p4', tags: ['Gritty'] },
    ]);
    expect(result.map((r) => r.id)).toEqual(['p3', 'p2']);
    expect(result[0]?.sharedTags).toEqual(['Lo-fi', 'Chill', 'Study']);
    expect(result[0]?.score).toBe(1);
  });
  it('finds nothing for a playlist without tags', () => {
    expect(similarVibes({ id: 'x', tags: [] }, [{ id: 'y', tags: ['Chill'] }])).toEqual([]);
  });
  it('always shares a tag, never includes itself, scores in (0, 1] descending and respects the cap', () => {
    const tag = fc.constantFrom('Chill', 'chill', 'Lo-fi', 'Trap', 'Raw', 'Study');
    const pl = fc.record({ id: fc.string({ maxLength: 3 }), tags: fc.array(tag, { maxLength: 5 }) });
    fc.assert(
      fc.property(pl, fc.array(pl, { maxLength: 10 }), fc.integer({ min: 0, max: 5 }), (t, cs, max) => {
        const r = similarVibes(t, cs, max);
        expect(r.length).toBeLessThanOrEqual(max);
        for (const [i, c] of r.entries()) {
          expect(c.id).not.toBe(t.id);
          expect(c.sharedTags.length).toBeGreaterThan(0);
          expect(c.score).toBeGreaterThan(0);
          expect(c.score).toBeLessThanOrEqual(1);
          if (i > 0) expect(c.score).toBeLessThanOrEqual(r[i - 1]?.score ?? 1);
        }
      }),
    );
  });
});
