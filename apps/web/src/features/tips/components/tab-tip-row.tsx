import { formatCents } from '@pulse/domain/ledger';
import type { TabTip } from '@pulse/domain/tip-tab-contracts';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

const STATUS_LABELS: Record<TabTip['status'], string> = {
  pending: 'On your tab',
  paid: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Did not go through',
  refunded: 'Refunded',
};

/** One tip on a tab: whom it is for, the amount, its note, what the fee took once paid, and its state. */
export function TabTipRow({ tip, action }: { tip: TabTip; action?: React.ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold">
          <Link to={`/creator/${tip.creatorId}`} className="hover:underline">
            {tip.creatorName}
          </Link>
          {tip.anonymous ? <span className="ml-2 text-xs font-normal text-muted">anonymously</span> : null}
        </p>
        {tip.note ? <p className="truncate text-sm text-muted">“{tip.note}”</p> : null}
        <p
          className={cn(
            'text-xs',
            tip.status === 'failed' ? 'text-danger' : tip.status === 'paid' ? 'text-success' : 'text-muted',
          )}
        >
          {STATUS_LABELS[tip.status]}
          {tip.status === 'paid' && tip.feeCents !== null
            ? ` · ${formatCents(tip.amountCents - tip.feeCents)} reached them (${formatCents(tip.feeCents)} card fee)`
            : null}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span className={cn('font-semibold tabular-nums', tip.status === 'cancelled' && 'text-muted line-through')}>
          {formatCents(tip.amountCents)}
        </span>
        {action}
      </div>
    </li>
  );
}
