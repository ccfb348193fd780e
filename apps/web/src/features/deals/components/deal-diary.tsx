import {
  DEAL_STATUS_LABELS,
  DIARY_FILTER_LABELS,
  DIARY_FILTERS,
  type DiaryFilter,
  diaryEmptyText,
  inDiaryFilter,
} from '@pulse/domain/deal-lifecycle';
import { brandDealsCsv, CSV_FILE_NAME, type DealView } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { ArrowUpRight, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { Tabs } from '../../../ui/tabs';
import { ContractButton, DealActions } from './deal-actions';
import { DealProgress, DealTimeline, SplitBar, statusTone } from './deal-parts';
import { PartnerShowcase } from './deal-showcase';
import { DeliveredWork } from './delivered-work';
import { downloadText, formatDate } from './format';

/**
 * The partner's Deal Diary (spec part 2, sections 2 and 4): "Every step, tracked." Tabs All Deals, Active,
 * Completed; each deal's six-step progress; a details panel with the partner's next steps; Export CSV.
 */
/** `reviews` renders a deal's review section (the reviews feature, composed by the route). */
export function DealDiary({ deals, reviews }: { deals: readonly DealView[]; reviews: (deal: DealView) => ReactNode }) {
  const [filter, setFilter] = useState<DiaryFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = deals.filter((d) => inDiaryFilter(d.status, filter));
  const open = shown.find((d) => d.id === openId) ?? null;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {deals.length} deal{deals.length === 1 ? '' : 's'}
        </p>
        <Button
          variant="secondary"
          onClick={() => downloadText(CSV_FILE_NAME, brandDealsCsv(shown))}
          disabled={shown.length === 0}
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </Button>
      </div>
      <Tabs
        label="Deal filter"
        tabs={DIARY_FILTERS.map((f) => ({ id: f, label: DIARY_FILTER_LABELS[f] }))}
        selected={filter}
        onSelect={setFilter}
      >
        {shown.length === 0 ? (
          <Card className="text-center">
            <p className="font-display text-xl font-bold">No deals found</p>
            <p className="mt-1 text-sm text-muted">{diaryEmptyText(filter)}</p>
            <ButtonLink to="/post-brief" className="mt-4">
              Post a Brief
            </ButtonLink>
          </Card>
        ) : (
          <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
            <ul className="flex flex-col gap-3" aria-label="Deals">
              {shown.map((deal) => (
                <li key={deal.id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(openId === deal.id ? null : deal.id)}
                    aria-expanded={open?.id === deal.id}
                    className={cn(
                      'flex w-full flex-col gap-3 rounded-card bg-surface p-4 text-left ring-1 transition',
                      open?.id === deal.id ? 'ring-2 ring-accent' : 'ring-line hover:ring-line-strong',
                    )}
                  >
                    <span className="flex items-start justify-between gap-3">
                      <span>
                        <span className="block font-semibold">{deal.title}</span>
                        <span className="block text-sm text-muted">{deal.creator?.name ?? 'Not assigned'}</span>
                      </span>
                      <span className="flex flex-col items-end gap-1">
                        <span className="font-display text-lg font-bold tabular-nums">
                          {formatCents(deal.amountCents)}
                        </span>
                        <Chip tone={statusTone(deal.status)}>{DEAL_STATUS_LABELS[deal.status]}</Chip>
                        {deal.refundedCents > 0 ? (
                          <span className="text-xs text-muted tabular-nums">
                            {formatCents(deal.releasedCents)} released · {formatCents(deal.refundedCents)} refunded
                          </span>
                        ) : null}
                      </span>
                    </span>
                    <DealProgress deal={deal} />
                  </button>
                  {/* On a phone the details open under their deal; on a wide screen beside the list. */}
                  {open?.id === deal.id ? (
                    <div className="mt-3 lg:hidden">
                      <DealDetails deal={deal} reviews={reviews} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            {open ? (
              <div className="hidden lg:sticky lg:top-20 lg:block">
                <DealDetails deal={open} reviews={reviews} />
              </div>
            ) : (
              <p className="hidden rounded-card p-5 text-sm text-muted ring-1 ring-line ring-dashed lg:block">
                Select a deal to see its details and next steps.
              </p>
            )}
          </div>
        )}
      </Tabs>
    </div>
  );
}

function DealDetails({ deal, reviews }: { deal: DealView; reviews: (deal: DealView) => ReactNode }) {
  return (
    <section
      aria-label={`${deal.title} details`}
      className="flex flex-col gap-4 rounded-card bg-surface p-5 ring-1 ring-line"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl font-bold">{deal.title}</h2>
          <p className="text-sm text-muted">{DEAL_STATUS_LABELS[deal.status]}</p>
        </div>
        <ButtonLink
          to={`/deals/${encodeURIComponent(deal.id)}`}
          variant="secondary"
          aria-label={`Open deal: ${deal.title}`}
        >
          Open deal <ArrowUpRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">Project</dt>
          <dd className="font-semibold">{deal.title}</dd>
        </div>
        <div>
          <dt className="text-muted">Partner</dt>
          <dd className="font-semibold">{deal.brand.name}</dd>
        </div>
        <div>
          <dt className="text-muted">Creative</dt>
          <dd className="font-semibold">{deal.creator?.name ?? 'Not assigned'}</dd>
        </div>
        <div>
          <dt className="text-muted">Amount</dt>
          <dd className="font-semibold tabular-nums">{formatCents(deal.amountCents)}</dd>
        </div>
        {deal.releasedCents > 0 ? (
          <div>
            <dt className="text-muted">Released to creatives</dt>
            <dd className="font-semibold tabular-nums">{formatCents(deal.releasedCents)}</dd>
          </div>
        ) : null}
        {deal.refundedCents > 0 ? (
          <div>
            <dt className="text-muted">Refunded to you</dt>
            <dd className="font-semibold tabular-nums">{formatCents(deal.refundedCents)}</dd>
          </div>
        ) : null}
        {deal.paidOutCents > 0 ? (
          <div>
            <dt className="text-muted">Paid out to creatives</dt>
            <dd className="font-semibold text-success tabular-nums">{formatCents(deal.paidOutCents)}</dd>
          </div>
        ) : null}
        {deal.payoutEta ? (
          <div>
            <dt className="text-muted">Releases by</dt>
            <dd className="font-semibold">{formatDate(deal.payoutEta)}</dd>
          </div>
        ) : null}
      </dl>

      <DeliveredWork deal={deal} />

      {deal.status === 'accepted' && deal.creator ? (
        <p className="text-sm text-muted">
          {deal.contractSigned.brand
            ? `You signed the contract. Waiting for ${deal.creator.name} to sign.`
            : deal.contractSigned.creator
              ? `${deal.creator.name} signed the contract. Read it and sign: the work starts once both signed.`
              : 'Read the contract and sign it: the work starts once both sides signed.'}
        </p>
      ) : null}
      <section aria-label="Actions" className="flex flex-wrap gap-2">
        {/* The same steps and dialogs as the deal page (decision 064): one place for each action. */}
        <DealActions deal={deal} viewerId={deal.brand.id} />
        {deal.creator ? <ContractButton deal={deal} label="Contract" /> : null}
      </section>
      {reviews(deal)}

      <section aria-labelledby={`progress-${deal.id}`} className="flex flex-col gap-3">
        <h3 id={`progress-${deal.id}`} className="text-sm font-semibold">
          Timeline
        </h3>
        <DealProgress deal={deal} />
        <DealTimeline deal={deal} />
      </section>
      {deal.splits.length > 0 ? (
        <section aria-label="Splits" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Splits</h3>
          <SplitBar deal={deal} />
        </section>
      ) : null}
      <section className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">Deliverables</h3>
        {deal.deliverables.length > 0 ? (
          <ul className="list-disc pl-5 text-sm">
            {deal.deliverables.map((d) => (
              <li key={d} className="break-all">
                {d}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Nothing delivered yet.</p>
        )}
      </section>
      <PartnerShowcase deal={deal} />
      <section className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">Attribution</h3>
        <p className="text-sm text-muted">{deal.attribution ?? 'Set when the work is delivered.'}</p>
      </section>
    </section>
  );
}
