import {
  BRAND_DIARY_STEPS,
  BRAND_STEP_LABELS,
  brandStepIndex,
  DEAL_STATUS_LABELS,
  type DealStatus,
} from '@pulse/domain/deal-lifecycle';
import type { DealView } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { cn } from '../../../lib/cn';
import { formatDateTime } from './format';

/** The six-step progress bar: the current step pink, earlier ones green (spec part 2, section 4). */
export function DealProgress({ deal }: { deal: Pick<DealView, 'status' | 'timeline'> }) {
  const current = brandStepIndex(
    deal.status,
    deal.timeline.map((e) => e.toStatus),
  );
  const offPath = deal.status === 'disputed' || deal.status === 'refunded' || deal.status === 'cancelled';
  return (
    <div className="flex flex-col gap-1.5">
      <ol aria-label="Progress" className="grid grid-cols-6 gap-1">
        {BRAND_DIARY_STEPS.map((step, i) => {
          const state = i < current || (i === current && offPath) ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li key={step} className="flex flex-col gap-1" aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={cn(
                  'h-1.5 rounded-full',
                  state === 'done' ? 'bg-success' : state === 'current' ? 'bg-accent' : 'bg-raised ring-1 ring-line',
                )}
              />
              <span
                className={cn(
                  // Six labels do not fit a phone: there they are read out, and one line below names the step.
                  'truncate text-[0.6875rem] font-semibold max-sm:sr-only',
                  state === 'current' ? 'text-accent' : state === 'done' ? 'text-success' : 'text-muted',
                )}
              >
                {BRAND_STEP_LABELS[step]}
                <span className="sr-only">
                  {state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="text-xs font-semibold sm:hidden">
        <span className={offPath ? 'text-danger' : 'text-accent'}>
          {offPath ? DEAL_STATUS_LABELS[deal.status] : BRAND_STEP_LABELS[BRAND_DIARY_STEPS[current] ?? 'posted']}
        </span>
        <span className="text-muted">
          {' '}
          · step {current + 1} of {BRAND_DIARY_STEPS.length}
        </span>
      </p>
    </div>
  );
}

/** Every step of the deal, who took it and when. */
export function DealTimeline({ deal }: { deal: Pick<DealView, 'timeline'> }) {
  if (deal.timeline.length === 0) return <p className="text-sm text-muted">No steps yet.</p>;
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-3 border-l border-line pl-4">
      {deal.timeline.map((e) => (
        <li key={e.id} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-accent" />
          <p className="text-sm font-semibold">
            {e.fromStatus === e.toStatus ? e.note || DEAL_STATUS_LABELS[e.toStatus] : DEAL_STATUS_LABELS[e.toStatus]}
          </p>
          {e.note && e.fromStatus !== e.toStatus ? <p className="text-sm text-fg/90">{e.note}</p> : null}
          <p className="text-xs text-muted">
            {e.actor} · {formatDateTime(e.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Revenue splits: a percentage bar with each party's amount. */
/**
 * The splits: a percentage bar and each party's amount. Once escrow was released the amounts are what the release
 * paid (a dispute split releases part of it), with each party's net after fees when a fee was taken, and the
 * refunded rest is named, so nominal shares never stand beside a different payout.
 */
export function SplitBar({
  deal,
}: {
  deal: Pick<DealView, 'splits' | 'amountCents'> & Partial<Pick<DealView, 'releasedCents' | 'refundedCents'>>;
}) {
  if (deal.splits.length === 0) return <p className="text-sm text-muted">No creative assigned yet.</p>;
  const colors = ['bg-accent', 'bg-info', 'bg-success', 'bg-danger'];
  const released = deal.releasedCents ?? 0;
  const refunded = deal.refundedCents ?? 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-raised" aria-hidden="true">
        {deal.splits.map((s, i) => (
          <span
            key={`${s.userId}-${s.name}`}
            className={colors[i % colors.length]}
            style={{ width: `${s.percentage}%` }}
          />
        ))}
      </div>
      <ul aria-label="Revenue splits" className="flex flex-col gap-1 text-sm">
        {deal.splits.map((s, i) => (
          <li key={`${s.userId}-${s.name}`} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', colors[i % colors.length])} />
              {s.name} · {s.percentage}%
            </span>
            {released > 0 ? (
              <span className="text-right tabular-nums">
                <span className="font-semibold">{formatCents(s.releasedCents)} released</span>
                {s.netCents !== s.releasedCents ? (
                  <span className="block text-xs text-muted">{formatCents(s.netCents)} after fees</span>
                ) : null}
              </span>
            ) : (
              <span className="font-semibold tabular-nums">{formatCents(s.amountCents)}</span>
            )}
          </li>
        ))}
      </ul>
      {refunded > 0 ? (
        <p className="text-sm text-muted" data-testid="settlement">
          Of {formatCents(deal.amountCents)} in escrow, {formatCents(released)} was released to the creatives and{' '}
          {formatCents(refunded)} refunded to the partner.
        </p>
      ) : null}
    </div>
  );
}

export function statusTone(status: DealStatus): 'neutral' | 'accent' | 'success' | 'danger' | 'info' {
  if (status === 'paid' || status === 'complete') return 'success';
  if (status === 'disputed' || status === 'refunded' || status === 'cancelled') return 'danger';
  if (status === 'posted') return 'neutral';
  return 'accent';
}
