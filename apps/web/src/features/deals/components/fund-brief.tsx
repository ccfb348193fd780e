import {
  labelOf,
  PAYMENT_FAILED_MESSAGE,
  PROCESSING_PAYMENT_LABEL,
  PROJECT_BUDGETS,
  PROJECT_CATEGORIES,
  PROJECT_USAGE_TYPES,
  type ProjectBriefResponse,
} from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { retainerSummary } from '@pulse/domain/retainer';
import { CheckCircle2, Lock, ShieldCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { createIntentKey } from '../../../lib/money-request';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { PaymentMethodFieldset } from '../../../ui/payment-method-fieldset';
import { useFundProjectBrief } from '../api/fund-project-brief';
import { formatDate } from './format';

const PARTNER_BENEFITS = [
  'Your money is held in escrow, not paid out, until you approve the delivery.',
  'Cancel before the creative signs and the escrow comes back to your card.',
  'A dispute is settled by the Pulse team: release, refund or a fair split.',
];
const CREATIVE_BENEFITS = [
  'The budget is secured before they start work.',
  'Approved work is paid out without chasing invoices.',
  'A delivery you leave unanswered is approved automatically.',
];
export const HOW_IT_WORKS = [
  'Post your brief',
  'Fund the escrow',
  'Vetted creatives apply with portfolio links',
  'Select your creative; they sign the contract',
  'The creative delivers',
  'Approve and the escrow is released',
];

/** Fund Your Brief (spec part 2, section 2): the brief as posted, the escrow amount and Fund Project. */
export function FundBrief({ data, onFunded }: { data: ProjectBriefResponse; onFunded: () => void }) {
  const { brief, escrowAmountCents, fundBlockedReason, paymentMethods } = data;
  const retainer = brief.engagement === 'retainer';
  const fund = useFundProjectBrief();
  const intent = useRef(createIntentKey());
  const [method, setMethod] = useState(paymentMethods[0]?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const legend = useId();

  async function pay() {
    setFailure(null);
    try {
      await fund.mutateAsync({ briefId: brief.id, paymentMethod: method, key: intent.current.get() });
      intent.current.settle();
      onFunded();
    } catch (error) {
      intent.current.settle(error);
      setFailure(error instanceof ApiError && error.status === 402 ? PAYMENT_FAILED_MESSAGE : errorMessage(error));
    }
  }

  return (
    // Phone: summary, payment, then the why; desktop: the payment card sticks beside the rest.
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
      <Card className="lg:col-start-1 lg:row-start-1">
        <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">Project summary</h2>
        <p className="mt-2 font-display text-2xl font-bold">{brief.title}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">{retainer ? 'Budget per month' : 'Budget'}</dt>
            <dd className="font-semibold">{labelOf(PROJECT_BUDGETS, brief.budget) || 'Not set'}</dd>
          </div>
          {retainer ? (
            <div>
              <dt className="text-muted">Retainer</dt>
              <dd className="font-semibold">
                {retainerSummary(escrowAmountCents, brief.months ?? 0)}, {brief.noticeDays} days' notice
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-muted">{retainer ? 'Last month due' : 'Deadline'}</dt>
            <dd className="font-semibold">{brief.deadline ? formatDate(brief.deadline) : 'No deadline'}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm whitespace-pre-line text-fg/90">{brief.description}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Chip>{labelOf(PROJECT_CATEGORIES, brief.category)}</Chip>
          {brief.usageType ? <Chip>{labelOf(PROJECT_USAGE_TYPES, brief.usageType)}</Chip> : null}
          {brief.tags.map((t) => (
            <Chip key={t} tone="accent">
              {t}
            </Chip>
          ))}
        </div>
      </Card>

      <Card className="flex flex-col gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <div>
          <p className="text-sm text-muted">Escrow amount</p>
          <p className="font-display text-4xl font-bold tabular-nums" data-testid="escrow-amount">
            {formatCents(escrowAmountCents)}
          </p>
          <p className="mt-1 text-xs text-muted">
            {retainer
              ? 'Month 1: the first figure of your budget, held until you approve. Each next month is funded at its start.'
              : 'The first figure of your budget range, held until you approve.'}
          </p>
        </div>
        {fundBlockedReason ? (
          <Alert tone="info">
            {fundBlockedReason}{' '}
            {data.deal.status !== 'posted' ? (
              <ButtonLink to={`/brief/${brief.id}/applications`} variant="secondary" className="mt-3">
                View applications
              </ButtonLink>
            ) : null}
          </Alert>
        ) : (
          <>
            <PaymentMethodFieldset
              name="payment-method"
              methods={paymentMethods}
              value={method}
              onChange={setMethod}
              describedBy={legend}
              publishableKey={data.publishableKey}
            >
              <p id={legend} className="text-xs text-muted">
                {data.provider === 'sandbox'
                  ? 'Sandbox mode: test payment methods, no real money moves.'
                  : 'Your card details go straight to the payment provider.'}{' '}
                Card numbers never reach Pulse.
              </p>
            </PaymentMethodFieldset>
            {failure ? <Alert tone="danger">{failure}</Alert> : null}
            <Button
              size="lg"
              onClick={() => void pay()}
              pending={fund.isPending}
              pendingLabel={PROCESSING_PAYMENT_LABEL}
              disabled={!method}
            >
              <Lock aria-hidden="true" className="size-4" /> Fund Project
            </Button>
          </>
        )}
        <p className="flex items-center gap-2 text-xs text-muted">
          <ShieldCheck aria-hidden="true" className="size-4 text-success" />
          Powered by {data.provider === 'sandbox' ? 'the Pulse sandbox payment provider' : 'Stripe'}.
        </p>
      </Card>

      <section
        aria-labelledby="benefits"
        className="grid gap-4 grid-cols-1 sm:grid-cols-2 lg:col-start-1 lg:row-start-2"
      >
        <h2 id="benefits" className="sr-only">
          Escrow benefits
        </h2>
        <Benefits title="For you" items={PARTNER_BENEFITS} />
        <Benefits title="For creatives" items={CREATIVE_BENEFITS} />
      </section>

      <section aria-labelledby="how-it-works" className="lg:col-start-1 lg:row-start-3">
        <h2 id="how-it-works" className="font-display text-xl font-bold">
          How it works
        </h2>
        <ol className="mt-3 grid gap-2 grid-cols-1 sm:grid-cols-2">
          {HOW_IT_WORKS.map((step, i) => (
            <li key={step} className="flex items-center gap-3 rounded-field bg-surface px-4 py-3 ring-1 ring-line">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-bold text-accent">
                {i + 1}
              </span>
              <span className="text-sm">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Benefits({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 flex flex-col gap-2 text-sm text-fg/90">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}
