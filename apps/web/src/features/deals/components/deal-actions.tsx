import { type DealView, DisputeRequest, NoteRequest } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../ui/button';
import { ContractDialog } from './contract-dialog';
import { ConfirmDialog, DeliverDialog, FundDialog, NoteDialog } from './deal-dialogs';
import { SplitsDialog } from './splits-dialog';
import { useDealSteps } from './use-deal-steps';

type DialogKind = 'contract' | 'fund' | 'deliver' | 'changes' | 'dispute' | 'cancel' | 'splits';

/**
 * The steps the viewer may take on this deal now (the server's `actions`), on the deal page (decision 064): each
 * through the deal steps hook and the Deal Diaries' dialogs, the contract through its dialog.
 */
export function DealActions({ deal, viewerId }: { deal: DealView; viewerId: string }) {
  const steps = useDealSteps();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const can = (a: DealView['actions'][number]) => deal.actions.includes(a);
  const isBrand = deal.viewer === 'brand';
  const ownCreative = deal.viewer === 'creator' && deal.creator?.id === viewerId;
  const close = () => setDialog(null);
  // Approving releases the current milestone's amount (decision 066); a one-milestone plan's is the deal's.
  const currentAmount =
    deal.plan.milestones.find((m) => m.position === deal.plan.current)?.amountCents ?? deal.amountCents;

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {can('fund') && deal.type === 'project' && deal.briefId ? (
          <ButtonLink to={`/brief/${deal.briefId}/fund`}>Fund Project</ButtonLink>
        ) : null}
        {can('fund') && deal.type !== 'project' ? (
          <Button onClick={() => setDialog('fund')}>Fund Project</Button>
        ) : null}
        {isBrand && deal.status === 'funded' && deal.type === 'project' && deal.briefId ? (
          <ButtonLink to={`/brief/${deal.briefId}/applications`}>Review applications</ButtonLink>
        ) : null}
        {can('sign') ? <Button onClick={() => setDialog('contract')}>Sign contract</Button> : null}
        {can('deliver') ? <Button onClick={() => setDialog('deliver')}>Deliver</Button> : null}
        {can('approve') ? (
          <Button
            onClick={() =>
              steps.runFromButton(
                { kind: 'approve', dealId: deal.id },
                `Approved. ${formatCents(currentAmount)} released to the creative.`,
              )
            }
            pending={steps.isBusy(deal.id, 'approve')}
            pendingLabel="Releasing..."
          >
            Approve &amp; release
          </Button>
        ) : null}
        {can('request_changes') ? (
          <Button variant="secondary" onClick={() => setDialog('changes')}>
            Ask for changes
          </Button>
        ) : null}
        {can('payout') && ownCreative ? (
          <Button
            onClick={() => steps.runFromButton({ kind: 'payout', dealId: deal.id }, 'Paid out to your payout account.')}
            pending={steps.isBusy(deal.id, 'payout')}
            pendingLabel="Paying out..."
          >
            Payout
          </Button>
        ) : null}
        {ownCreative && deal.status === 'accepted' && !deal.signedAt ? (
          <Button variant="secondary" onClick={() => setDialog('splits')}>
            Edit splits
          </Button>
        ) : null}
        {can('dispute') ? (
          <Button variant="ghost" onClick={() => setDialog('dispute')}>
            Dispute
          </Button>
        ) : null}
        {isBrand && (can('cancel') || can('refund')) ? (
          <Button variant="ghost" onClick={() => setDialog('cancel')}>
            {can('refund') ? 'Cancel & refund' : 'Cancel'}
          </Button>
        ) : null}
      </div>

      <ContractDialog deal={dialog === 'contract' ? deal : null} onClose={close} />
      <FundDialog
        deal={dialog === 'fund' ? deal : null}
        onClose={close}
        onFund={async (paymentMethod) => {
          await steps.run({ kind: 'fund', dealId: deal.id, paymentMethod }, 'Escrow funded.');
        }}
      />
      <DeliverDialog
        deal={dialog === 'deliver' ? deal : null}
        onClose={close}
        onDeliver={async (body) => {
          await steps.run({ kind: 'deliver', dealId: deal.id, body }, 'Delivered. The partner reviews it next.');
        }}
      />
      <SplitsDialog deal={dialog === 'splits' ? deal : null} viewerId={viewerId} onClose={close} />
      <NoteDialog
        open={dialog === 'changes'}
        title="Ask for changes"
        label="What should change?"
        action="Send"
        pendingLabel="Sending..."
        rule={NoteRequest.shape.note}
        onClose={close}
        onSubmit={async (note) => {
          await steps.run({ kind: 'request-changes', dealId: deal.id, note }, 'Changes requested.');
        }}
      />
      <NoteDialog
        open={dialog === 'dispute'}
        title="Dispute"
        label="What went wrong?"
        action="Open dispute"
        pendingLabel="Opening..."
        rule={DisputeRequest.shape.reason}
        onClose={close}
        onSubmit={async (reason) => {
          await steps.run(
            { kind: 'dispute', dealId: deal.id, reason },
            'Dispute opened. The Pulse team will resolve it.',
          );
        }}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={can('refund') ? 'Cancel and refund?' : 'Cancel this deal?'}
        body={
          can('refund')
            ? `The ${formatCents(deal.amountCents)} in escrow goes back to your card and the brief closes.`
            : 'The brief closes; nothing was charged.'
        }
        action={can('refund') ? 'Cancel & refund' : 'Cancel deal'}
        pendingLabel="Cancelling..."
        onClose={close}
        onConfirm={async () => {
          await steps.run({ kind: 'cancel', dealId: deal.id }, can('refund') ? 'Refunded.' : 'Cancelled.');
        }}
      />
    </>
  );
}

/** Opens the contract from outside the actions (the contract card's Read contract). */
export function ContractButton({ deal, label = 'Read contract' }: { deal: DealView; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ContractDialog deal={open ? deal : null} onClose={() => setOpen(false)} />
    </>
  );
}
