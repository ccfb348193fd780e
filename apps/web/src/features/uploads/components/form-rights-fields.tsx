import type { SetValueConfig } from 'react-hook-form';
import { firstMessage } from '../../../lib/schema-form';
import type { RightsDraft } from '../lib/rights-draft';
import type { RightsFormValues } from '../lib/rights-form';
import { RightsFields } from './rights-fields';

/** What is used of a schema form that holds the rights fields (`rightsFormFields`) among its own. */
export interface RightsForm {
  watch(name: 'ownershipPercentage'): RightsFormValues['ownershipPercentage'];
  watch(name: 'usageTiers'): RightsFormValues['usageTiers'];
  watch(name: 'splits'): RightsFormValues['splits'];
  setValue(name: 'ownershipPercentage', value: RightsFormValues['ownershipPercentage'], options: SetValueConfig): void;
  setValue(name: 'usageTiers', value: RightsFormValues['usageTiers'], options: SetValueConfig): void;
  setValue(name: 'splits', value: RightsFormValues['splits'], options: SetValueConfig): void;
  formState: { errors: { ownershipPercentage?: { message?: string }; splits?: unknown }; isSubmitted: boolean };
}

/**
 * The rights fields of a schema form (the upload wizard's step 3, the snippet edit form): fed by `watch`, changed
 * through `setValue`, and showing the form's messages, the schema's before a request and the server's after one.
 */
export function FormRightsFields({ form }: { form: RightsForm }) {
  const {
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const draft: RightsDraft = {
    ownership: watch('ownershipPercentage'),
    usageTiers: watch('usageTiers'),
    splits: watch('splits'),
  };
  const options = { shouldValidate: isSubmitted, shouldDirty: true };

  function change(next: RightsDraft) {
    if (next.ownership !== draft.ownership) setValue('ownershipPercentage', next.ownership, options);
    if (next.usageTiers !== draft.usageTiers) setValue('usageTiers', next.usageTiers, options);
    if (next.splits !== draft.splits) setValue('splits', next.splits, options);
  }

  return (
    <RightsFields
      draft={draft}
      onChange={change}
      errors={{ ownership: errors.ownershipPercentage?.message, splits: firstMessage(errors.splits) }}
    />
  );
}
