import { PROJECT_CATEGORIES, PROJECT_USAGE_TYPES } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { USAGE_TIER_LABELS } from '@pulse/domain/matching';
import {
  assessBudget,
  NOT_ENOUGH_DEALS,
  type PriceGuidance,
  type PriceGuidanceQuery,
  TURNAROUND_LABELS,
} from '@pulse/domain/price-guidance';
import { Clock, Scale } from 'lucide-react';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { usePriceGuidance } from '../api/get-price-guidance';

/** A guidance figure in whole dollars: a percentile is a guide, not a price to the cent. */
export function wholeDollars(cents: number): string {
  return formatCents(Math.round(cents / 100) * 100);
}

function groupLabel(group: PriceGuidance['group']): string {
  const parts: string[] = [];
  const category = PROJECT_CATEGORIES.find((c) => c.value === group.category)?.label;
  if (category) parts.push(category);
  if (group.usageType) {
    // A project brief names usage as Post a Brief does; a licensing brief (no category) as its usage tiers.
    const project = PROJECT_USAGE_TYPES.find((u) => u.value === group.usageType)?.label;
    const tier = (USAGE_TIER_LABELS as Record<string, string>)[group.usageType];
    parts.push((group.category ? (project ?? tier) : (tier ?? project)) ?? group.usageType);
  }
  if (group.turnaround) parts.push(`due in ${TURNAROUND_LABELS[group.turnaround]}`);
  return parts.join(' · ');
}

/** The three quartiles, the median in the accent colour. */
export function GuidanceFigures({ guidance }: { guidance: PriceGuidance }) {
  const cells = [
    { label: '25th', cents: guidance.p25Cents, strong: false },
    { label: 'Median', cents: guidance.p50Cents, strong: true },
    { label: '75th', cents: guidance.p75Cents, strong: false },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2" aria-label="Percentiles of the amounts released to creatives">
      {cells.map((c) => (
        <div key={c.label} className="flex flex-col gap-1 rounded-field bg-raised px-3 py-2.5 ring-1 ring-line">
          <dt className="text-xs text-muted">{c.label}</dt>
          <dd
            className={
              c.strong
                ? 'font-display text-lg font-bold tabular-nums text-accent'
                : 'font-display text-lg font-bold tabular-nums'
            }
          >
            {c.cents === null ? '–' : wholeDollars(c.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Median days from acceptance to delivery and the on-time rate, when the deals have them. */
export function GuidanceTimeline({ guidance }: { guidance: PriceGuidance }) {
  if (guidance.medianDays === null) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-fg">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
      <span>
        Median {guidance.medianDays} {guidance.medianDays === 1 ? 'day' : 'days'} from acceptance to delivery
        {guidance.onTimePercent === null ? '' : `, ${guidance.onTimePercent}% delivered on time`}.
      </span>
    </p>
  );
}

/**
 * While a partner writes a brief: what similar completed deals on Pulse paid (25th, 50th and 75th percentile of
 * released amounts) and took, where the figures come from, and what the budget gets told. A budget under the
 * category's floor is reported through `onRefusal` so the form refuses it before sending.
 */
export function PriceGuidancePanel({
  query,
  budgetCents,
  onRefusal,
}: {
  query: PriceGuidanceQuery;
  /** The budget as the brief would fund it; null while there is none. */
  budgetCents: number | null;
  onRefusal?: (message: string | null) => void;
}) {
  const guidance = usePriceGuidance(query);
  const data = guidance.data;
  const verdict =
    data && budgetCents !== null
      ? assessBudget({
          budgetCents,
          category: data.group.category,
          floorCents: data.floorCents,
          p25Cents: data.status === 'ok' ? data.p25Cents : null,
        })
      : null;
  const refusal = verdict?.kind === 'below_floor' ? verdict.message : null;
  useEffect(() => {
    onRefusal?.(refusal);
  }, [refusal, onRefusal]);

  return (
    <section
      aria-labelledby="price-guidance-heading"
      aria-busy={guidance.isFetching}
      className="flex flex-col gap-4 rounded-card bg-surface p-5 ring-1 ring-line"
    >
      <div className="flex flex-col gap-1">
        <h2 id="price-guidance-heading" className="flex items-center gap-2 font-display text-lg font-bold">
          <Scale aria-hidden="true" className="size-5 text-accent" /> What similar work paid
        </h2>
        <p className="text-xs text-muted">
          {data ? groupLabel(data.group) || 'All work on Pulse' : 'Completed deals on Pulse'}
        </p>
      </div>
      {guidance.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="text-accent" /> Finding similar deals...
        </p>
      ) : guidance.isError ? (
        <Alert tone="danger">We couldn't load what similar work paid: {errorMessage(guidance.error)}</Alert>
      ) : data?.status === 'not_enough' ? (
        <div className="flex flex-col gap-1 rounded-field bg-raised px-4 py-3 ring-1 ring-line">
          <p className="font-semibold">{NOT_ENOUGH_DEALS}</p>
          <p className="text-sm text-muted">
            Figures appear here once enough deals like this one have been paid on Pulse.
          </p>
        </div>
      ) : data ? (
        <>
          <div className="flex flex-col gap-1.5">
            <GuidanceFigures guidance={data} />
            <p className="text-xs text-muted">Percentiles of what creatives were paid.</p>
          </div>
          <p className="text-sm text-muted">{data.note}</p>
          <GuidanceTimeline guidance={data} />
        </>
      ) : null}
      {data?.floorCents ? (
        <p className="text-xs text-muted">Pulse's minimum budget for this category: {formatCents(data.floorCents)}.</p>
      ) : null}
      {verdict?.kind === 'below_floor' ? <Alert tone="danger">{verdict.message}</Alert> : null}
      {verdict?.kind === 'below_fair_pay' ? <Alert tone="info">{verdict.message}</Alert> : null}
    </section>
  );
}
