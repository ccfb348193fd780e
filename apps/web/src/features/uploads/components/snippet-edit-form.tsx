import type { CreativeRole } from '@pulse/domain/roles-contracts';
import {
  categoriesFor,
  ownershipFromInput,
  rightsApply,
  type Snippet,
  TITLE_MAX,
  UpdateSnippetRequest,
} from '@pulse/domain/uploads';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ToggleChips, toggled } from '../../../ui/toggle-chips';
import { useUpdateSnippet } from '../api/update-snippet';
import { type RightsDraft, rightsDraftOf } from '../lib/rights-draft';
import { RightsFields } from './rights-fields';

/** A whole number as typed, where blank is 0 (spec part 1, section 5); junk fails the server's rule. */
const typedPercentage = (text: string) => ownershipFromInput(text) ?? Number.NaN;

/**
 * The edit as the fields hold it (ownership and each split's percentage as typed), named as the server names its
 * fields and checked by the server's rules for the snippet's update; the splits' first message shows by the rows.
 */
const SnippetEditFields = z.object({
  title: UpdateSnippetRequest.shape.title.unwrap(),
  categories: UpdateSnippetRequest.shape.categories.unwrap(),
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
});
type SnippetEditFields = z.output<typeof SnippetEditFields>;

/** The first message under a field, also one the server put on a part of it ("splits.0.name"). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const part of Object.values(error)) {
    const message = firstMessage(part);
    if (message) return message;
  }
  return undefined;
}

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
  const rights = rightsDraftOf(snippet);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    showServerErrors,
    formState: { errors, isSubmitted, isSubmitting },
  } = useSchemaForm(SnippetEditFields, {
    // Without rights the rights fields are not shown: they hold the snippet's own values and are not sent.
    defaultValues: {
      title: snippet.title,
      categories: snippet.categories,
      ownershipPercentage: rights.ownership,
      usageTiers: rights.usageTiers,
      splits: rights.splits,
    },
  });
  // The rights fields are shared with the upload wizard: the form gives them its values and takes their changes.
  const draft: RightsDraft = {
    ownership: watch('ownershipPercentage'),
    usageTiers: watch('usageTiers'),
    splits: watch('splits'),
  };
  const categories = watch('categories');
  const options = { shouldValidate: isSubmitted, shouldDirty: true };

  function changeRights(next: RightsDraft) {
    if (next.ownership !== draft.ownership) setValue('ownershipPercentage', next.ownership, options);
    if (next.usageTiers !== draft.usageTiers) setValue('usageTiers', next.usageTiers, options);
    if (next.splits !== draft.splits) setValue('splits', next.splits, options);
  }

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
        <RightsFields
          draft={draft}
          onChange={changeRights}
          errors={{ ownership: errors.ownershipPercentage?.message, splits: firstMessage(errors.splits) }}
        />
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
