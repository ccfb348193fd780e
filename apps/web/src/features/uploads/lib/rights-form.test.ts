import { splitsTotalMessage } from '@pulse/domain/splits';
import { OWNERSHIP_MESSAGE, SPLIT_NAME_MESSAGE } from '@pulse/domain/uploads';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyRightsDraft, rightsDraftOf } from './rights-draft';
import { rightsFormFields, rightsFormValues } from './rights-form';

const Rights = z.object(rightsFormFields);
const split = (key: number, name: string, percentage: string) => ({ key, name, percentage });
const messages = (values: z.input<typeof Rights>) => {
  const result = Rights.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('rightsFormFields', () => {
  it('starts at 100% ownership, no tiers and no splits', () => {
    expect(Rights.parse(rightsFormValues(emptyRightsDraft()))).toEqual({
      ownershipPercentage: 100,
      usageTiers: [],
      splits: [],
    });
  });

  it("turns a blank ownership into 0 and refuses one over 100 with the server's message", () => {
    expect(Rights.parse({ ...rightsFormValues(emptyRightsDraft()), ownershipPercentage: '' }).ownershipPercentage).toBe(
      0,
    );
    expect(messages({ ...rightsFormValues(emptyRightsDraft()), ownershipPercentage: '101' })).toEqual([
      OWNERSHIP_MESSAGE,
    ]);
  });

  it('asks splits to add up to 100 and every collaborator to have a name', () => {
    const empty = rightsFormValues(emptyRightsDraft());
    expect(messages({ ...empty, splits: [split(0, 'Me', '70'), split(1, 'Kai', '20')] })).toEqual([
      splitsTotalMessage(90),
    ]);
    expect(messages({ ...empty, splits: [split(0, ' ', '100')] })).toEqual([SPLIT_NAME_MESSAGE]);
    expect(Rights.parse({ ...empty, splits: [split(0, ' Me ', '70'), split(1, 'Kai', '30')] }).splits).toEqual([
      { name: 'Me', percentage: 70 },
      { name: 'Kai', percentage: 30 },
    ]);
  });

  it('round-trips a saved snippet’s rights', () => {
    const rights = {
      ownershipPercentage: 80,
      usageTiers: ['sync' as const],
      splits: [{ name: 'Me', percentage: 100 }],
    };
    expect(Rights.parse(rightsFormValues(rightsDraftOf(rights)))).toEqual(rights);
  });
});
