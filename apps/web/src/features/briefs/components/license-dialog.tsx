import type { BriefMatch } from '@pulse/domain/briefs';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatDollars, usageLabel } from './format';

/** The "License Track" confirmation: Confirm License licenses and opens the deal, Cancel changes nothing. */
export function LicenseDialog({
  match,
  onOpenChange,
  onConfirm,
}: {
  match: BriefMatch | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (match: BriefMatch) => Promise<unknown>;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function change(open: boolean) {
    if (pending) return;
    if (!open) setFailure(null);
    onOpenChange(open);
  }

  async function confirm() {
    if (!match) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(match);
      setPending(false);
      onOpenChange(false);
    } catch (error) {
      setPending(false);
      setFailure(errorMessage(error));
    }
  }

  return (
    <Dialog.Root open={match !== null} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/80 backdrop-blur-sm motion-safe:animate-rise" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-card bg-surface p-6 shadow-float ring-1 ring-line sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 motion-safe:animate-rise">
          <Dialog.Title className="font-display text-2xl font-bold">License Track</Dialog.Title>
          {match ? (
            <Dialog.Description className="text-sm text-muted">
              License “{match.snippet?.title ?? 'this snippet'}” by {match.creator.name} for{' '}
              <strong className="text-fg">{formatDollars(match.priceQuoteCents)}</strong>
              {match.usageTiers.length > 0 ? ` (${match.usageTiers.map(usageLabel).join(', ')})` : ''}. This opens a
              deal you fund next; the brief closes.
            </Dialog.Description>
          ) : null}
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => change(false)} disabled={pending}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} pending={pending} pendingLabel="Licensing...">
              Confirm License
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
