import { type CreativeSearchCard, INVITE_MESSAGES, inviteResultLabel } from '@pulse/domain/creator-search';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useInviteCreatives } from '../api/invite-creatives';
import { InviteBriefPicker, useOpenBriefs } from './invite-brief-picker';

/** Invite All: the shortlisted creatives to one of the partner's open briefs. */
export function InviteDialog({
  creatives,
  open,
  onOpenChange,
  onInvited,
}: {
  creatives: readonly CreativeSearchCard[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: () => void;
}) {
  const { briefs, openBriefs } = useOpenBriefs(open);
  const invite = useInviteCreatives();
  const [briefId, setBriefId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setFailure(null);
      invite.reset();
    }
  }, [open, invite.reset]);

  function change(next: boolean) {
    if (invite.isPending) return;
    onOpenChange(next);
  }

  async function send() {
    setFailure(null);
    if (!briefId) {
      setFailure(INVITE_MESSAGES.pickBrief);
      return;
    }
    try {
      const result = await invite.mutateAsync({ briefId, creatorIds: creatives.map((c) => c.id), message });
      toast.success(inviteResultLabel(result));
      setMessage('');
      onInvited();
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      busy={invite.isPending}
      title="Invite All"
      description={`Invite ${creatives.map((c) => c.name).join(', ')} to one of your open briefs. They see it on their dashboard.`}
    >
      <InviteBriefPicker
        briefs={briefs}
        openBriefs={openBriefs}
        briefId={briefId}
        setBriefId={setBriefId}
        message={message}
        setMessage={setMessage}
      />

      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => change(false)} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => void send()}
          pending={invite.isPending}
          pendingLabel="Sending Invites..."
          disabled={openBriefs.length === 0}
        >
          Send Invites
        </Button>
      </div>
    </Dialog>
  );
}
