import { LICENSE_KIND_LABELS, LICENSE_KINDS, type LicenseKind, licenseTerms } from '@pulse/domain/beats';
import type { BeatView } from '@pulse/domain/beats-contracts';
import { PAYMENT_FAILED_MESSAGE, PROCESSING_PAYMENT_LABEL } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { createIntentKey } from '../../../lib/money-request';
import { usePaymentMethods } from '../../../lib/payment-methods';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/field';
import { PaymentMethodFieldset } from '../../../ui/payment-method-fieldset';
import { useBuyLicense } from '../api/beats';

/** Buying a license for a beat: kind, usage, a sandbox payment method; then the license document. */
export function LicenseDialog({ beat, onClose }: { beat: BeatView; onClose: () => void }) {
  const navigate = useNavigate();
  const methods = usePaymentMethods();
  const buy = useBuyLicense();
  const intent = useRef(createIntentKey());
  const [kind, setKind] = useState<LicenseKind>('non_exclusive');
  const [usageType, setUsageType] = useState(beat.licenseTypes[0] ?? '');
  const [method, setMethod] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = method || methods.data?.paymentMethods[0]?.id || '';
  const price = kind === 'exclusive' ? beat.price.exclusiveCents : beat.price.nonExclusiveCents;

  async function pay() {
    setFailure(null);
    try {
      const { license } = await buy.mutateAsync({
        beatId: beat.id,
        kind,
        usageType,
        paymentMethod: chosen,
        key: intent.current.get(),
      });
      intent.current.settle();
      toast.success(`You licensed ${beat.title}`);
      onClose();
      navigate(`/licenses/${license.id}`);
    } catch (error) {
      intent.current.settle(error);
      setFailure(error instanceof ApiError && error.status === 402 ? PAYMENT_FAILED_MESSAGE : errorMessage(error));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !buy.isPending && onClose()}
      busy={buy.isPending}
      title={`License ${beat.title}`}
      description={`By ${beat.producer.name}. Card numbers never reach Pulse.`}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">License</legend>
        {LICENSE_KINDS.map((k) => (
          <label
            key={k}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field bg-raised px-4 py-2 ring-1 ring-line has-checked:ring-2 has-checked:ring-accent"
          >
            <input
              type="radio"
              name="license-kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="accent-accent"
            />
            <span className="text-sm font-semibold">
              {LICENSE_KIND_LABELS[k]} ·{' '}
              {formatCents(k === 'exclusive' ? beat.price.exclusiveCents : beat.price.nonExclusiveCents)}
            </span>
          </label>
        ))}
      </fieldset>
      <SelectField label="Usage" value={usageType} onChange={(e) => setUsageType(e.target.value)}>
        {beat.licenseTypes.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <ul className="list-disc pl-5 text-xs text-muted">
        {licenseTerms({ kind, usageType }).map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <PaymentMethodFieldset
        name="license-payment-method"
        methods={methods.data?.paymentMethods ?? []}
        value={chosen}
        onChange={setMethod}
        publishableKey={methods.data?.publishableKey}
      />
      {methods.isError ? <Alert tone="danger">{errorMessage(methods.error)}</Alert> : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={buy.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => void pay()}
          pending={buy.isPending}
          pendingLabel={PROCESSING_PAYMENT_LABEL}
          disabled={!chosen || !usageType}
        >
          Pay {formatCents(price)}
        </Button>
      </div>
    </Dialog>
  );
}
