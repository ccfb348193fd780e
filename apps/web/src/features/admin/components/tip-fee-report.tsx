import { formatCents } from '@pulse/domain/ledger';
import { cardFeeCents } from '@pulse/domain/tip-tab';
import type { AdminTip, TipFeeWeek } from '@pulse/domain/tip-tab-contracts';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { createIntentKey } from '../../../lib/money-request';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { LinkBar } from '../../../ui/link-bar';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useAdminTips, useRefundTip, useTipFees } from '../api/tip-fees';
import { ADMIN_PAGES } from './admin-pages';

const percent = (fee: number, of: number) => (of > 0 ? `${((fee / of) * 100).toFixed(1)}%` : '–');

/** One week's tips of one kind: how many, their sum, the card fee they bore in all and per tip. */
function Row({ week }: { week: TipFeeWeek }) {
  return (
    <tr className="border-t border-line">
      <td className="py-2 pr-4 whitespace-nowrap">{week.weekStart}</td>
      <td className="py-2 pr-4">{week.mode === 'tab' ? 'On a tab' : 'One-off'}</td>
      <td className="py-2 pr-4 text-right font-semibold tabular-nums">{percent(week.feeCents, week.tipCents)}</td>
      <td className="py-2 pr-4 text-right tabular-nums">{formatCents(Math.round(week.feeCents / week.tips))}</td>
      <td className="py-2 pr-4 text-right tabular-nums">{week.tips}</td>
      <td className="py-2 pr-4 text-right tabular-nums">{formatCents(week.tipCents)}</td>
      <td className="py-2 text-right tabular-nums">{formatCents(week.feeCents)}</td>
    </tr>
  );
}

/**
 * `/admin/tip-fees`: what card fees took of paid tips, week by week, tabs beside one-off tips (issue 33 item 4),
 * and the latest paid tips to refund.
 */
export function TipFeeReport() {
  const fees = useTipFees();
  return (
    <Page title="Tip fees" width="wide">
      <LinkBar label="Admin" items={ADMIN_PAGES} className="mb-5" />
      <PageHeading
        lead={`A $1 tip paid alone loses ${formatCents(cardFeeCents(100))} to the card fee; on a tab it shares one charge's fee with the rest.`}
      >
        Tip fees
      </PageHeading>
      {fees.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading tip fees...
        </p>
      ) : fees.isError ? (
        <Alert tone="danger">We couldn't load the tip fees: {errorMessage(fees.error)}</Alert>
      ) : fees.data.weeks.length === 0 ? (
        <Card className="py-10 text-center">
          <p className="font-display text-lg font-bold">No paid tips yet</p>
          <p className="text-sm text-muted">Weeks appear here once tips are paid.</p>
        </Card>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <Card className="overflow-x-auto" tabIndex={0} role="region" aria-label="Card fees on paid tips by week">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Card fees on paid tips by week</caption>
            <thead>
              <tr className="text-left text-muted">
                <th className="pb-2 pr-4 font-semibold">Week of</th>
                <th className="pb-2 pr-4 font-semibold">Paid</th>
                <th className="pb-2 pr-4 text-right font-semibold">Fee share</th>
                <th className="pb-2 pr-4 text-right font-semibold">Per tip</th>
                <th className="pb-2 pr-4 text-right font-semibold">Tips</th>
                <th className="pb-2 pr-4 text-right font-semibold">Tipped</th>
                <th className="pb-2 text-right font-semibold">Card fees</th>
              </tr>
            </thead>
            <tbody>
              {fees.data.weeks.map((w) => (
                <Row key={`${w.weekStart}-${w.mode}`} week={w} />
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <RecentTips />
    </Page>
  );
}

/** The latest paid tips, each refundable once after a second press (issue 33 item 5). */
function RecentTips() {
  const tips = useAdminTips();
  if (!tips.data || tips.data.tips.length === 0) return null;
  return (
    <section aria-labelledby="recent-paid-tips" className="mt-8">
      <h2 id="recent-paid-tips" className="mb-3 font-display text-xl font-bold">
        Recent tips
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Recent paid tips">
        {tips.data.tips.map((t) => (
          <li key={t.id}>
            <TipCard tip={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TipCard({ tip }: { tip: AdminTip }) {
  const refund = useRefundTip();
  const intent = useRef(createIntentKey());
  const [confirming, setConfirming] = useState(false);
  async function run() {
    try {
      await refund.mutateAsync({ tipId: tip.id, key: intent.current.get() });
      intent.current.settle();
      toast.success(`Refunded ${formatCents(tip.amountCents)} to ${tip.fan}.`);
    } catch (error) {
      intent.current.settle(error);
    }
  }
  return (
    <Card className="flex h-full flex-col gap-2">
      <p className="flex items-baseline justify-between gap-2">
        <span className="min-w-0 truncate font-semibold">
          {tip.fan} → {tip.creator}
        </span>
        <span className="font-semibold tabular-nums">{formatCents(tip.amountCents)}</span>
      </p>
      <p className="text-sm text-muted">
        {tip.onTab ? 'On a tab' : 'One-off'} ·{' '}
        {tip.feeCents !== null ? `${formatCents(tip.feeCents)} card fee` : 'fee not recorded'} ·{' '}
        {relativeTime(tip.paidAt)}
      </p>
      {refund.isError ? <Alert tone="danger">{errorMessage(refund.error)}</Alert> : null}
      {tip.status === 'refunded' ? (
        <p className="text-sm font-semibold text-muted">Refunded</p>
      ) : confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={() => void run()} pending={refund.isPending} pendingLabel="Refunding...">
            Refund {formatCents(tip.amountCents)} to {tip.fan}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={refund.isPending}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Refund
        </Button>
      )}
    </Card>
  );
}
