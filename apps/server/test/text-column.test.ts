import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createIdTable, createTextColumn } from '../src/modules/sounds-like/text-column';

describe('a text column and the id table over it', () => {
  it('gives back any text set, the last one set for a row, past the arena it started with', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(49), fc.string({ unit: 'binary', minLength: 1, maxLength: 40 })), { maxLength: 200 }),
        (writes) => {
          const column = createTextColumn(50);
          const expected = new Map<number, string>();
          for (const [at, text] of writes) {
            column.set(at, text);
            expected.set(at, text);
          }
          for (const [at, text] of expected) expect(column.get(at)).toBe(text);
        },
      ),
    );
  });

  it('finds every id added among thousands, swapped rows after a rebuild, and no id never added', () => {
    const n = 5_000;
    const ids = createTextColumn(n);
    const table = createIdTable(ids);
    const idOf = (i: number) => (i % 7 === 0 ? `beat-${i}-Ω-ünïcode` : `beat-${i}`);
    for (let at = 0; at < n; at++) {
      ids.set(at, idOf(at));
      table.add(at);
    }
    for (let at = 0; at < n; at += 37) expect(table.find(idOf(at))).toBe(at);
    expect(table.find('beat-5000')).toBeUndefined();
    expect(table.find('beat-1-')).toBeUndefined();
    expect(table.find('')).toBeUndefined();

    ids.swap(0, 4_999);
    table.clear();
    for (let at = 0; at < n; at++) table.add(at);
    expect(table.find(idOf(0))).toBe(4_999);
    expect(table.find(idOf(4_999))).toBe(0);
    expect(table.find(idOf(14))).toBe(14);
  });

  it('copies its rows whole into a larger column, which goes on taking rows', () => {
    const small = createTextColumn(2);
    small.set(0, 'first');
    small.set(1, 'second');
    small.set(0, 'first, renamed');
    const bigger = createTextColumn(4);
    small.copyInto(bigger, 2);
    bigger.set(2, 'third');
    expect([0, 1, 2].map((at) => bigger.get(at))).toEqual(['first, renamed', 'second', 'third']);
    expect(bigger.isSet(3)).toBe(false);
  });
});
