import { type BriefResponse, localIsoDate, PostBriefRequest } from '@pulse/domain/briefs';
import {
  canPostQuickBrief,
  QUICK_BRIEF_PRESETS,
  type QuickBriefPresetId,
  quickBriefRequest,
} from '@pulse/domain/quick-brief';
import { z } from 'zod';
import { cn } from '../../../lib/cn';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextAreaField } from '../../../ui/field';
import { usePostBrief } from '../api/post-brief';

const PRESET_IDS = QUICK_BRIEF_PRESETS.map((p) => p.id) as [QuickBriefPresetId, ...QuickBriefPresetId[]];

/** The quick brief's text is the brief's vibe description, checked by the server's own rule for it. */
const QuickBriefForm = z.object({
  presetId: z.enum(PRESET_IDS),
  description: PostBriefRequest.shape.description,
});
type QuickBriefForm = z.infer<typeof QuickBriefForm>;

/**
 * Create a Quick Brief: a preset or custom text posted as a real brief, filled in from the quiz answers
 * (usage, budget and deadline); a partner in review gets a draft.
 */
export function QuickBrief({
  preferences,
  onPosted,
}: {
  preferences: Record<string, string | string[]>;
  onPosted: (res: BriefResponse) => void;
}) {
  const post = usePostBrief();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(QuickBriefForm, { defaultValues: { presetId: 'custom', description: '' } });
  const presetId = watch('presetId');
  const text = watch('description');

  async function onSubmit(values: QuickBriefForm) {
    try {
      const res = await post.mutateAsync(
        quickBriefRequest({
          text: values.description,
          presetId: values.presetId,
          preferences,
          today: localIsoDate(new Date()),
        }),
      );
      reset({ presetId: 'custom', description: '' });
      onPosted(res);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Card role="region" aria-label="Create a Quick Brief" className="flex flex-col gap-4">
      <h2 className="font-display text-lg font-bold">Create a Quick Brief</h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Brief presets</legend>
        {QUICK_BRIEF_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            aria-pressed={presetId === preset.id}
            onClick={() => {
              setValue('presetId', preset.id);
              setValue('description', preset.text, { shouldValidate: errors.description !== undefined });
            }}
            className={cn(
              'min-h-10 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition',
              presetId === preset.id ? 'bg-accent-soft text-accent ring-accent/60' : 'bg-raised text-muted ring-line',
            )}
          >
            {preset.label}
          </button>
        ))}
      </fieldset>
      <form noValidate className="flex flex-col gap-3" onSubmit={handleSubmit(onSubmit)}>
        <TextAreaField
          label="What do you need?"
          hint="A sentence or two about the sound and the feel. We fill in the rest from your profile."
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <Button
          type="submit"
          className="self-start"
          disabled={!canPostQuickBrief(text)}
          pending={isSubmitting}
          pendingLabel="Posting Brief..."
        >
          Post Brief
        </Button>
      </form>
    </Card>
  );
}
