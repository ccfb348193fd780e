import { describe, expect, it } from 'vitest';
import { emptyRightsDraft, readRights, rightsDraftOf } from './rights-draft';

const split = (key: number, name: string, percentage: string) => ({ key, name, percentage });

describe('readRights', () => {
  it('starts at 100% ownership, no tiers and no splits', () => {
    expect(readRights(emptyRightsDraft())).toEqual({
      ok: true,
      value: { ownershipPercentage: 100, usageTiers: [], splits: [] },
    });
  });

  it('turns a blank ownership into 0 and refuses one over 100', () => {
    const blank = readRights({ ...emptyRightsDraft(), ownership: '' });
    expect(blank.ok && blank.value.ownershipPercentage).toBe(0);
    expect(readRights({ ...emptyRightsDraft(), ownership: '101' })).toEqual({
      ok: false,
      errors: { ownership: 'Ownership must be a whole number from 0 to 100.' },
    });
  });

  it('asks splits to add up to 100 and every collaborator to have a name', () => {
    const short = readRights({ ...emptyRightsDraft(), splits: [split(0, 'Me', '70'), split(1, 'Kai', '20')] });
    expect(short).toEqual({
      ok: false,
      errors: { splits: 'Collaborator splits must add up to 100%. They add up to 90% now.' },
    });
    const unnamed = readRights({ ...emptyRightsDraft(), splits: [split(0, ' ', '100')] });
    expect(unnamed.ok ? null : unnamed.errors.splits).toBe('Add the collaborator’s name.');
    const fine = readRights({ ...emptyRightsDraft(), splits: [split(0, ' Me ', '70'), split(1, 'Kai', '30')] });
    expect(fine.ok && fine.value.splits).toEqual([
      { name: 'Me', percentage: 70 },
      { name: 'Kai', percentage: 30 },
    ]);
  });

  it('round-trips a saved snippet’s rights', () => {
    const draft = rightsDraftOf({
      ownershipPercentage: 80,
      usageTiers: ['sync'],
      splits: [{ name: 'Me', percentage: 100 }],
    });
    expect(readRights(draft)).toEqual({
      ok: true,
      value: { ownershipPercentage: 80, usageTiers: ['sync'], splits: [{ name: 'Me', percentage: 100 }] },
    });
  });
});
