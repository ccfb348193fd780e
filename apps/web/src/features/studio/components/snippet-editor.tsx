import { formatCount } from '@pulse/domain/numbers';
import type { CreativeRole } from '@pulse/domain/roles-contracts';
import { type DashboardSnippet, parseTagList } from '@pulse/domain/studio';
import {
  ownershipFromInput,
  rightsApply,
  TITLE_MAX,
  UpdateSnippetRequest,
  USAGE_TIER_LABELS,
  USAGE_TIER_RANGES,
  USAGE_TIERS,
  type UsageTier,
} from '@pulse/domain/uploads';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useUpdateSnippet } from '../api/update-snippet';

/**
 * The edit as the fields type it (tags comma separated, ownership as text where blank is 0), checked by the
 * server's rules for the snippet's update; a message about one tag shows on the field.
 */
const SnippetEditForm = z.object({
  title: UpdateSnippetRequest.shape.title,
  tags: z.string().transform((text, ctx) => {
    const tags = UpdateSnippetRequest.shape.tags.safeParse(parseTagList(text));
    if (tags.success) return tags.data;
    ctx.addIssue({ code: 'custom', message: tags.error.issues[0]?.message ?? 'Check the tags' });
    return z.NEVER;
  }),
  ownershipPercentage: z
    .string()
    .transform((text) => ownershipFromInput(text) ?? Number.NaN)
    .pipe(UpdateSnippetRequest.shape.ownershipPercentage.unwrap()),
  usageTiers: UpdateSnippetRequest.shape.usageTiers,
});
type SnippetEditForm = z.output<typeof SnippetEditForm>;

function isUsageTier(tier: string): tier is UsageTier {
  return (USAGE_TIERS as readonly string[]).includes(tier);
}

/** The dashboard's inline Edit: title, tags and, for producers, ownership and usage tiers (PATCH). */
export function SnippetEditor({
  snippet,
  creativeRole,
  onDone,
}: {
  snippet: DashboardSnippet;
  creativeRole: CreativeRole | null;
  onDone: () => void;
}) {
  const withRights = rightsApply(creativeRole);
  const update = useUpdateSnippet();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(SnippetEditForm, {
    // Without rights the ownership and tiers fields are not shown: they hold the snippet's own values and are not sent.
    defaultValues: {
      title: snippet.title,
      tags: snippet.tags.join(', '),
      ownershipPercentage: String(snippet.ownershipPercentage),
      usageTiers: snippet.usageTiers.filter(isUsageTier),
    },
  });

  async function onSubmit({ title, tags, ownershipPercentage, usageTiers }: SnippetEditForm) {
    try {
      await update.mutateAsync({
        id: snippet.id,
        title,
        tags,
        ...(withRights ? { ownershipPercentage, usageTiers } : {}),
      });
      onDone();
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={`Edit ${snippet.title}`}
      className="flex flex-col gap-4 border-t border-line pt-4"
    >
      <TextField label="Title" maxLength={TITLE_MAX} error={errors.title?.message} {...register('title')} />
      <TextField label="Tags" hint="Separate tags with commas" error={errors.tags?.message} {...register('tags')} />
      {withRights ? (
        <>
          <TextField
            label="Ownership percentage"
            inputMode="numeric"
            error={errors.ownershipPercentage?.message}
            {...register('ownershipPercentage')}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Usage tiers</legend>
            {USAGE_TIERS.map((tier) => (
              <label key={tier} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-[var(--color-accent)]"
                  value={tier}
                  {...register('usageTiers')}
                />
                <span className="font-medium">{USAGE_TIER_LABELS[tier]}</span>
                <span className="text-muted">
                  ${formatCount(USAGE_TIER_RANGES[tier][0])}–$
                  {formatCount(USAGE_TIER_RANGES[tier][1])}
                </span>
              </label>
            ))}
            {errors.usageTiers ? <p className="text-sm font-medium text-danger">{errors.usageTiers.message}</p> : null}
          </fieldset>
        </>
      ) : null}
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" pending={isSubmitting} pendingLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
