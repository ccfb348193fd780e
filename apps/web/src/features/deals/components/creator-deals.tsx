import { CREATOR_STATUS_LABELS, type CreatorDiaryStatus, creatorStatusOf } from '@pulse/domain/deal-lifecycle';
import {
  CREATOR_CHIPS,
  CSV_FILE_NAME,
  creatorDealsCsv,
  creatorTotals,
  type DealView,
  DisputeRequest,
  shareOf,
} from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { ChevronDown, ChevronUp, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { ContractDialog } from './contract-dialog';
import { DeliverDialog, NoteDialog } from './deal-dialogs';
import { DealTimeline, SplitBar, statusTone } from './deal-parts';
import { CreatorShowcase } from './deal-showcase';
import { DeliveredWork } from './delivered-work';
import { downloadText, formatDate } from './format';
import { SplitsDialog } from './splits-dialog';
import { useDealSteps } from './use-deal-steps';

type ChipId = (typeof CREATOR_CHIPS)[number];

/**
 * The creative's Deal Diary at /creator/deals (spec part 1, sections 2, 4 and 9): totals, status chips,
 * rows with Contract, Sign when pending, Deliver when signed and More/Less, and the CSV export of the deals
 * under the current filter.
 */
export function CreatorDeals({
  deals,
  viewerId,
  tipsCents,
  licensesCents = null,
  reviews,
}: {
  deals: readonly DealView[];
  viewerId: string;
  tipsCents: number | null;
  /** Beat license income (decision 016); null while unknown. */
  licensesCents?: number | null;
  /** A deal's review section (the reviews feature, composed by the route). */
  reviews: (deal: DealView) => ReactNode;
}) {
  const [chip, setChip] = useState<ChipId>('all');
  const [expanded, setExpanded] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{
    kind: 'contract' | 'deliver' | 'dispute' | 'splits';
    deal: DealView;
  } | null>(null);
  const steps = useDealSteps();
  const totals = creatorTotals(deals, viewerId);
  // All, the four main statuses, and any other status a deal is in.
  const chips = CREATOR_CHIPS.filter(
    (c) =>
      c === 'all' ||
      ['pending', 'signed', 'delivered', 'paid'].includes(c) ||
      deals.some((d) => creatorStatusOf(d.status) === c),
  );
  const shown = chip === 'all' ? deals : deals.filter((d) => creatorStatusOf(d.status) === chip);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to="/creator/projects" variant="secondary">
          Find projects
        </ButtonLink>
        <Button
          variant="secondary"
          onClick={() => downloadText(CSV_FILE_NAME, creatorDealsCsv(shown))}
          disabled={shown.length === 0}
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </Button>
      </div>
      <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
        <Total label="Total Earned" value={formatCents(totals.totalEarnedCents)} />
        <Total label="Pending Payouts" value={formatCents(totals.pendingPayoutsCents)} />
        <Total label="Total Deals" value={String(totals.totalDeals)} />
        {tipsCents !== null ? <Total label="Tips" value={formatCents(tipsCents)} /> : null}
        {licensesCents !== null ? <Total label="Licenses" value={formatCents(licensesCents)} /> : null}
      </dl>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Status filter</legend>
        {chips.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={chip === c}
            onClick={() => setChip(c)}
            className={cn(
              'min-h-10 rounded-full px-4 text-sm font-semibold ring-1 transition',
              chip === c ? 'bg-accent text-ink ring-accent' : 'bg-raised text-muted ring-line hover:text-fg',
            )}
          >
            {c === 'all' ? 'All' : CREATOR_STATUS_LABELS[c as CreatorDiaryStatus]}
          </button>
        ))}
      </fieldset>

      {shown.length === 0 ? (
        <Card className="text-center">
          <p className="font-display text-xl font-bold">No deals found</p>
          <p className="mt-1 text-sm text-muted">
            {deals.length === 0 ? 'Apply to a funded project to land your first deal.' : 'No deals with this status.'}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2 lg:items-start" aria-label="Deals">
          {shown.map((deal) => {
            const status = creatorStatusOf(deal.status);
            const open = expanded === deal.id;
            return (
              <li key={deal.id}>
                <article
                  className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line"
                  aria-label={deal.title}
                >
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <h2 className="font-semibold">{deal.title}</h2>
                      <p className="text-sm text-muted">{deal.brand.name}</p>
                    </div>
                    <div className="flex flex-col items-end gap-1">
                      <span className="font-display text-lg font-bold tabular-nums">
                        {formatCents(deal.amountCents)}
                      </span>
                      <Chip tone={statusTone(deal.status)}>{CREATOR_STATUS_LABELS[status]}</Chip>
                      {deal.refundedCents > 0 ? (
                        <span className="text-xs text-muted tabular-nums">
                          {formatCents(deal.releasedCents)} released · {formatCents(deal.refundedCents)} refunded
                        </span>
                      ) : null}
                    </div>
                  </div>
                  {(deal.status === 'posted' || deal.status === 'funded') && status === 'pending' ? (
                    <p className="text-xs text-muted">Waiting for the partner to fund the escrow before you sign.</p>
                  ) : null}
                  {deal.status === 'accepted' ? <SigningNote deal={deal} /> : null}
                  <div className="flex flex-wrap gap-2">
                    <ButtonLink
                      to={`/deals/${encodeURIComponent(deal.id)}`}
                      variant="secondary"
                      aria-label={`Open deal: ${deal.title}`}
                    >
                      Open deal
                    </ButtonLink>
                    <Button variant="secondary" onClick={() => setDialog({ kind: 'contract', deal })}>
                      Contract
                    </Button>
                    {deal.actions.includes('sign') ? (
                      // Signing is reading the contract and typing one's name: it opens the contract.
                      <Button onClick={() => setDialog({ kind: 'contract', deal })}>Sign</Button>
                    ) : null}
                    {deal.status === 'accepted' && !deal.signedAt && deal.creator?.id === viewerId ? (
                      <Button variant="secondary" onClick={() => setDialog({ kind: 'splits', deal })}>
                        Edit splits
                      </Button>
                    ) : null}
                    {deal.actions.includes('deliver') ? (
                      <Button onClick={() => setDialog({ kind: 'deliver', deal })}>Deliver</Button>
                    ) : null}
                    {deal.actions.includes('payout') ? (
                      <Button
                        onClick={() =>
                          steps.runFromButton({ kind: 'payout', dealId: deal.id }, 'Paid out to your payout account.')
                        }
                        pending={steps.isBusy(deal.id, 'payout')}
                        pendingLabel="Paying out..."
                      >
                        Payout
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      aria-expanded={open}
                      aria-controls={`deal-more-${deal.id}`}
                      onClick={() => setExpanded(open ? null : deal.id)}
                    >
                      {open ? (
                        <>
                          Less <ChevronUp aria-hidden="true" className="size-4" />
                        </>
                      ) : (
                        <>
                          More <ChevronDown aria-hidden="true" className="size-4" />
                        </>
                      )}
                    </Button>
                  </div>
                  {open ? (
                    <div id={`deal-more-${deal.id}`} className="flex flex-col gap-4 border-t border-line pt-3">
                      <section className="flex flex-col gap-2">
                        <h3 className="text-sm font-semibold">Revenue splits</h3>
                        <SplitBar deal={deal} />
                        {deal.myNetCents !== null ? (
                          <p className="text-sm text-muted">
                            Your share after fees:{' '}
                            <span className="font-semibold text-fg">{formatCents(deal.myNetCents)}</span>
                            {deal.myPaidOutCents > 0 ? ` · ${formatCents(deal.myPaidOutCents)} paid out` : ''}
                          </p>
                        ) : (
                          <p className="text-sm text-muted">Your share: {formatCents(shareOf(deal, viewerId))}</p>
                        )}
                      </section>
                      {deal.payoutEta && status !== 'paid' ? (
                        <p className="text-sm">
                          Payout ETA: <span className="font-semibold">{formatDate(deal.payoutEta)}</span>
                        </p>
                      ) : null}
                      <DeliveredWork deal={deal} />
                      <CreatorShowcase deal={deal} />
                      {reviews(deal)}
                      <section className="flex flex-col gap-2">
                        <h3 className="text-sm font-semibold">Timeline</h3>
                        <DealTimeline deal={deal} />
                      </section>
                      {deal.actions.includes('dispute') ? (
                        <div>
                          <Button variant="ghost" onClick={() => setDialog({ kind: 'dispute', deal })}>
                            Dispute
                          </Button>
                        </div>
                      ) : null}
                    </div>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}

      <ContractDialog deal={dialog?.kind === 'contract' ? dialog.deal : null} onClose={() => setDialog(null)} />
      <SplitsDialog
        deal={dialog?.kind === 'splits' ? dialog.deal : null}
        viewerId={viewerId}
        onClose={() => setDialog(null)}
      />
      <DeliverDialog
        deal={dialog?.kind === 'deliver' ? dialog.deal : null}
        onClose={() => setDialog(null)}
        onDeliver={async (body) => {
          if (!dialog) return;
          await steps.run({ kind: 'deliver', dealId: dialog.deal.id, body }, 'Delivered. The partner reviews it next.');
        }}
      />
      <NoteDialog
        open={dialog?.kind === 'dispute'}
        title="Dispute"
        label="What went wrong?"
        action="Open dispute"
        pendingLabel="Opening..."
        rule={DisputeRequest.shape.reason}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          if (!dialog) return;
          await steps.run({ kind: 'dispute', dealId: dialog.deal.id, reason }, 'Dispute opened.');
        }}
      />
    </div>
  );
}

/** Where the contract's signatures stand while the deal waits for them (decision 061). */
function SigningNote({ deal }: { deal: DealView }) {
  const { brand, creator } = deal.contractSigned;
  if (creator && !brand) {
    return <p className="text-xs text-muted">You signed. Waiting for {deal.brand.name} to sign the contract.</p>;
  }
  if (brand && !creator) {
    return <p className="text-xs text-muted">{deal.brand.name} signed the contract. Read it and sign to start.</p>;
  }
  return <p className="text-xs text-muted">Both sides sign the contract before the work starts.</p>;
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card bg-surface p-4 ring-1 ring-line">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-fg tabular-nums">{value}</dd>
    </div>
  );
}
