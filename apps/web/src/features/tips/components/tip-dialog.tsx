import { PROCESSING_PAYMENT_LABEL, TIP_MESSAGES } from '@pulse/domain/deals';
import { formatCents, TIP_BUTTON_CENTS, TIP_MAX_CENTS, TIP_MIN_CENTS } from '@pulse/domain/ledger';
import {
  cardFeeCents,
  cardLabel,
  oneOffTipFeeCents,
  reachesCreatorCents,
  TAB_CHARGE_AT_CENTS,
  TIP_NOTE_MAX,
  TIP_TAB_MESSAGES,
} from '@pulse/domain/tip-tab';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { createIntentKey } from '../../../lib/money-request';
import { usePaymentMethods } from '../../../lib/payment-methods';
import { useSchemaForm } from '../../../lib/schema-form';
import { useMe } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextAreaField, TextField } from '../../../ui/field';
import { PaymentMethodFieldset } from '../../../ui/payment-method-fieldset';
import { Spinner } from '../../../ui/spinner';
import { useMyTab } from '../api/my-tab';
import { useTipCreator } from '../api/tip-creator';
import { centsOf, type TipFormValues, tipFormSchema } from '../lib/tip-form';
import { SavedCardForm } from './saved-card-form';

/** The amounts a fan picks with one tap; any other from $1 to $20 is typed. */
const QUICK_DOLLARS = [1, 2, 5, 10] as const;

/** The amount typed, in cents, while it is a tip's amount ($1 to $20 in whole cents); null otherwise. */
function validCents(dollars: string): number | null {
  const cents = centsOf(dollars);
  return Number.isInteger(cents) && cents >= TIP_MIN_CENTS && cents <= TIP_MAX_CENTS ? cents : null;
}

/**
 * The tip's amount and how it is paid (TipButton opens it). A signed-in fan tips onto their tab, charged later
 * in one payment with their other tips (decision 054); they save a card here the first time. A guest pays the
 * tip alone, and is shown what the card fee takes of it.
 */
export function TipDialog({
  creatorId,
  creatorName,
  fixedCents,
  onClose,
}: {
  creatorId: string;
  creatorName: string;
  fixedCents?: number;
  onClose: () => void;
}) {
  const me = useMe();
  const isGuest = me.data?.user?.isGuest ?? true;
  const tab = useMyTab(!isGuest);
  const methods = usePaymentMethods(isGuest);
  const tip = useTipCreator();
  const intent = useRef(createIntentKey());
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm(tipFormSchema, {
    mode: 'onChange',
    defaultValues: { dollars: String((fixedCents ?? TIP_BUTTON_CENTS) / 100), note: '', anonymous: false },
  });
  // The payment method is the shared fieldset's (a value and a setter), not one of the form's fields.
  const [method, setMethod] = useState('');
  const chosen = method || methods.data?.paymentMethods[0]?.id || '';
  const dollars = watch('dollars');
  const note = watch('note') ?? '';
  const cents = fixedCents ?? validCents(dollars);
  const card = tab.data?.card ?? null;
  const onTab = !isGuest && card !== null;
  const loading = me.isPending || (!isGuest && tab.isPending);

  async function send(values: TipFormValues) {
    const amountCents = fixedCents ?? values.dollars;
    try {
      await tip.mutateAsync({
        creatorId,
        amountCents,
        ...(onTab ? {} : { paymentMethod: chosen }),
        ...(values.note ? { note: values.note } : {}),
        anonymous: values.anonymous ?? false,
        key: intent.current.get(),
      });
      intent.current.settle();
      toast.success(
        onTab
          ? `${formatCents(amountCents)} for ${creatorName} is on your tab.`
          : TIP_MESSAGES.sent(creatorName, amountCents),
      );
      onClose();
    } catch (error) {
      intent.current.settle(error);
      // A declined card answers 402 with the spec's payment message; a field's error lands on its field.
      showServerErrors(error);
    }
  }

  const openTab = tab.data?.tab?.status === 'open' ? tab.data.tab : null;
  const noteTooLong = note.trim().length > TIP_NOTE_MAX;
  const failure = errors.root?.server?.message ?? null;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !tip.isPending && onClose()}
      busy={tip.isPending}
      title={`Tip ${creatorName}`}
      description={
        isGuest
          ? 'Paid now, on its own. Card numbers never reach Pulse.'
          : 'Tips go on your tab and are paid together, so card fees take cents, not a third.'
      }
    >
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="text-accent" /> Loading...
        </p>
      ) : !isGuest && !card ? (
        <section aria-label="Save a card" className="flex flex-col gap-3">
          <p className="text-sm">
            Save a card once and tip anyone from $1. Your tab is charged when it reaches{' '}
            {formatCents(TAB_CHARGE_AT_CENTS)}, after 7 days, or when you settle it.
          </p>
          <SavedCardForm label="Save card and continue" />
        </section>
      ) : (
        <>
          {fixedCents ? (
            <p className="font-display text-3xl font-bold tabular-nums">{formatCents(fixedCents)}</p>
          ) : (
            <div className="flex flex-col gap-2">
              <TextField
                label="Amount ($1 to $20)"
                type="number"
                inputMode="decimal"
                min={TIP_MIN_CENTS / 100}
                max={TIP_MAX_CENTS / 100}
                step={1}
                error={errors.dollars?.message}
                {...register('dollars')}
              />
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">Quick amounts</legend>
                {QUICK_DOLLARS.map((d) => (
                  <button
                    key={d}
                    type="button"
                    aria-pressed={dollars === String(d)}
                    onClick={() => setValue('dollars', String(d), { shouldValidate: true })}
                    className="min-h-10 min-w-14 rounded-full bg-raised px-4 text-sm font-semibold ring-1 ring-line transition hover:text-fg aria-pressed:bg-accent aria-pressed:text-ink aria-pressed:ring-accent"
                  >
                    ${d}
                  </button>
                ))}
              </fieldset>
            </div>
          )}
          {cents !== null ? (
            <p className="rounded-field bg-raised px-4 py-3 text-sm ring-1 ring-line" data-testid="tip-reach">
              <span className="font-semibold text-success">
                {TIP_TAB_MESSAGES.reaches(reachesCreatorCents(cents, onTab), cents, creatorName)}
              </span>
              {onTab ? null : (
                <span className="block text-muted">
                  Card fees take {formatCents(oneOffTipFeeCents(cardFeeCents(cents), cents))} of a tip paid alone.{' '}
                  <Link to="/signup" className="font-semibold text-fg underline underline-offset-2">
                    Sign up
                  </Link>{' '}
                  to tip on a tab: {formatCents(reachesCreatorCents(cents, true))} would reach them.
                </span>
              )}
            </p>
          ) : null}
          <TextAreaField
            label="Note (optional)"
            rows={2}
            maxLength={TIP_NOTE_MAX + 20}
            hint={`${note.trim().length}/${TIP_NOTE_MAX}`}
            error={errors.note?.message}
            {...register('note')}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input type="checkbox" className="size-4 accent-accent" {...register('anonymous')} />
            Tip anonymously ({creatorName} sees “Anonymous”)
          </label>
          {onTab ? (
            <p className="text-sm text-muted">
              On your tab{openTab ? ` (${formatCents(openTab.totalCents)} so far)` : ''}, charged to {cardLabel(card)}.{' '}
              <Link to="/fan/tab" className="font-semibold text-fg underline underline-offset-2">
                Your tab
              </Link>
            </p>
          ) : (
            <PaymentMethodFieldset
              name="tip-payment-method"
              methods={methods.data?.paymentMethods ?? []}
              value={chosen}
              onChange={setMethod}
              publishableKey={methods.data?.publishableKey}
            />
          )}
        </>
      )}
      {tab.isError ? <Alert tone="danger">{errorMessage(tab.error)}</Alert> : null}
      {methods.isError ? <Alert tone="danger">{errorMessage(methods.error)}</Alert> : null}
      {failure ? (
        <Alert tone="danger">
          {failure}{' '}
          {failure === TIP_TAB_MESSAGES.unpaidLimit ? (
            <Link to="/fan/tab" className="font-semibold underline underline-offset-2">
              Settle your tab
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={tip.isPending}>
          Cancel
        </Button>
        {loading || (!isGuest && !card) ? null : (
          <Button
            onClick={(e) => void handleSubmit(send)(e)}
            pending={tip.isPending}
            pendingLabel={onTab ? 'Adding to your tab...' : PROCESSING_PAYMENT_LABEL}
            disabled={(!onTab && !chosen) || noteTooLong}
          >
            {onTab ? 'Add to tab' : 'Send tip'}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
