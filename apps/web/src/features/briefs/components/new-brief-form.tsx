import {
  BRIEF_DEFAULT_BUDGET_MAX,
  BRIEF_DEFAULT_BUDGET_MIN,
  BRIEF_DEFAULT_USAGE,
  type BriefResponse,
  type BriefVibeTag,
  localIsoDate,
  postBriefRequest,
  suggestTags,
} from '@pulse/domain/briefs';
import { USAGE_TIER_LABELS, USAGE_TIER_RANGES, USAGE_TIERS } from '@pulse/domain/matching';
import { formatCount } from '@pulse/domain/numbers';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { TextAreaField, TextField } from '../../../ui/field';
import { usePostBrief } from '../api/post-brief';
import { BriefPreview } from './brief-preview';
import { TagToggles } from './tag-toggles';

interface FormValues {
  title: string;
  description: string;
  usageType: string;
  deadline: string;
  details: string;
  budgetMin: number;
  budgetMax: number;
  tags: BriefVibeTag[];
}

/**
 * Create New Brief (spec part 2, sections 2 and 5): validated in the browser with the server's schema, so
 * the messages match; a partner still in review saves a draft and is told why.
 */
export function NewBriefForm({
  pending,
  notice,
  guidance,
  onPosted,
}: {
  pending: boolean;
  /** Where the partner stands (apply, under review), from app/; nothing once approved. */
  notice?: ReactNode;
  /** Price guidance for the brief as it is written (the pricing feature, composed by the route). */
  guidance?: (draft: { usageType: string; deadline: string; budgetCents: number | null }) => ReactNode;
  onPosted: (res: BriefResponse) => void;
}) {
  const post = usePostBrief();
  const today = localIsoDate(new Date());
  const schema = useMemo(() => postBriefRequest(() => localIsoDate(new Date())), []);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, {
    defaultValues: {
      title: '',
      description: '',
      usageType: BRIEF_DEFAULT_USAGE,
      deadline: '',
      details: '',
      budgetMin: BRIEF_DEFAULT_BUDGET_MIN,
      budgetMax: BRIEF_DEFAULT_BUDGET_MAX,
      tags: [],
    },
  });
  const values = useWatch({ control }) as FormValues;
  const suggested = useMemo(() => suggestTags(values.description ?? ''), [values.description]);
  const tags = values.tags ?? [];

  // Newly suggested tags switch on; a tag the partner switched off stays off.
  const dismissed = useRef(new Set<string>());
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const fresh = suggested.filter((t) => !seen.current.has(t));
    for (const t of suggested) seen.current.add(t);
    const add = fresh.filter((t) => !dismissed.current.has(t) && !tags.includes(t));
    if (add.length > 0) setValue('tags', [...tags, ...add]);
  }, [suggested, tags, setValue]);

  function toggle(tag: BriefVibeTag) {
    if (tags.includes(tag)) {
      dismissed.current.add(tag);
      setValue(
        'tags',
        tags.filter((t) => t !== tag),
      );
    } else {
      dismissed.current.delete(tag);
      setValue('tags', [...tags, tag]);
    }
  }

  const panel = guidance?.({
    usageType: values.usageType ?? '',
    deadline: values.deadline ?? '',
    // The most the partner will pay: what a creative weighs against similar deals.
    budgetCents: Number.isFinite(values.budgetMax) && values.budgetMax > 0 ? values.budgetMax * 100 : null,
  });

  // The schema's output (tags as listed values) is what the server takes.
  async function onSubmit(data: z.output<typeof schema>) {
    try {
      onPosted(await post.mutateAsync(data));
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create New Brief" className="flex flex-col gap-5">
        {notice}
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField label="Brief Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Vibe Description"
          hint="Describe the feel: words like calm, retro, fresh or dance suggest tags."
          error={errors.description?.message}
          rows={4}
          {...register('description')}
        />
        <TagToggles selected={tags} suggested={suggested} onToggle={toggle} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-fg">Usage Type</legend>
          <div className="grid gap-2 grid-cols-1 sm:grid-cols-2">
            {USAGE_TIERS.map((tier) => {
              const [lo, hi] = USAGE_TIER_RANGES[tier];
              return (
                <label
                  key={tier}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field bg-raised px-4 py-2 ring-1 ring-line has-checked:ring-2 has-checked:ring-accent"
                >
                  <input type="radio" value={tier} className="accent-accent" {...register('usageType')} />
                  <span className="flex flex-col">
                    <span className="text-sm font-semibold">{USAGE_TIER_LABELS[tier]}</span>
                    <span className="text-xs text-muted">
                      ${formatCount(lo)}-{formatCount(hi)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {errors.usageType ? <p className="text-sm font-medium text-danger">{errors.usageType.message}</p> : null}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Budget Min ($)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.budgetMin?.message}
            {...register('budgetMin', { valueAsNumber: true })}
          />
          <TextField
            label="Budget Max ($)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.budgetMax?.message}
            {...register('budgetMax', { valueAsNumber: true })}
          />
        </div>
        <TextField
          label="Deadline"
          type="date"
          min={today}
          error={errors.deadline?.message}
          {...register('deadline')}
        />
        {/* On a phone the guidance sits under the fields it reads; beside the form from 1024 px. */}
        {panel ? <div className="lg:hidden">{panel}</div> : null}
        <TextAreaField
          label="Additional Details (optional)"
          error={errors.details?.message}
          rows={3}
          {...register('details')}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            size="lg"
            pending={isSubmitting}
            pendingLabel={pending ? 'Saving Draft...' : 'Posting Brief...'}
          >
            {pending ? 'Save Draft' : 'Submit Brief'}
          </Button>
          <ButtonLink to="/start" variant="secondary" size="lg">
            Cancel
          </ButtonLink>
        </div>
      </form>
      <div className="flex flex-col gap-4 lg:sticky lg:top-20">
        {panel ? <div className="hidden lg:block">{panel}</div> : null}
        {values.title?.trim() ? <BriefPreview values={{ ...values, tags }} /> : null}
      </div>
    </div>
  );
}
