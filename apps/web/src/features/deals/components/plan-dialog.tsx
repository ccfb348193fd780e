import {
  PLAN_MAX_MILESTONES,
  PLAN_MESSAGES,
  PLAN_MIN_MILESTONES,
  PlanRequest,
  PlanTerms,
  planIssues,
  REVISION_ROUNDS_MAX,
  suggestMilestones,
  USAGE_DURATIONS,
  USAGE_TERRITORIES,
} from '@pulse/domain/deal-plan';
import type { DealView } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { Check, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField, TextField } from '../../../ui/field';
import { useSetDealPlan } from '../api/set-plan';
import { roundsOf } from './deal-plan';

/** Edit plan's fields as typed. */
const PlanDraft = z.object({
  milestones: z.array(
    z.object({
      title: z.string(),
      /** Dollars as typed ("300", "1,250.50", "$99.99"). */
      amount: z.string(),
      dueDate: z.string(),
    }),
  ),
  /** Usage rights and revisions; rounds as the select holds them. */
  usageDuration: PlanTerms.shape.usageDuration,
  usageTerritory: PlanTerms.shape.usageTerritory,
  revisionRounds: z.string(),
});
type FormValues = z.input<typeof PlanDraft>;
type MilestoneDraft = FormValues['milestones'][number];

/** Dollars as typed to whole cents; NaN when it is not an amount of dollars with at most two decimals. */
export function dollarsToCents(text: string): number {
  const plain = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 0 to REVISION_ROUNDS_MAX rounds of changes. */
const ROUND_CHOICES = Array.from({ length: REVISION_ROUNDS_MAX + 1 }, (_, n) => n);

function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The server checks the plan against its own (UTC) date; the form does the same, so both agree. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

function toRequest(values: Pick<FormValues, 'milestones'> & Partial<FormValues>): PlanRequest {
  return {
    milestones: values.milestones.map((m) => ({
      title: m.title.trim(),
      amountCents: dollarsToCents(m.amount),
      dueDate: m.dueDate,
    })),
    ...(values.usageDuration && values.usageTerritory && values.revisionRounds !== undefined
      ? {
          terms: {
            usageDuration: values.usageDuration,
            usageTerritory: values.usageTerritory,
            revisionRounds: Number(values.revisionRounds),
          },
        }
      : {}),
  };
}

/** The form's field for an issue's `milestones.<i>.<field>` (amounts are typed in dollars). */
function formField(field: string): string {
  return field.replace(/\.amountCents$/, '.amount');
}

/**
 * The plan's rules for this deal on the form's fields: the server's `planIssues` (each milestone's fields, dates
 * from today, by the deadline and in order, amounts adding up to the deal's), then the server's PlanRequest.
 */
function planFormSchema(deal: { amountCents: number; deadline: string | null }, today: string) {
  return PlanDraft.superRefine((draft, ctx) => {
    for (const issue of planIssues(toRequest(draft), deal, today)) {
      ctx.addIssue({ code: 'custom', path: formField(issue.field).split('.'), message: issue.message });
    }
  })
    .transform(toRequest)
    .pipe(PlanRequest);
}

/** Edit plan (decision 066): 1 to 6 milestones adding up to the deal's amount, checked by the server's rules. */
export function PlanDialog({ deal, onClose }: { deal: DealView | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={deal !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      busy={busy}
      title="Edit plan"
      description={
        deal
          ? `Up to ${PLAN_MAX_MILESTONES} milestones for ${deal.title}, adding up to ${formatCents(deal.amountCents)}. Each is delivered, approved and released on its own.`
          : undefined
      }
    >
      {deal ? <PlanForm key={deal.id} deal={deal} onClose={onClose} onBusy={setBusy} /> : null}
    </Dialog>
  );
}

function PlanForm({ deal, onClose, onBusy }: { deal: DealView; onClose: () => void; onBusy: (b: boolean) => void }) {
  const save = useSetDealPlan();
  const today = todayUtc();
  const deadline = deal.plan.deadline;
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    trigger,
    showServerErrors,
    formState: { errors, isSubmitted },
  } = useSchemaForm(planFormSchema({ amountCents: deal.amountCents, deadline }, today), {
    defaultValues: {
      milestones: deal.plan.milestones.map((m) => ({
        title: m.title,
        amount: centsToDollars(m.amountCents),
        dueDate: m.dueDate ?? deadline ?? '',
      })),
      usageDuration: deal.plan.terms.usageDuration,
      usageTerritory: deal.plan.terms.usageTerritory,
      revisionRounds: String(deal.plan.terms.revisionRounds),
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'milestones' });
  const values = useWatch({ control, name: 'milestones' });
  const fieldError = (i: number, field: keyof MilestoneDraft) => errors.milestones?.[i]?.[field]?.message;
  // The whole plan's message (a field array's own error sits on its root after a submit).
  const planError = errors.milestones?.root?.message ?? errors.milestones?.message;
  // Rules are shown once Save plan was pressed, then live as the plan is fixed: a change to one milestone
  // checks them all again, as the total and the dates' order concern every milestone.
  const recheck = () => {
    if (isSubmitted) void trigger('milestones');
  };

  const total = values.reduce((sum, m) => {
    const cents = dollarsToCents(m.amount);
    return Number.isNaN(cents) ? sum : sum + cents;
  }, 0);
  const addsUp = total === deal.amountCents;

  function splitEvenly() {
    const suggestion = suggestMilestones({ amountCents: deal.amountCents, count: fields.length, today, deadline });
    suggestion.forEach((s, i) => {
      if (getValues(`milestones.${i}.title`).trim() === '') setValue(`milestones.${i}.title`, s.title);
      setValue(`milestones.${i}.amount`, centsToDollars(s.amountCents));
      setValue(`milestones.${i}.dueDate`, s.dueDate);
    });
    recheck();
  }

  async function onSubmit(plan: PlanRequest) {
    onBusy(true);
    try {
      await save.mutateAsync({ dealId: deal.id, body: plan });
      toast.success(PLAN_MESSAGES.changed);
      onClose();
    } catch (error) {
      showServerErrors(error, formField);
      // The refusal's message shows below the plan too, as well as on the field it names.
      setError('root.server', { type: 'server', message: errorMessage(error) });
    } finally {
      onBusy(false);
    }
  }

  return (
    <form noValidate aria-label="Edit plan" className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => (
          <li key={field.id}>
            <fieldset className="flex flex-col gap-3 rounded-field bg-raised/50 p-3 ring-1 ring-line sm:p-4">
              <legend className="sr-only">Milestone {i + 1}</legend>
              <div className="flex items-center justify-between gap-3">
                <span aria-hidden="true" className="flex items-center gap-2 text-sm font-semibold">
                  <span className="flex size-6 items-center justify-center rounded-full bg-surface text-xs tabular-nums ring-1 ring-line-strong">
                    {i + 1}
                  </span>
                  Milestone {i + 1}
                </span>
                <Button
                  variant="ghost"
                  className="-my-2 -mr-3 px-3 text-muted hover:text-danger"
                  aria-label={`Remove milestone ${i + 1}`}
                  disabled={fields.length <= PLAN_MIN_MILESTONES}
                  onClick={() => remove(i)}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> Remove
                </Button>
              </div>
              <TextField
                label="Title"
                autoComplete="off"
                error={fieldError(i, 'title')}
                {...register(`milestones.${i}.title`, { onChange: recheck })}
              />
              <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 sm:grid-cols-2">
                <TextField
                  label="Amount ($)"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  className="px-3 tabular-nums"
                  error={fieldError(i, 'amount')}
                  {...register(`milestones.${i}.amount`, { onChange: recheck })}
                />
                <TextField
                  label="Due date"
                  type="date"
                  min={today}
                  max={deadline ?? undefined}
                  className="px-3 tabular-nums [color-scheme:dark]"
                  error={fieldError(i, 'dueDate')}
                  {...register(`milestones.${i}.dueDate`, { onChange: recheck })}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={fields.length >= PLAN_MAX_MILESTONES}
          onClick={() => append({ title: '', amount: '', dueDate: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" className="size-4" /> Add milestone
        </Button>
        <Button variant="secondary" onClick={splitEvenly}>
          Split evenly
        </Button>
      </div>

      <p
        aria-live="polite"
        data-testid="plan-total"
        className={cn(
          'flex items-center gap-1.5 rounded-field px-3 py-2 text-sm ring-1 ring-inset',
          addsUp ? 'bg-success-soft text-success ring-success/40' : 'bg-raised text-muted ring-line',
        )}
      >
        {addsUp ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
        <span>
          Adds up to <span className="font-semibold tabular-nums">{formatCents(total)}</span> of{' '}
          <span className="font-semibold tabular-nums">{formatCents(deal.amountCents)}</span>
        </span>
      </p>

      <fieldset className="flex flex-col gap-3 rounded-field p-3 ring-1 ring-line sm:p-4">
        <legend className="px-1 text-sm font-semibold">Usage and changes</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField label="Usage for" {...register('usageDuration')}>
            {USAGE_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </SelectField>
          <SelectField label="Where" {...register('usageTerritory')}>
            {USAGE_TERRITORIES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <SelectField label="Rounds of changes" {...register('revisionRounds')}>
            {ROUND_CHOICES.map((n) => (
              <option key={n} value={String(n)}>
                {roundsOf(n)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      {planError ? <Alert tone="danger">{planError}</Alert> : null}
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending} pendingLabel="Saving plan...">
          Save plan
        </Button>
      </div>
    </form>
  );
}
