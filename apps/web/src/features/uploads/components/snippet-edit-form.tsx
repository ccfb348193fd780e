import type { CreativeRole } from '@pulse/domain/roles-contracts';
import { categoriesFor, rightsApply, type Snippet, TITLE_MAX, UpdateSnippetRequest } from '@pulse/domain/uploads';
import { z } from 'zod';
import { firstMessage, useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ToggleChips, toggled } from '../../../ui/toggle-chips';
import { useUpdateSnippet } from '../api/update-snippet';
import { rightsDraftOf } from '../lib/rights-draft';
import { rightsFormFields, rightsFormValues } from '../lib/rights-form';
import { FormRightsFields } from './form-rights-fields';

/** The edit named as the server names its fields and checked by the server's rules for the snippet's update. */
const SnippetEditFields = z.object({
  title: UpdateSnippetRequest.shape.title.unwrap(),
  categories: UpdateSnippetRequest.shape.categories.unwrap(),
  ...rightsFormFields,
});
type SnippetEditFields = z.output<typeof SnippetEditFields>;

/** Edit a saved item in place: title, categories and, for producers, the rights. */
export function SnippetEditForm({
  snippet,
  creativeRole,
  onDone,
}: {
  snippet: Snippet;
  creativeRole: CreativeRole | null;
  onDone: () => void;
}) {
  const withRights = rightsApply(creativeRole);
  const update = useUpdateSnippet();
  const form = useSchemaForm(SnippetEditFields, {
    // Without rights the rights fields are not shown: they hold the snippet's own values and are not sent.
    defaultValues: {
      title: snippet.title,
      categories: snippet.categories,
      ...rightsFormValues(rightsDraftOf(snippet)),
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    showServerErrors,
    formState: { errors, isSubmitted, isSubmitting },
  } = form;
  const categories = watch('categories');
  const options = { shouldValidate: isSubmitted, shouldDirty: true };

  async function onSubmit({ title, categories, ownershipPercentage, usageTiers, splits }: SnippetEditFields) {
    try {
      await update.mutateAsync({
        id: snippet.id,
        title,
        categories,
        ...(withRights ? { ownershipPercentage, usageTiers, splits } : {}),
      });
      onDone();
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5 border-t border-line pt-4">
      <TextField label="Title" maxLength={TITLE_MAX} error={errors.title?.message} {...register('title')} />
      <div className="flex flex-col gap-1.5">
        <ToggleChips
          legend="Categories"
          options={categoriesFor(creativeRole)}
          selected={categories}
          onToggle={(c) => setValue('categories', toggled(getValues('categories'), c), options)}
        />
        {errors.categories ? (
          <p className="text-sm font-medium text-danger">{firstMessage(errors.categories)}</p>
        ) : null}
      </div>
      {withRights ? (
        // The rights fields are shared with the upload wizard: the form gives them its values and takes their changes.
        <FormRightsFields form={form} />
      ) : null}
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={isSubmitting} pendingLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
