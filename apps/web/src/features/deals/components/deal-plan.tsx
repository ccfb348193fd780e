import { MILESTONE_STATUS_LABELS, type MilestoneStatus, type MilestoneView } from '@pulse/domain/deal-plan';
import type { DealView } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { FUND_EACH_COPY, fundEachSummary, fundingName } from '@pulse/domain/milestone-funding';
import { retainerSummary } from '@pulse/domain/retainer';
import { Check, Layers, Pencil, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip, type ChipTone } from '../../../ui/chip';
import { ConfirmDialog, FundDialog } from './deal-dialogs';
import { formatDate } from './format';
import { PlanDialog } from './plan-dialog';
import { useDealSteps } from './use-deal-steps';

const STATUS_TONES: Record<MilestoneStatus, ChipTone> = {
  open: 'neutral',
  delivered: 'info',
  disputed: 'danger',
  released: 'success',
  refunded: 'neutral',
  ended: 'neutral',
};

/** A milestone not yet reached reads "Upcoming": "In progress" belongs to the one being worked on. */
function statusLabel(m: MilestoneView, current: number | null): string {
  if (m.status === 'open' && current !== null && m.position > current) return 'Upcoming';
  return MILESTONE_STATUS_LABELS[m.status];
}

/**
 * The deal's plan (decision 066): each milestone with its amount, due date and state, the current one marked,
 * what was delivered for it; Edit plan while the viewer may still change it (until both sides sign).
 */
/** "2 rounds" of changes the amount includes. */
export function roundsOf(rounds: number): string {
  return rounds === 0 ? 'None included' : `${rounds} round${rounds === 1 ? '' : 's'}`;
}

export function PlanCard({ deal, savedCard }: { deal: DealView; savedCard?: (deal: DealView) => ReactNode }) {
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'fund-milestone' | 'fund-each' | 'end' | null>(null);
  const steps = useDealSteps();
  const { plan } = deal;
  const { retainer, funding } = plan;
  const next = plan.milestones.find((m) => m.position === funding.nextToFund);
  const nextName = next ? fundingName(funding.mode, next) : null;
  const monthly = plan.milestones[0]?.amountCents ?? 0;
  const count = plan.milestones.length;
  const released = plan.milestones.reduce((sum, m) => sum + m.releasedCents, 0);
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="deal-plan" className="text-sm font-semibold">
            Plan
          </h2>
          <p className="text-xs text-muted">
            {retainer
              ? `Retainer · ${retainerSummary(monthly, count)} · ${retainer.noticeDays} days' notice`
              : count === 1
                ? 'One milestone'
                : `${count} milestones`}
            {plan.deadline && !retainer ? ` · deadline ${formatDate(plan.deadline)}` : ''}
          </p>
        </div>
        {plan.editable ? (
          <Button variant="secondary" className="shrink-0" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" /> Edit plan
          </Button>
        ) : null}
      </div>

      {retainer?.endsOn ? (
        <p className="rounded-field bg-info-soft px-3 py-2 text-sm text-fg ring-1 ring-info/40">
          Notice given: this retainer ends on {formatDate(retainer.endsOn)}. Months already funded run to their end.
        </p>
      ) : null}
      {funding.canFund || funding.canFundEach || retainer?.canEnd ? (
        <div className="flex flex-wrap gap-2">
          {funding.canFund && nextName ? (
            // Primary only while the work waits for it; funding ahead is optional.
            <Button
              variant={funding.nextToFund === plan.current ? 'primary' : 'secondary'}
              onClick={() => setDialog('fund-milestone')}
            >
              <Wallet aria-hidden="true" className="size-4" /> Fund {nextName}
            </Button>
          ) : null}
          {funding.canFundEach ? (
            <Button variant="secondary" onClick={() => setDialog('fund-each')}>
              <Layers aria-hidden="true" className="size-4" /> Fund one at a time
            </Button>
          ) : null}
          {retainer?.canEnd ? (
            <Button variant="ghost" onClick={() => setDialog('end')}>
              Give notice
            </Button>
          ) : null}
        </div>
      ) : null}

      {/* Later milestones are charged to the partner's saved card when each starts (decision 070). */}
      {funding.canFund ? savedCard?.(deal) : null}

      <ol aria-label="Plan" className="flex flex-col gap-2">
        {plan.milestones.map((m) => (
          <MilestoneRow key={m.id} milestone={m} current={plan.current} />
        ))}
      </ol>

      <dl aria-label="Usage and changes" className="grid grid-cols-3 gap-2 text-xs">
        {[
          ['Usage for', plan.terms.usageDuration],
          ['Where', plan.terms.usageTerritory],
          ['Changes', roundsOf(plan.terms.revisionRounds)],
        ].map(([label, value]) => (
          <div
            key={label}
            className="flex min-w-0 flex-col gap-0.5 rounded-field bg-raised px-2.5 py-2 ring-1 ring-line"
          >
            <dt className="text-muted">{label}</dt>
            <dd className="truncate font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>

      {count > 1 && released > 0 ? (
        <div className="flex flex-col gap-1.5">
          <div className="h-1.5 overflow-hidden rounded-full bg-raised ring-1 ring-line" aria-hidden="true">
            <div
              className="h-full rounded-full bg-success"
              style={{ width: `${Math.min(100, (released / deal.amountCents) * 100)}%` }}
            />
          </div>
          <p className="text-xs text-muted">
            <span className="font-semibold text-fg tabular-nums">{formatCents(released)}</span> of{' '}
            <span className="tabular-nums">{formatCents(deal.amountCents)}</span> released
          </p>
        </div>
      ) : null}
      {plan.editable ? (
        <p className="text-xs text-muted">
          The contract lists this plan: changing it asks both sides to sign the contract again.
        </p>
      ) : null}

      <PlanDialog deal={editing ? deal : null} onClose={() => setEditing(false)} />
      <FundDialog
        deal={dialog === 'fund-milestone' ? deal : null}
        onClose={() => setDialog(null)}
        onFund={async (paymentMethod) => {
          await steps.run({ kind: 'fund-milestone', dealId: deal.id, paymentMethod }, `${nextName} funded.`);
        }}
      />
      {funding.canFundEach ? (
        <ConfirmDialog
          open={dialog === 'fund-each'}
          title="Fund one milestone at a time"
          body={`${fundEachSummary(plan.milestones)} ${FUND_EACH_COPY.body}`}
          action="Fund one at a time"
          pendingLabel="Refunding..."
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await steps.run({ kind: 'fund-each', dealId: deal.id }, FUND_EACH_COPY.done);
          }}
        />
      ) : null}
      {retainer ? (
        <ConfirmDialog
          open={dialog === 'end'}
          title="Give notice"
          body={`This retainer ends ${retainer.noticeDays} days from today. Months already funded run to their end and are paid on approval; months that would start after it will not run.`}
          action="Give notice"
          pendingLabel="Giving notice..."
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await steps.run({ kind: 'end', dealId: deal.id }, 'Notice given.');
          }}
        />
      ) : null}
    </Card>
  );
}

function MilestoneRow({ milestone: m, current }: { milestone: MilestoneView; current: number | null }) {
  const isCurrent = current === m.position;
  const settled = m.status === 'released' || m.status === 'refunded' || m.status === 'ended';
  const showWork = m.deliverables.length > 0 && m.status !== 'open';
  return (
    <li
      aria-current={isCurrent ? 'step' : undefined}
      className={cn(
        'flex gap-3 rounded-field px-3 py-3 ring-1 ring-inset',
        isCurrent ? 'bg-accent-soft/40 ring-accent/60' : 'bg-raised/60 ring-line',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
          m.status === 'released'
            ? 'bg-success text-ink'
            : isCurrent
              ? 'bg-accent text-ink'
              : 'bg-surface text-muted ring-1 ring-line-strong',
        )}
      >
        {m.status === 'released' ? <Check className="size-4" strokeWidth={3} /> : m.position}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col">
            {/* A retainer's months are named by their number already. */}
            {m.title === `Month ${m.position}` ? null : (
              <span className="text-[0.6875rem] font-semibold tracking-wide text-muted uppercase">
                Milestone {m.position}
                <span className="sr-only">:</span>
              </span>
            )}
            <span className={cn('font-semibold break-words', settled ? 'text-fg/80' : 'text-fg')}>{m.title}</span>
          </div>
          <span className="shrink-0 font-display text-base font-bold tabular-nums">
            <span className="sr-only">, </span>
            {formatCents(m.amountCents)}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <span className="text-xs text-muted">
            <span className="sr-only">, </span>
            {m.dueDate ? `Due ${formatDate(m.dueDate)}` : 'By the deadline'}
          </span>
          <span className="flex flex-wrap gap-1.5">
            <Chip tone={STATUS_TONES[m.status]} className="py-0.5">
              {statusLabel(m, current)}
            </Chip>
            {isCurrent ? (
              <span className="inline-flex items-center rounded-full bg-accent px-3 py-0.5 text-xs font-semibold text-ink">
                Current
              </span>
            ) : null}
            {!m.funded && m.status === 'open' ? (
              <Chip tone="info" className="py-0.5">
                Not funded yet
              </Chip>
            ) : null}
          </span>
        </div>
        {showWork ? (
          <div className="flex flex-col gap-1">
            {m.deliveredAt ? (
              <p className="text-xs text-muted">
                Delivered {formatDate(m.deliveredAt)}
                {m.settledAt && m.status === 'released' ? ` · released ${formatDate(m.settledAt)}` : ''}
              </p>
            ) : null}
            <ul aria-label={`Milestone ${m.position} deliverables`} className="flex flex-wrap gap-1.5">
              {m.deliverables.map((d) => (
                <li
                  key={d}
                  className="max-w-full rounded-md bg-surface px-2 py-1 text-xs break-all text-fg/90 ring-1 ring-line"
                >
                  {d}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}
