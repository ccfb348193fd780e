import { describe, expect, it } from 'vitest';
import { createBeatFacts } from '../src/modules/sounds-like/beat-facts';

const facts = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  bpm: 92,
  key: 'A minor',
  licenseTypes: ['Film', 'Paid Social'],
  nonExclusivePriceCents: 4_999,
  exclusivePriceCents: 49_999,
  loudnessLufs: -9.25,
  ...over,
});

describe('beat facts in columns', () => {
  it('gives back what was set: license types in the list order, no loudness as null, keys interned', () => {
    const columns = createBeatFacts(200_000);
    columns.set(0, facts('a'));
    columns.set(199_999, facts('b', { key: 'C# major', loudnessLufs: null, licenseTypes: [] }));
    columns.set(1, facts('c'));
    expect(columns.get(0)).toEqual({ ...facts('a'), licenseTypes: ['Paid Social', 'Film'] });
    expect(columns.get(199_999)).toEqual(facts('b', { key: 'C# major', loudnessLufs: null, licenseTypes: [] }));
    expect(columns.keyNames).toEqual(['A minor', 'C# major']);
    expect(columns.live[1]).toBe(1);
    expect(columns.live[2]).toBe(0);
  });

  it('swaps every column of two rows, and a larger copy keeps rows and key numbers', () => {
    const columns = createBeatFacts(4);
    columns.set(0, facts('a', { key: 'D minor', exclusivePriceCents: 1 }));
    columns.set(1, facts('b', { loudnessLufs: null }));
    columns.swap(0, 1);
    expect(columns.get(0).id).toBe('b');
    expect(columns.get(0).loudnessLufs).toBeNull();
    expect(columns.get(1)).toMatchObject({ id: 'a', key: 'D minor', exclusivePriceCents: 1 });
    const bigger = createBeatFacts(8, columns.keyNames);
    columns.copyInto(bigger, 2);
    bigger.set(2, facts('c', { key: 'D minor' }));
    expect([0, 1, 2].map((at) => bigger.get(at).id)).toEqual(['b', 'a', 'c']);
    expect(bigger.get(1).key).toBe('D minor');
    expect(bigger.keys[2]).toBe(bigger.keys[1]);
  });
});
