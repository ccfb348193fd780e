import { ownershipFromInput, UpdateSnippetRequest, type UsageTier } from '@pulse/domain/uploads';
import { z } from 'zod';
import type { RightsDraft } from './rights-draft';

/** A whole number as typed, where blank is 0 (spec part 1, section 5); junk fails the server's rule. */
const typedPercentage = (text: string) => ownershipFromInput(text) ?? Number.NaN;

/**
 * The rights as the fields hold them (ownership and each split's percentage as typed), named as the server names
 * its fields and checked by the server's rules for a snippet; the splits' first message shows by the rows. The
 * upload wizard and the snippet edit form both spread these into their form's schema.
 */
export const rightsFormFields = {
  ownershipPercentage: z
    .string()
    .transform(typedPercentage)
    .pipe(UpdateSnippetRequest.shape.ownershipPercentage.unwrap()),
  usageTiers: UpdateSnippetRequest.shape.usageTiers.unwrap(),
  splits: z.array(z.object({ key: z.number(), name: z.string(), percentage: z.string() })).transform((rows, ctx) => {
    const splits = UpdateSnippetRequest.shape.splits
      .unwrap()
      .safeParse(rows.map((row) => ({ name: row.name, percentage: typedPercentage(row.percentage) })));
    if (splits.success) return splits.data;
    ctx.addIssue({ code: 'custom', message: splits.error.issues[0]?.message ?? 'Check the collaborator splits' });
    return z.NEVER;
  }),
};

/** The rights fields' values as a form holds them. */
export interface RightsFormValues {
  ownershipPercentage: string;
  usageTiers: UsageTier[];
  splits: RightsDraft['splits'];
}

/** A draft (as `rightsDraftOf` or `emptyRightsDraft` make it) as the form's values. */
export function rightsFormValues(draft: RightsDraft): RightsFormValues {
  return { ownershipPercentage: draft.ownership, usageTiers: draft.usageTiers, splits: draft.splits };
}
