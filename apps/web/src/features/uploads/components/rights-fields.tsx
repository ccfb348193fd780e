import { formatCount } from '@pulse/domain/numbers';
import { splitsTotal } from '@pulse/domain/splits';
import { USAGE_TIER_LABELS, USAGE_TIER_RANGES, USAGE_TIERS, type UsageTier } from '@pulse/domain/uploads';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import type { RightsDraft, RightsErrors } from '../lib/rights-draft';

const dollars = (n: number) => `$${formatCount(n)}`;

/** Ownership (0-100, blank counts as 0), usage tiers with their price ranges, and collaborator splits. */
export function RightsFields({
  draft,
  onChange,
  errors,
}: {
  draft: RightsDraft;
  onChange: (draft: RightsDraft) => void;
  errors: RightsErrors;
}) {
  const splitsId = useId();
  const total = splitsTotal(draft.splits.map((s) => ({ percentage: Number(s.percentage) || 0 })));
  const nextKey = Math.max(0, ...draft.splits.map((s) => s.key + 1));

  function setSplit(key: number, patch: Partial<{ name: string; percentage: string }>) {
    onChange({ ...draft, splits: draft.splits.map((s) => (s.key === key ? { ...s, ...patch } : s)) });
  }

  function toggleTier(tier: UsageTier) {
    const usageTiers = draft.usageTiers.includes(tier)
      ? draft.usageTiers.filter((t) => t !== tier)
      : USAGE_TIERS.filter((t) => t === tier || draft.usageTiers.includes(t));
    onChange({ ...draft, usageTiers });
  }

  return (
    <div className="flex flex-col gap-6">
      <TextField
        label="Ownership percentage"
        inputMode="numeric"
        type="number"
        min={0}
        max={100}
        step={1}
        value={draft.ownership}
        onChange={(e) => onChange({ ...draft, ownership: e.target.value })}
        hint="How much of this work you own, 0-100. Blank counts as 0."
        error={errors.ownership}
      />

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-fg">Usage tiers</legend>
        <div className="grid gap-2 grid-cols-1 sm:grid-cols-2">
          {USAGE_TIERS.map((tier) => {
            const checked = draft.usageTiers.includes(tier);
            const [min, max] = USAGE_TIER_RANGES[tier];
            return (
              <label
                key={tier}
                className={cn(
                  'flex min-h-14 cursor-pointer items-center justify-between gap-3 rounded-field px-4 py-3 ring-1 transition',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                  checked ? 'bg-accent-soft ring-accent' : 'bg-raised ring-line-strong hover:ring-fg/60',
                )}
              >
                <span className="flex items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-accent)]"
                    checked={checked}
                    onChange={() => toggleTier(tier)}
                  />
                  <span className="font-semibold">{USAGE_TIER_LABELS[tier]}</span>
                </span>
                <span className="text-sm text-muted">
                  {dollars(min)}-{dollars(max)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset aria-describedby={errors.splits ? `${splitsId}-error` : `${splitsId}-hint`}>
        <legend className="mb-1 text-sm font-semibold text-fg">Collaborator splits</legend>
        <p id={`${splitsId}-hint`} className="mb-3 text-xs text-muted">
          List everyone who shares the earnings, you included. Splits must add up to 100%.
        </p>
        <div className="flex flex-col gap-2">
          {draft.splits.map((split, index) => (
            <div key={split.key} className="flex items-end gap-2">
              <div className="flex-1">
                <TextField
                  label={`Collaborator ${index + 1} name`}
                  value={split.name}
                  onChange={(e) => setSplit(split.key, { name: e.target.value })}
                  placeholder={index === 0 ? 'You' : 'Name or @handle'}
                />
              </div>
              <div className="w-24">
                <TextField
                  label="%"
                  aria-label={`Collaborator ${index + 1} percentage`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  value={split.percentage}
                  onChange={(e) => setSplit(split.key, { percentage: e.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                aria-label={`Remove collaborator ${index + 1}`}
                onClick={() => onChange({ ...draft, splits: draft.splits.filter((s) => s.key !== split.key) })}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              onChange({
                ...draft,
                splits: [
                  ...draft.splits,
                  { key: nextKey, name: '', percentage: draft.splits.length === 0 ? '100' : '0' },
                ],
              })
            }
          >
            <Plus aria-hidden="true" className="size-4" /> Add collaborator
          </Button>
          {draft.splits.length > 0 ? (
            <p className={cn('text-sm font-semibold', total === 100 ? 'text-success' : 'text-muted')}>
              Total: {total}%
            </p>
          ) : null}
        </div>
        {errors.splits ? (
          <p id={`${splitsId}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
            {errors.splits}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
