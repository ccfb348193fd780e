import type { BriefMatch } from '@pulse/domain/briefs';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
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
    <Dialog
      open={match !== null}
      onOpenChange={change}
      busy={pending}
      title="License Track"
      description={
        match ? (
          <>
            License “{match.snippet?.title ?? 'this snippet'}” by {match.creator.name} for{' '}
            <strong className="text-fg">{formatDollars(match.priceQuoteCents)}</strong>
            {match.usageTiers.length > 0 ? ` (${match.usageTiers.map(usageLabel).join(', ')})` : ''}. This opens a deal
            you fund next; the brief closes.
          </>
        ) : undefined
      }
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => change(false)} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} pending={pending} pendingLabel="Licensing...">
          Confirm License
        </Button>
      </div>
    </Dialog>
  );
}
