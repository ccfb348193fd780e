import { DEAL_STATUS_LABELS } from '@pulse/domain/deal-lifecycle';
import { DEAL_MESSAGES } from '@pulse/domain/deals';
import { type AdminDispute, DISPUTE_MESSAGES, resolutionAmounts } from '@pulse/domain/disputes';
import { formatCents } from '@pulse/domain/ledger';
import { Scale } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { createIntentKey } from '../../../lib/money-request';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { TextAreaField } from '../../../ui/field';
import { LinkBar } from '../../../ui/link-bar';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useDisputes } from '../api/get-disputes';
import { useResolveDispute } from '../api/resolve-dispute';
import { ADMIN_PAGES } from './admin-pages';

type Outcome = 'release' | 'refund' | 'split';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** `/admin/disputes`: disputed deals, oldest first, each resolved by release, refund or a split. */
export function DisputeQueue() {
  const disputes = useDisputes();
  return (
    <Page title="Disputes" width="wide">
      <LinkBar label="Admin" items={ADMIN_PAGES} className="mb-5" />
      <PageHeading lead="Disputed deals, oldest first. Resolving moves the escrow: to the creative, back to the partner, or split between them.">
        Disputes
      </PageHeading>
      {disputes.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading disputes...
        </p>
      ) : disputes.isError ? (
        <Alert tone="danger">
          We couldn't load the disputes: {errorMessage(disputes.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => disputes.refetch()}>
            Try again
          </button>
        </Alert>
      ) : disputes.data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <Scale aria-hidden="true" className="size-8 text-muted" />
          <p className="font-display text-lg font-bold">{DISPUTE_MESSAGES.empty}</p>
          <p className="text-sm text-muted">{DISPUTE_MESSAGES.emptyHint}</p>
        </Card>
      ) : (
        <section aria-labelledby="disputes-heading" className="flex flex-col gap-4">
          <h2 id="disputes-heading" className="font-display text-xl font-bold">
            Open ({disputes.data.items.length})
          </h2>
          <ul className="flex flex-col gap-4">
            {disputes.data.items.map((item) => (
              <li key={item.deal.id}>
                <DisputeCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

function DisputeCard({ item }: { item: AdminDispute }) {
  const { deal } = item;
  const id = useId();
  const resolve = useResolveDispute();
  const keys = useRef(new Map<string, ReturnType<typeof createIntentKey>>());
  const [outcome, setOutcome] = useState<Outcome>('release');
  const [percentText, setPercentText] = useState('50');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const creatives = deal.splits.length > 0 ? deal.splits : deal.creator ? [{ ...deal.creator, percentage: 100 }] : [];
  const creativeNames = creatives.map((c) => c.name).join(', ') || 'Creative';
  const percent = /^\d{1,3}$/.test(percentText.trim()) ? Number(percentText) : Number.NaN;
  const percentValid = Number.isInteger(percent) && percent >= 0 && percent <= 100;
  const creatorPercent = outcome === 'release' ? 100 : outcome === 'refund' ? 0 : percent;
  const [toCreative, toPartner] =
    percentValid || outcome !== 'split' ? resolutionAmounts(deal.amountCents, creatorPercent) : [null, null];

  async function submit() {
    if (outcome === 'split' && !percentValid) {
      setError(DEAL_MESSAGES.percentRange);
      return;
    }
    setError(null);
    // One key per intent (deal, outcome, share), reused only while the answer is unknown.
    const intentId = `${outcome}:${creatorPercent}`;
    let intent = keys.current.get(intentId);
    if (!intent) {
      intent = createIntentKey();
      keys.current.set(intentId, intent);
    }
    try {
      await resolve.mutateAsync({
        dealId: deal.id,
        key: intent.get(),
        body: { outcome, note: note.trim(), ...(outcome === 'split' ? { creatorPercent } : {}) },
      });
      intent.settle();
      toast.success(`${deal.title}: dispute resolved.`);
    } catch (e) {
      intent.settle(e);
      setError(errorMessage(e));
    }
  }

  const options: { value: Outcome; label: string; detail: string }[] = [
    { value: 'release', label: 'Release to creative', detail: `${formatCents(deal.amountCents)} to ${creativeNames}` },
    { value: 'refund', label: 'Refund partner', detail: `${formatCents(deal.amountCents)} back to ${deal.brand.name}` },
    { value: 'split', label: 'Split', detail: 'A share to the creative, the rest refunded' },
  ];

  return (
    <article
      aria-label={deal.title}
      className="flex flex-col gap-4 rounded-card bg-surface p-4 ring-1 ring-line sm:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-lg font-bold break-words">{deal.title}</h3>
          <p className="text-sm text-muted">
            Disputed by {item.disputedBy || 'a party'} · {relativeTime(item.disputedAt)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-display text-xl font-bold tabular-nums">{formatCents(deal.amountCents)}</span>
          <Chip tone="danger">{DEAL_STATUS_LABELS[deal.status]}</Chip>
        </div>
      </header>

      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Partner</dt>
          <dd className="font-semibold">{deal.brand.name}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Creative</dt>
          <dd className="font-semibold">
            {creatives.map((c) => (creatives.length > 1 ? `${c.name} (${c.percentage}%)` : c.name)).join(', ') ||
              'None'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Reason</dt>
          <dd className="mt-1 rounded-field bg-danger-soft px-3 py-2 text-fg">{item.reason || 'No reason given.'}</dd>
        </div>
      </dl>

      <details className="group rounded-field ring-1 ring-line">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold">
          Timeline ({deal.timeline.length} steps)
        </summary>
        <ol aria-label="Timeline" className="flex flex-col gap-3 border-l border-line mx-4 mb-3 pl-4">
          {deal.timeline.map((e) => (
            <li key={e.id}>
              <p className="text-sm font-semibold">
                {e.fromStatus === e.toStatus
                  ? e.note || DEAL_STATUS_LABELS[e.toStatus]
                  : DEAL_STATUS_LABELS[e.toStatus]}
              </p>
              {e.note && e.fromStatus !== e.toStatus ? <p className="text-sm text-fg/90">{e.note}</p> : null}
              <p className="text-xs text-muted">
                {e.actor} · {dateTime.format(new Date(e.createdAt))}
              </p>
            </li>
          ))}
        </ol>
      </details>

      <form
        noValidate
        className="flex flex-col gap-3 border-t border-line pt-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">Resolve</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {options.map((o) => (
              <label
                key={o.value}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-field bg-raised px-3 py-2.5 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-accent"
              >
                <input
                  type="radio"
                  name={`${id}-outcome`}
                  value={o.value}
                  checked={outcome === o.value}
                  onChange={() => setOutcome(o.value)}
                  className="mt-1 accent-accent"
                />
                <span className="flex flex-col">
                  <span className="text-sm font-semibold">{o.label}</span>
                  <span className="text-xs text-muted">{o.detail}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {outcome === 'split' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-percent`} className="text-sm font-semibold">
              Creative's share (%)
            </label>
            <input
              id={`${id}-percent`}
              inputMode="numeric"
              value={percentText}
              onChange={(e) => setPercentText(e.target.value.replace(/[^\d]/g, '').slice(0, 3))}
              aria-invalid={!percentValid || undefined}
              className="w-28 rounded-field bg-raised px-4 py-3 text-base text-fg tabular-nums ring-1 ring-line-strong focus:ring-2 focus:ring-accent focus:outline-none aria-invalid:ring-danger"
            />
          </div>
        ) : null}
        <p data-testid="resolution-amounts" className="text-sm">
          {toCreative !== null && toPartner !== null ? (
            <>
              <span className="font-semibold text-success">{formatCents(toCreative)}</span> to the creative ·{' '}
              <span className="font-semibold text-info">{formatCents(toPartner)}</span> refunded to the partner
            </>
          ) : (
            <span className="text-danger">{DEAL_MESSAGES.percentRange}</span>
          )}
        </p>
        <TextAreaField
          label="Note to both parties (optional)"
          rows={2}
          className="min-h-20"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" pending={resolve.isPending} pendingLabel="Resolving...">
            Resolve dispute
          </Button>
        </div>
      </form>
    </article>
  );
}
