import { INVITE_MESSAGES, inviteResultLabel } from '@pulse/domain/creator-search';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { Button, ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { useInviteCreatives } from '../api/invite-creatives';
import { InviteBriefPicker, useOpenBriefs } from './invite-brief-picker';

export interface InviteCreatorTarget {
  id: string;
  name: string;
  avatar: string;
  /** Set when the creative cannot take briefs now (Booked), with the reason. */
  unavailableReason: string | null;
}

/** `/brand/invite/{id}` (spec: Invite Creator): invite one creative to one of the partner's open briefs. */
export function InviteCreatorScreen({ creator }: { creator: InviteCreatorTarget }) {
  const { briefs, openBriefs } = useOpenBriefs();
  const invite = useInviteCreatives();
  const navigate = useNavigate();
  const [briefId, setBriefId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const profile = `/creator/${encodeURIComponent(creator.id)}`;

  async function send() {
    setFailure(null);
    if (!briefId) {
      setFailure(INVITE_MESSAGES.pickBrief);
      return;
    }
    try {
      const result = await invite.mutateAsync({ briefId, creatorIds: [creator.id], message });
      toast.success(inviteResultLabel(result));
      navigate(profile);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Page title="Invite Creator">
      <Link
        to={profile}
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to profile
      </Link>
      <PageHeading lead={`Invite ${creator.name} to one of your open briefs. They see it on their dashboard.`}>
        Invite Creator
      </PageHeading>

      <div className="mb-6 flex items-center gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
        <Avatar src={creator.avatar} size={48} className="size-12" />
        <p className="font-semibold text-fg">{creator.name}</p>
      </div>

      {creator.unavailableReason ? (
        <Alert tone="info">{creator.unavailableReason}</Alert>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          noValidate
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
            <ButtonLink to={profile} variant="secondary">
              Cancel
            </ButtonLink>
            <Button
              type="submit"
              pending={invite.isPending}
              pendingLabel="Sending Invitation..."
              disabled={openBriefs.length === 0}
            >
              Send Invitation
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
}
