import type { EarningsResponse } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';

const STATUS: Record<EarningsResponse['recentTips'][number]['status'], string> = {
  pending: 'Pending: reaches you when their tab is paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Did not go through',
  refunded: 'Refunded',
};

/**
 * A creative's latest tips (issue 33 item 4): who sent each (or "Anonymous"), their note, pending until the fan's
 * tab is paid, and once paid what reached them after the card fee it bore.
 */
export function RecentTips({ tips, pendingCents }: { tips: EarningsResponse['recentTips']; pendingCents: number }) {
  if (tips.length === 0) return null;
  return (
    <section aria-labelledby="recent-tips-title" className="rounded-card bg-surface p-4 ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-tips-title" className="font-display text-lg font-bold">
          Tips
        </h2>
        {pendingCents > 0 ? (
          <p className="text-sm text-muted">
            <span className="font-semibold text-fg tabular-nums">{formatCents(pendingCents)}</span> pending on fans’
            tabs
          </p>
        ) : null}
      </div>
      <ul className="mt-2 grid gap-x-6 divide-y divide-line sm:grid-cols-2 sm:divide-y-0" aria-label="Recent tips">
        {tips.map((t) => (
          <li key={t.id} className="flex items-start justify-between gap-3 py-2 sm:border-b sm:border-line">
            <div className="min-w-0">
              <p className="font-semibold">{t.fan}</p>
              {t.note ? <p className="truncate text-sm text-muted">“{t.note}”</p> : null}
              <p className={cn('text-xs', t.status === 'failed' ? 'text-danger' : 'text-muted')}>
                {STATUS[t.status]}
                {t.status === 'paid' && t.feeCents !== null
                  ? ` · ${formatCents(t.amountCents - t.feeCents)} after a ${formatCents(t.feeCents)} card fee`
                  : null}{' '}
                · {relativeTime(t.createdAt)}
              </p>
            </div>
            <span className="shrink-0 font-semibold tabular-nums">{formatCents(t.amountCents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
