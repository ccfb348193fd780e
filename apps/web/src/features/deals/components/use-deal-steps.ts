import type { DealView } from '@pulse/domain/deals';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { createIntentKey } from '../../../lib/money-request';
import { toast } from '../../../lib/toast';
import { type DealStep, useDealStep } from '../api/deal-steps';

const MONEY_KINDS = ['approve', 'payout', 'cancel', 'fund', 'fund-milestone', 'fund-each'] as const;
type MoneyKind = (typeof MONEY_KINDS)[number];
type StepInput =
  | Exclude<DealStep, { key: string }>
  | { kind: 'approve' | 'payout' | 'cancel' | 'fund-each'; dealId: string }
  | { kind: 'fund' | 'fund-milestone'; dealId: string; paymentMethod: string };

/**
 * Takes deal steps: money-moving ones under one Idempotency-Key per deal and step until the server answers,
 * so a retry after a lost answer cannot release or pay twice. `busy` names the step in flight.
 */
export function useDealSteps() {
  const mutation = useDealStep();
  const keys = useRef(new Map<string, ReturnType<typeof createIntentKey>>());
  const [busy, setBusy] = useState<string | null>(null);

  function intent(dealId: string, kind: MoneyKind) {
    const id = `${dealId}:${kind}`;
    let key = keys.current.get(id);
    if (!key) {
      key = createIntentKey();
      keys.current.set(id, key);
    }
    return key;
  }

  /** Runs the step; throws on failure (dialogs show it), toasts on success. */
  async function run(input: StepInput, success?: string): Promise<DealView> {
    const id = `${input.dealId}:${input.kind}`;
    setBusy(id);
    const money = (MONEY_KINDS as readonly string[]).includes(input.kind)
      ? intent(input.dealId, input.kind as MoneyKind)
      : null;
    try {
      const step = (money ? { ...input, key: money.get() } : input) as DealStep;
      const { deal } = await mutation.mutateAsync(step);
      money?.settle();
      if (success) toast.success(success);
      return deal;
    } catch (error) {
      money?.settle(error);
      throw error;
    } finally {
      setBusy(null);
    }
  }

  /** The same, for buttons: a failure becomes a toast. */
  function runFromButton(input: StepInput, success?: string) {
    run(input, success).catch((error) => toast.error(errorMessage(error)));
  }

  return { run, runFromButton, busy, isBusy: (dealId: string, kind: string) => busy === `${dealId}:${kind}` };
}
