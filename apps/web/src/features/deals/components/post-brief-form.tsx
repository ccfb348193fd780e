import { localIsoDate } from '@pulse/domain/briefs';
import {
  escrowAmountCents,
  POST_BRIEF_FAILED_MESSAGE,
  POSTING_BRIEF_LABEL,
  type PostProjectBriefResponse,
  PROJECT_BUDGETS,
  PROJECT_CATEGORIES,
  PROJECT_DEFAULT_USAGE,
  PROJECT_USAGE_TYPES,
  WHAT_HAPPENS_NEXT,
} from '@pulse/domain/deals';
import {
  ENGAGEMENT_LABELS,
  ENGAGEMENTS,
  NOTICE_DAYS,
  RETAINER_MAX_MONTHS,
  RETAINER_MIN_MONTHS,
} from '@pulse/domain/retainer';
import { Info } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { usePostBriefDefaults, usePostProjectBrief } from '../api/post-project-brief';
import { type PostBriefFormOutput, postBriefFormSchema } from '../lib/post-brief-form';

/** Empty selects send nothing (a project has no months), not zero. */
const numberOrNothing = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));

const RETAINER_MONTH_CHOICES = Array.from(
  { length: RETAINER_MAX_MONTHS - RETAINER_MIN_MONTHS + 1 },
  (_, i) => RETAINER_MIN_MONTHS + i,
);

/**
 * Post a Brief (spec part 2, sections 2 and 5): validated in the browser with the server's own schema, so
 * the messages match; "Posting Brief..." while saving and the spec's failure message when it does not save.
 */
/** What the price guidance beside the form reads: the brief's group and its budget as escrow would hold it. */
export interface BriefDraftForGuidance {
  category: string;
  usageType: string;
  deadline: string;
  budgetCents: number | null;
}

export function PostBriefForm({
  notice,
  guidance,
  onPosted,
}: {
  /** Where the partner stands (apply, under review), from app/; nothing once approved. */
  notice?: ReactNode;
  /**
   * Price guidance for the brief as it is written (the pricing feature, composed by the route); it reports a
   * budget under the category's floor through `refuse`, and the form will not send it.
   */
  guidance?: (draft: BriefDraftForGuidance, refuse: (message: string | null) => void) => ReactNode;
  onPosted: (res: PostProjectBriefResponse) => void;
}) {
  const post = usePostProjectBrief();
  const defaults = usePostBriefDefaults();
  const today = localIsoDate(new Date());
  const schema = useMemo(() => postBriefFormSchema(() => localIsoDate(new Date())), []);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    control,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, {
    defaultValues: {
      title: '',
      engagement: 'project',
      months: undefined,
      noticeDays: undefined,
      description: '',
      budget: undefined,
      deadline: '',
      category: undefined,
      usageType: PROJECT_DEFAULT_USAGE,
      tags: '',
      contactEmail: '',
    },
  });

  // Prefilled from the partner profile, unless the partner already typed one.
  const prefill = defaults.data?.contactEmail;
  useEffect(() => {
    if (prefill && getValues('contactEmail') === '') setValue('contactEmail', prefill);
  }, [prefill, getValues, setValue]);

  const [category, usageType, deadline, budget, engagement] = useWatch({
    control,
    name: ['category', 'usageType', 'deadline', 'budget', 'engagement'],
  });
  const retainer = engagement === 'retainer';
  const refusal = useRef<string | null>(null);
  const refuse = useCallback((message: string | null) => {
    refusal.current = message;
  }, []);

  const panel = guidance?.(
    {
      category: category ?? '',
      usageType: usageType ?? '',
      deadline: deadline ?? '',
      budgetCents: budget ? escrowAmountCents(budget) : null,
    },
    refuse,
  );

  async function onSubmit(data: PostBriefFormOutput) {
    // Under the admin's floor for the category: refused here with the reason, as the server would.
    if (refusal.current) {
      setError('budget', { type: 'floor', message: refusal.current });
      return;
    }
    try {
      const body = data.engagement === 'retainer' ? data : { ...data, months: undefined, noticeDays: undefined };
      onPosted(await post.mutateAsync(body));
    } catch (error) {
      // Field problems go on their fields; anything else is the spec's failure message.
      showServerErrors(error);
    }
  }

  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:items-start">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Post a Brief" className="flex flex-col gap-5">
        {notice}
        {errors.root?.server ? <Alert tone="danger">{POST_BRIEF_FAILED_MESSAGE}</Alert> : null}
        <TextField label="Project Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Project Description"
          hint="What you need made, for whom, and where it will run."
          error={errors.description?.message}
          rows={4}
          {...register('description')}
        />
        <div className="grid gap-5 grid-cols-1 sm:grid-cols-2">
          <SelectField
            label="Engagement"
            hint="A retainer is monthly work: shortlist 2 to 4 creatives, hire one or more, fund each month at its start."
            error={errors.engagement?.message}
            {...register('engagement')}
          >
            {ENGAGEMENTS.map((e) => (
              <option key={e} value={e}>
                {ENGAGEMENT_LABELS[e]}
              </option>
            ))}
          </SelectField>
          {retainer ? (
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label="Months"
                error={errors.months?.message}
                {...register('months', { setValueAs: numberOrNothing })}
              >
                <option value="">Select</option>
                {RETAINER_MONTH_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {m} months
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Notice"
                error={errors.noticeDays?.message}
                {...register('noticeDays', { setValueAs: numberOrNothing })}
              >
                <option value="">Select</option>
                {NOTICE_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d} days
                  </option>
                ))}
              </SelectField>
            </div>
          ) : (
            <div aria-hidden="true" className="hidden sm:block" />
          )}
          <SelectField
            label={retainer ? 'Budget per Month' : 'Budget Range'}
            error={errors.budget?.message}
            {...register('budget')}
          >
            <option value="">Select a budget range</option>
            {PROJECT_BUDGETS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label={retainer ? 'First Month Due' : 'Deadline'}
            type="date"
            min={today}
            error={errors.deadline?.message}
            {...register('deadline')}
          />
          <SelectField label="Category" error={errors.category?.message} {...register('category')}>
            <option value="">Select a category</option>
            {PROJECT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Usage Type" error={errors.usageType?.message} {...register('usageType')}>
            {PROJECT_USAGE_TYPES.map((u) => (
              <option key={u.value} value={u.value}>
                {u.label}
              </option>
            ))}
          </SelectField>
        </div>
        {/* On a phone the guidance sits under the fields it reads; beside the form from 1024 px. */}
        {panel ? <div className="lg:hidden">{panel}</div> : null}
        <TextField
          label="Style Tags (optional)"
          hint="Comma-separated, e.g. bright, energetic, lo-fi"
          error={errors.tags?.message}
          {...register('tags')}
        />
        <TextField
          label="Contact Email"
          type="email"
          autoComplete="email"
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <div>
          <Button type="submit" size="lg" pending={isSubmitting} pendingLabel={POSTING_BRIEF_LABEL}>
            Post Brief
          </Button>
        </div>
      </form>
      <div className="flex flex-col gap-4 lg:sticky lg:top-20">
        {panel ? <div className="hidden lg:block">{panel}</div> : null}
        <aside aria-labelledby="what-next" className="rounded-card bg-info-soft p-5 ring-1 ring-info/40">
          <h2 id="what-next" className="flex items-center gap-2 font-display text-lg font-bold text-info">
            <Info aria-hidden="true" className="size-5" /> What happens next?
          </h2>
          <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm text-fg">
            {WHAT_HAPPENS_NEXT.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
