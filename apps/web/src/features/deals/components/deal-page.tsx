import { DEAL_STATUS_LABELS } from '@pulse/domain/deal-lifecycle';
import { milestoneLabel } from '@pulse/domain/deal-plan';
import type { DealView } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { ArrowLeft, Check, Download, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useMe } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { ButtonLink, buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { Page } from '../../../ui/page';
import { Loading, Spinner } from '../../../ui/spinner';
import { useDeal } from '../api/get-deal';
import { useDealThread } from '../api/get-deal-thread';
import { ContractButton, DealActions } from './deal-actions';
import { DealProgress, DealTimeline, SplitBar, statusTone } from './deal-parts';
import { PlanCard } from './deal-plan';
import { DeliveredWork } from './delivered-work';
import { formatDate } from './format';

/** Statuses in which the partner's money sits in escrow. */
const HOLDING = new Set<DealView['status']>(['funded', 'accepted', 'signed', 'delivered', 'disputed']);

/** What the escrow holds now: the funded amount less what was released or refunded, while the deal holds money. */
export function escrowHeldCents(deal: Pick<DealView, 'status' | 'amountCents' | 'releasedCents' | 'refundedCents'>) {
  if (!HOLDING.has(deal.status)) return 0;
  return Math.max(0, deal.amountCents - deal.releasedCents - deal.refundedCents);
}

/** The viewer's own Deal Diary, where the page leads back to. */
function diaryOf(viewer: DealView['viewer'] | 'guest'): { to: string; label: string } {
  if (viewer === 'brand') return { to: '/deal-diary', label: 'Deal Diary' };
  if (viewer === 'creator') return { to: '/creator/deals', label: 'Your deals' };
  return { to: '/', label: 'Home' };
}

/** One sentence on where the deal stands, in the viewer's words. */
export function standingOf(deal: DealView): string {
  const creative = deal.creator?.name ?? 'the creative';
  const partner = deal.brand.name;
  const brand = deal.viewer === 'brand';
  const admin = deal.viewer === 'admin';
  // A plan of several milestones (decision 066) names the one the deal is on; one milestone reads as before.
  const count = deal.plan.milestones.length;
  const current = deal.plan.milestones.find((m) => m.position === deal.plan.current) ?? null;
  switch (deal.status) {
    case 'posted':
      return brand ? 'Fund the escrow to open the brief to creatives.' : `Waiting for ${partner} to fund the escrow.`;
    case 'funded':
      return brand ? 'Escrow funded. Choose a creative from the applications.' : 'Escrow funded. Choosing a creative.';
    case 'accepted': {
      const { brand: brandSigned, creator: creatorSigned } = deal.contractSigned;
      if (admin) return 'Waiting for both sides to sign the contract.';
      const mine = brand ? brandSigned : creatorSigned;
      const theirs = brand ? creatorSigned : brandSigned;
      const other = brand ? creative : partner;
      if (mine && !theirs) return `You signed the contract. Waiting for ${other} to sign.`;
      if (theirs && !mine) return `${other} signed the contract. Read it and sign: the work starts once both signed.`;
      return 'Read the contract and sign it: the work starts once both sides signed.';
    }
    case 'signed': {
      if (count > 1 && current) {
        const done = current.position - 1;
        // A retainer's milestones are its months (decision 067).
        const unit = deal.plan.retainer ? 'month' : 'milestone';
        // Funded one at a time (decisions 067, 072), the work waits for the partner's money.
        if (!current.funded) {
          return brand
            ? `${unit === 'month' ? 'Month' : 'Milestone'} ${current.position} is not funded yet. Fund it so ${creative} can work on it.`
            : `Waiting for ${partner} to fund ${unit} ${current.position}.`;
        }
        if (deal.plan.retainer && done > 0) {
          return brand || admin
            ? `Month ${done} approved. ${creative} is working on month ${current.position}.`
            : `Month ${done} approved. Deliver month ${current.position} when it is ready.`;
        }
        if (done > 0) {
          const approved = `${milestoneLabel(done, count)} approved.`;
          return brand || admin
            ? `${approved} ${creative} is working on milestone ${current.position}.`
            : `${approved} Deliver milestone ${current.position} when it is ready.`;
        }
        return brand || admin
          ? `Contract signed. ${creative} is working on milestone 1 of ${count}.`
          : `Contract signed. Deliver milestone 1 of ${count} when it is ready.`;
      }
      return brand || admin
        ? `Contract signed. ${creative} is working on the delivery.`
        : 'Contract signed. Deliver your work when it is ready.';
    }
    case 'delivered':
      if (count > 1 && current) {
        const which = `milestone ${current.position} of ${count}`;
        return brand
          ? `${creative} delivered ${which}. Review the work, then approve to release ${formatCents(current.amountCents)} or ask for changes.`
          : `Delivered ${which}. ${partner} reviews it next.`;
      }
      return brand
        ? `${creative} delivered. Review the work, then approve to release the escrow or ask for changes.`
        : `Delivered. ${partner} reviews it next.`;
    case 'paid':
      return brand
        ? `Approved. ${formatCents(deal.releasedCents)} released to the creative.`
        : 'Approved and released to your balance. Pay it out to your payout account.';
    case 'complete':
      return 'Complete: the work was approved and paid out.';
    case 'disputed':
      return 'Disputed. The Pulse team will resolve it.';
    case 'refunded':
      return 'Cancelled, and the escrow was refunded to the partner.';
    case 'cancelled':
      return 'Cancelled before funding; nothing was charged.';
    default:
      return DEAL_STATUS_LABELS[deal.status];
  }
}

/**
 * `/deals/:dealId`: the one page both sides of a deal open (decision 064). The plan, the money, the contract and
 * the viewer's next steps beside the delivered work, the timeline and the two parties' messages. Every deal
 * step reaches the other side's open page through `deal.updated`, which refreshes the deal's queries.
 */
export function DealPage({
  dealId,
  viewerId,
  messages,
  reviews,
  savedCard,
}: {
  dealId: string;
  viewerId: string;
  /** The two parties' conversation (the messaging feature's, composed by the route). */
  messages: (threadId: string) => ReactNode;
  /** The deal's reviews (the reviews feature's, composed by the route). */
  reviews: (deal: DealView) => ReactNode;
  /** The partner's saved card that later milestones are charged to (the tips feature's; decision 070). */
  savedCard?: (deal: DealView) => ReactNode;
}) {
  const deal = useDeal(dealId);
  if (deal.isPending) {
    return (
      <Page title="Deal" width="wide">
        <Loading>Loading the deal...</Loading>
      </Page>
    );
  }
  if (deal.isError) {
    if (deal.error instanceof ApiError && deal.error.status === 404) return <DealNotFound />;
    return (
      <Page title="Deal" width="wide">
        <Alert tone="danger">
          Could not load the deal: {errorMessage(deal.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => deal.refetch()}>
            Try again
          </button>
        </Alert>
      </Page>
    );
  }
  return (
    <LoadedDeal deal={deal.data.deal} viewerId={viewerId} messages={messages} reviews={reviews} savedCard={savedCard} />
  );
}

function DealNotFound() {
  const me = useMe();
  const role = me.data?.user?.role;
  const back = diaryOf(role === 'brand' ? 'brand' : role === 'creator' ? 'creator' : 'guest');
  return (
    <Page title="Deal Not Found">
      <Card className="mt-6 flex flex-col items-start gap-3">
        <h1 className="font-display text-3xl font-bold">Deal Not Found</h1>
        <p className="text-muted">This deal does not exist, or it is between other people.</p>
        <ButtonLink to={back.to}>{back.to === '/' ? 'Go back home' : `Back to ${back.label}`}</ButtonLink>
      </Card>
    </Page>
  );
}

function LoadedDeal({
  deal,
  viewerId,
  messages,
  reviews,
  savedCard,
}: {
  deal: DealView;
  viewerId: string;
  messages: (threadId: string) => ReactNode;
  reviews: (deal: DealView) => ReactNode;
  savedCard?: (deal: DealView) => ReactNode;
}) {
  const back = diaryOf(deal.viewer);
  return (
    <Page title={deal.title} width="wide">
      <Link
        to={back.to}
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
      </Link>
      <header className="mb-6 flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="font-display text-3xl font-bold break-words text-fg sm:text-4xl">{deal.title}</h1>
            <p className="text-sm text-muted">
              <span className="font-semibold text-fg">{deal.brand.name}</span>
              {' × '}
              <span className="font-semibold text-fg">{deal.creator?.name ?? 'Not assigned'}</span>
            </p>
          </div>
          <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1.5">
            <span className="font-display text-3xl font-bold tabular-nums">{formatCents(deal.amountCents)}</span>
            <Chip tone={statusTone(deal.status)} data-testid="deal-status">
              {DEAL_STATUS_LABELS[deal.status]}
            </Chip>
          </div>
        </div>
        <DealProgress deal={deal} />
      </header>

      {/* One column on a phone, in reading order; on a desktop the plan, money and steps beside the work. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card className="flex flex-col gap-3 ring-accent/50">
            <h2 id="deal-next" className="text-xs font-semibold tracking-wide text-muted uppercase">
              {deal.actions.length > 0 ? 'Your next step' : 'Where it stands'}
            </h2>
            <p className="text-base" data-testid="deal-standing">
              {standingOf(deal)}
            </p>
            {deal.viewer !== 'admin' ? <DealActions deal={deal} viewerId={viewerId} /> : null}
          </Card>
          <PlanCard deal={deal} savedCard={savedCard} />
          <Money deal={deal} />
          <Contract deal={deal} />
          {deal.splits.length > 0 ? (
            <Card className="flex flex-col gap-3">
              <h2 className="text-sm font-semibold">Revenue splits</h2>
              <SplitBar deal={deal} />
              {deal.myNetCents !== null ? (
                <p className="text-sm text-muted">
                  Your share after fees: <span className="font-semibold text-fg">{formatCents(deal.myNetCents)}</span>
                  {deal.myPaidOutCents > 0 ? ` · ${formatCents(deal.myPaidOutCents)} paid out` : ''}
                </p>
              ) : null}
            </Card>
          ) : null}
          {reviews(deal)}
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <Delivery deal={deal} />
          <Messages deal={deal} messages={messages} />
          <Card className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold">Timeline</h2>
            <DealTimeline deal={deal} />
          </Card>
        </div>
      </div>
    </Page>
  );
}

function Money({ deal }: { deal: DealView }) {
  const held = escrowHeldCents(deal);
  const rows: { label: string; cents: number; tone?: string; show: boolean }[] = [
    { label: 'Held in escrow', cents: held, tone: held > 0 ? 'text-accent' : undefined, show: true },
    { label: 'Released to creatives', cents: deal.releasedCents, show: true },
    { label: 'Pulse fee', cents: deal.feeCents, show: deal.releasedCents > 0 },
    { label: 'Refunded to the partner', cents: deal.refundedCents, show: deal.refundedCents > 0 },
    { label: 'Paid out', cents: deal.paidOutCents, tone: 'text-success', show: deal.paidOutCents > 0 },
  ];
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold">Money</h2>
      <dl aria-label="Money" className="grid grid-cols-2 gap-3">
        <div className="col-span-2 flex items-baseline justify-between gap-3 border-b border-line pb-3">
          <dt className="text-sm text-muted">Deal amount</dt>
          <dd className="font-display text-2xl font-bold tabular-nums">{formatCents(deal.amountCents)}</dd>
        </div>
        {rows
          .filter((r) => r.show)
          .map((r) => (
            <div key={r.label} className="rounded-field bg-raised px-3 py-2 ring-1 ring-line">
              <dt className="text-xs text-muted">{r.label}</dt>
              <dd className={cn('font-semibold tabular-nums', r.tone)}>{formatCents(r.cents)}</dd>
            </div>
          ))}
      </dl>
      {deal.payoutEta ? (
        <p className="text-sm text-muted">
          Releases by <span className="font-semibold text-fg">{formatDate(deal.payoutEta)}</span> unless someone
          disputes.
        </p>
      ) : null}
    </Card>
  );
}

function Contract({ deal }: { deal: DealView }) {
  if (!deal.creator) {
    return (
      <Card className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">Contract</h2>
        <p className="text-sm text-muted">The contract is written once a creative is chosen; both sides sign it.</p>
      </Card>
    );
  }
  const both = deal.signedAt !== null;
  const sides = [
    { role: 'Partner', name: deal.brand.name, signed: both || deal.contractSigned.brand },
    { role: 'Creative', name: deal.creator.name, signed: both || deal.contractSigned.creator },
  ];
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">Contract</h2>
        <Chip tone={both ? 'success' : 'neutral'}>{both ? 'Signed' : 'Awaiting signatures'}</Chip>
      </div>
      <ul aria-label="Signatures" className="flex flex-col gap-2">
        {sides.map((s) => (
          <li key={s.role} className="flex items-center justify-between gap-3 text-sm">
            <span>
              <span className="text-muted">{s.role}:</span> <span className="font-semibold">{s.name}</span>
            </span>
            {s.signed ? (
              <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-success">
                <Check aria-hidden="true" className="size-4" /> Signed
              </span>
            ) : (
              <span className="shrink-0 text-muted">Not signed yet</span>
            )}
          </li>
        ))}
      </ul>
      {both && deal.signedAt ? <p className="text-xs text-muted">Binding since {formatDate(deal.signedAt)}.</p> : null}
      <div className="flex flex-wrap gap-2">
        <ContractButton deal={deal} />
        <a href={`/api/deals/${encodeURIComponent(deal.id)}/contract.pdf`} download className={buttonClasses('ghost')}>
          <Download aria-hidden="true" className="size-4" /> Download PDF
        </a>
      </div>
    </Card>
  );
}

function Delivery({ deal }: { deal: DealView }) {
  return (
    <Card className="flex flex-col gap-3" data-testid="deal-delivery">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">Deliverables</h2>
        {deal.deliveredAt ? <span className="text-xs text-muted">Delivered {formatDate(deal.deliveredAt)}</span> : null}
      </div>
      {deal.deliverables.length > 0 ? (
        <ul aria-label="Deliverables" className="flex flex-col gap-1.5 text-sm">
          {deal.deliverables.map((d) => (
            <li key={d} className="rounded-field bg-raised px-3 py-2 break-all ring-1 ring-line">
              {d}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">Nothing delivered yet.</p>
      )}
      <DeliveredWork deal={deal} />
      {deal.attribution ? <p className="text-sm text-muted">{deal.attribution}</p> : null}
    </Card>
  );
}

function Messages({ deal, messages }: { deal: DealView; messages: (threadId: string) => ReactNode }) {
  const party = deal.viewer !== 'admin' && deal.creator !== null;
  const thread = useDealThread(deal.id, party);
  if (!party) return null;
  const other = deal.viewer === 'brand' ? (deal.creator?.name ?? 'the creative') : deal.brand.name;
  return (
    <section aria-labelledby="deal-messages" className="flex flex-col gap-2">
      <h2 id="deal-messages" className="sr-only">
        Messages
      </h2>
      {thread.isPending ? (
        <Card>
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="text-accent" /> Loading messages...
          </p>
        </Card>
      ) : thread.isError ? (
        <Alert tone="danger">Could not load your messages: {errorMessage(thread.error)}</Alert>
      ) : thread.data.threadId ? (
        <>
          {messages(thread.data.threadId)}
          <Link
            to={`/messages/${encodeURIComponent(thread.data.threadId)}`}
            className="self-end text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            Open in Messages
          </Link>
        </>
      ) : (
        <Card className="flex items-start gap-3">
          <MessagesSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold">No messages yet</p>
            <p className="text-sm text-muted">
              {deal.viewer === 'brand' && deal.creator
                ? `Message ${other} from their page; your conversation shows here.`
                : `When you and ${other} message each other, the conversation shows here.`}
            </p>
            {deal.viewer === 'brand' && deal.creator ? (
              <Link
                to={`/creator/${encodeURIComponent(deal.creator.id)}`}
                className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                Message {other}
              </Link>
            ) : null}
          </div>
        </Card>
      )}
    </section>
  );
}
