import { PAYMENT_FAILED_MESSAGE } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { cardLabel, TAB_CHARGE_AT_CENTS } from '@pulse/domain/tip-tab';
import type { MyTabResponse, TabView } from '@pulse/domain/tip-tab-contracts';
import { CreditCard, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Page, PageHeading } from '../../../ui/page';
import { SettingsSection } from '../../../ui/settings-section';
import { Loading } from '../../../ui/spinner';
import { WithSession } from '../../../ui/with-session';
import { useCancelTip, useMyTab, useRetryTab, useSettleTab } from '../api/my-tab';
import { useRemoveCard } from '../api/saved-card';
import { SavedCardForm } from '../components/saved-card-form';
import { TabTipRow } from '../components/tab-tip-row';

/** What Pulse paid of a charge's fee: the fee less what its tips bore (decision 054). */
const pulsePart = (tab: TabView) =>
  (tab.feeCents ?? 0) - tab.tips.reduce((sum, t) => sum + (t.status === 'paid' ? (t.feeCents ?? 0) : 0), 0);

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * `/fan/tab`: the fan's tab of tips (issue 33): what is on it and when it is charged, Settle now, a pending tip
 * taken off, the saved card, and the tabs already charged with what the fee took.
 */
export function FanTabRoute() {
  return (
    <WithSession title="Your tab" lead="Sign in to see your tab of tips.">
      {() => <TabScreen />}
    </WithSession>
  );
}

function TabScreen() {
  const tab = useMyTab();
  return (
    <Page title="Your tab" width="wide">
      <PageHeading lead="Your tips add up here and are paid in one charge, so the card fee takes cents instead of a third of each.">
        Your tab
      </PageHeading>
      {tab.isPending ? (
        <Loading>Loading your tab...</Loading>
      ) : tab.isError ? (
        <Alert tone="danger">
          Could not load your tab: {errorMessage(tab.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => tab.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <CurrentTab data={tab.data} />
          <div className="flex flex-col gap-5">
            <CardSection data={tab.data} />
            <History tabs={tab.data.history} hasCard={tab.data.card !== null} />
          </div>
        </div>
      )}
    </Page>
  );
}

function CurrentTab({ data }: { data: MyTabResponse }) {
  const settle = useSettleTab();
  const cancel = useCancelTip();
  const [failure, setFailure] = useState<string | null>(null);
  const tab = data.tab;
  const pending = tab?.tips.filter((t) => t.status === 'pending') ?? [];

  if (!tab || pending.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-10 text-center">
        <ReceiptText aria-hidden="true" className="size-8 text-accent" />
        <p className="font-display text-xl font-bold">Your tab is empty</p>
        <p className="max-w-sm text-sm text-muted">
          Tip a creative from $1: it goes on your tab, and your card is charged once for all of them.
        </p>
        <ButtonLink to="/explore" variant="secondary">
          Find creatives to tip
        </ButtonLink>
      </Card>
    );
  }

  const charging = tab.status === 'charging';
  const progress = Math.min(100, Math.round((tab.totalCents / TAB_CHARGE_AT_CENTS) * 100));
  async function settleNow(current: TabView) {
    setFailure(null);
    try {
      await settle.mutateAsync(current.id);
      toast.success(`Paid ${formatCents(current.totalCents)} in one charge. Your tips are on their way.`);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 402 ? PAYMENT_FAILED_MESSAGE : errorMessage(error));
    }
  }

  return (
    <section aria-label="Open tab" className="rounded-card bg-surface p-5 ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-muted">{charging ? 'Being charged now' : 'On your tab'}</p>
          <p className="font-display text-4xl font-bold tabular-nums" data-testid="tab-total">
            {formatCents(tab.totalCents)}
          </p>
        </div>
        <Button
          onClick={() => void settleNow(tab)}
          pending={settle.isPending || charging}
          pendingLabel="Processing Payment..."
        >
          Settle now
        </Button>
      </div>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-raised"
        role="progressbar"
        aria-label="Toward the charge"
        aria-valuemin={0}
        aria-valuemax={TAB_CHARGE_AT_CENTS}
        aria-valuenow={Math.min(tab.totalCents, TAB_CHARGE_AT_CENTS)}
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted">
        Charged at {formatCents(TAB_CHARGE_AT_CENTS)} or on {dateOf(tab.chargeBy)}, whichever comes first
        {data.card ? `, to ${cardLabel(data.card)}` : ''}. You owe at most {formatCents(data.unpaidLimitCents)} at a
        time.
      </p>
      {failure ? (
        <Alert tone="danger" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      {cancel.isError ? (
        <Alert tone="danger" className="mt-3">
          {errorMessage(cancel.error)}
        </Alert>
      ) : null}
      <ul className="mt-3 divide-y divide-line" aria-label="Tips on your tab">
        {pending.map((t) => (
          <TabTipRow
            key={t.id}
            tip={t}
            action={
              charging ? null : (
                <Button
                  variant="ghost"
                  onClick={() => cancel.mutate(t.id)}
                  disabled={cancel.isPending}
                  aria-label={`Remove the ${formatCents(t.amountCents)} tip for ${t.creatorName}`}
                >
                  Remove
                </Button>
              )
            }
          />
        ))}
      </ul>
    </section>
  );
}

function CardSection({ data }: { data: MyTabResponse }) {
  const remove = useRemoveCard();
  const [replacing, setReplacing] = useState(false);
  const card = data.card;
  return (
    <SettingsSection
      id="tab-card"
      title="Card"
      lead="Your tab is charged to it. Pulse keeps only its brand and last four digits."
    >
      {card && !replacing ? (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 font-semibold">
            <CreditCard aria-hidden="true" className="size-5 text-accent" />
            <span data-testid="saved-card">{cardLabel(card)}</span>
            {card.expMonth && card.expYear ? (
              <span className="text-sm font-normal text-muted">
                expires {String(card.expMonth).padStart(2, '0')}/{String(card.expYear).slice(-2)}
              </span>
            ) : null}
          </p>
          {remove.isError ? <Alert tone="danger">{errorMessage(remove.error)}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setReplacing(true)}>
              Use another card
            </Button>
            <Button
              variant="ghost"
              onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success('Card removed.') })}
              pending={remove.isPending}
              pendingLabel="Removing..."
            >
              Remove card
            </Button>
          </div>
        </div>
      ) : (
        <SavedCardForm
          onSaved={() => {
            setReplacing(false);
            toast.success('Card saved.');
          }}
        />
      )}
    </SettingsSection>
  );
}

function History({ tabs, hasCard }: { tabs: readonly TabView[]; hasCard: boolean }) {
  const retry = useRetryTab();
  const [failure, setFailure] = useState<{ tabId: string; message: string } | null>(null);
  if (tabs.length === 0) return null;
  async function tryAgain(tab: TabView) {
    setFailure(null);
    try {
      const { tab: paid } = await retry.mutateAsync(tab.id);
      toast.success(`Paid ${formatCents(paid.totalCents)} in one charge. Your tips are on their way.`);
    } catch (error) {
      const message = error instanceof ApiError && error.status === 402 ? PAYMENT_FAILED_MESSAGE : errorMessage(error);
      setFailure({ tabId: tab.id, message });
    }
  }
  return (
    <SettingsSection id="tab-history" title="Past tabs">
      <ul className="flex flex-col gap-4" aria-label="Past tabs">
        {tabs.map((tab) => {
          const tips = tab.tips.filter((t) => t.status !== 'cancelled');
          return (
            <li key={tab.id} className="rounded-field bg-raised p-4 ring-1 ring-line">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold tabular-nums">{formatCents(tab.totalCents)}</span>
                <span
                  className={tab.status === 'failed' && !tab.retried ? 'text-sm text-danger' : 'text-sm text-muted'}
                >
                  {tab.status === 'paid'
                    ? `Paid ${tab.chargedAt ? dateOf(tab.chargedAt) : ''} · one charge, ${formatCents(tab.feeCents ?? 0)} card fee${pulsePart(tab) > 0 ? ` (${formatCents(pulsePart(tab))} of it paid by Pulse)` : ''}`
                    : `Declined: ${tab.failureMessage ?? PAYMENT_FAILED_MESSAGE}${tab.retried ? ' · tried again on a later tab' : ''}`}
                </span>
              </p>
              <ul className="divide-y divide-line">
                {tips.map((t) => (
                  <TabTipRow key={t.id} tip={t} />
                ))}
              </ul>
              {tab.status === 'failed' && !tab.retried ? (
                <div className="mt-2 flex flex-col gap-2">
                  {failure?.tabId === tab.id ? <Alert tone="danger">{failure.message}</Alert> : null}
                  <Button
                    variant="secondary"
                    onClick={() => void tryAgain(tab)}
                    pending={retry.isPending && retry.variables === tab.id}
                    pendingLabel="Processing Payment..."
                    disabled={!hasCard}
                  >
                    Try these tips again
                  </Button>
                  {hasCard ? null : <p className="text-xs text-muted">Save a card above first.</p>}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}
