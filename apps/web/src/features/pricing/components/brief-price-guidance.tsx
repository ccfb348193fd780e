import { NOT_ENOUGH_DEALS } from '@pulse/domain/price-guidance';
import { Scale } from 'lucide-react';
import { useBriefPriceGuidance } from '../api/get-brief-price-guidance';
import { GuidanceTimeline, wholeDollars } from './price-guidance-panel';

/**
 * On a creative's view of a brief: the same figures the partner saw while writing it, and where this brief's
 * budget sits among them.
 */
export function BriefPriceGuidance({ briefId, budgetCents }: { briefId: string; budgetCents: number }) {
  const guidance = useBriefPriceGuidance(briefId);
  const g = guidance.data;
  if (!g || guidance.isError) return null;
  return (
    <section
      aria-label="What similar work paid"
      className="flex flex-col gap-2 rounded-field bg-raised px-4 py-3 text-sm ring-1 ring-line"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Scale aria-hidden="true" className="size-4 text-accent" /> What similar work paid
      </p>
      {g.status === 'not_enough' ? (
        <p className="text-muted">{NOT_ENOUGH_DEALS}</p>
      ) : (
        <>
          <p className="tabular-nums">
            {wholeDollars(g.p25Cents as number)} to {wholeDollars(g.p75Cents as number)}, median{' '}
            <span className="font-semibold text-accent">{wholeDollars(g.p50Cents as number)}</span>
            {g.p25Cents !== null && budgetCents < g.p25Cents ? (
              <span className="text-danger"> · this budget is below 3 in 4 of them</span>
            ) : null}
          </p>
          <p className="text-xs text-muted">{g.note}</p>
          <GuidanceTimeline guidance={g} />
        </>
      )}
    </section>
  );
}
