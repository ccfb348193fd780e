import type { DealView } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { dealSplitRules } from '@pulse/domain/splits';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { type SplitRow, SplitsField, splitPartiesOf, splitRowsError } from '../../../ui/splits-field';
import { useUpdateDealSplits } from '../api/update-splits';

/** Edit splits: the deal's creative shares an accepted, unsigned deal with approved creatives. */
export function SplitsDialog({
  deal,
  viewerId,
  onClose,
}: {
  deal: DealView | null;
  viewerId: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={deal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit splits"
      description={deal ? `${deal.title} · ${formatCents(deal.amountCents)}` : undefined}
    >
      {deal ? <SplitsForm key={deal.id} deal={deal} viewerId={viewerId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SplitsForm({ deal, viewerId, onClose }: { deal: DealView; viewerId: string; onClose: () => void }) {
  const save = useUpdateDealSplits();
  const rules = dealSplitRules(viewerId);
  const ownerName = deal.splits.find((s) => s.userId === viewerId)?.name || deal.creator?.name || 'You';
  const [rows, setRows] = useState<SplitRow[]>(() =>
    deal.splits
      .filter((s) => s.userId && s.userId !== viewerId)
      .map((s) => ({ userId: s.userId as string, name: s.name, percentage: String(s.percentage) })),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = splitRowsError(viewerId, rows, rules);

  async function submit() {
    if (invalid) return;
    setFailure(null);
    const parties = rows.length === 0 ? [{ userId: viewerId, percentage: 100 }] : splitPartiesOf(viewerId, rows, rules);
    try {
      await save.mutateAsync({ dealId: deal.id, body: { splits: parties } });
      toast.success('Splits saved. Collaborators see the deal in their Deal Diary.');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SplitsField
        label="Revenue splits"
        hint="Whole percents that add up to 100%. You keep what you don't share. Collaborators are paid their amount when escrow is released."
        owner={{ id: viewerId, name: ownerName }}
        rows={rows}
        onChange={setRows}
        rules={rules}
        amountCents={deal.amountCents}
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={invalid !== null} pending={save.isPending} pendingLabel="Saving splits...">
          Save splits
        </Button>
      </div>
    </form>
  );
}
