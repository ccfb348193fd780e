import {
  type CreativeSearchCard,
  INVITE_MESSAGE_MAX,
  INVITE_MESSAGES,
  inviteResultLabel,
} from '@pulse/domain/creator-search';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useInviteCreatives } from '../api/invite-creatives';
import { usePartnerBriefs } from '../api/partner-briefs';

/** Briefs a creative can still answer: the only ones that take invitations (the server checks too). */
const INVITABLE = new Set(['open', 'matched', 'posted']);

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
  const briefs = usePartnerBriefs({ enabled: open });
  const invite = useInviteCreatives();
  const [briefId, setBriefId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const name = useId();
  const openBriefs = (briefs.data?.items ?? []).filter((b) => INVITABLE.has(b.status));

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
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/80 backdrop-blur-sm motion-safe:animate-rise" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-lg flex-col gap-4 overflow-y-auto rounded-card bg-surface p-6 shadow-float ring-1 ring-line sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 motion-safe:animate-rise">
          <Dialog.Title className="font-display text-2xl font-bold">Invite All</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            Invite {creatives.map((c) => c.name).join(', ')} to one of your open briefs. They see it on their dashboard.
          </Dialog.Description>

          {briefs.isPending ? (
            <p role="status" className="flex items-center gap-2 text-muted">
              <Spinner className="text-accent" /> Loading your briefs...
            </p>
          ) : briefs.isError ? (
            <Alert tone="danger">
              Could not load your briefs: {errorMessage(briefs.error)}{' '}
              <button type="button" className="underline" onClick={() => briefs.refetch()}>
                Try again
              </button>
            </Alert>
          ) : openBriefs.length === 0 ? (
            <div className="flex flex-col gap-2 rounded-2xl bg-raised p-4 text-sm">
              <p className="font-semibold text-fg">You have no open briefs yet.</p>
              <p className="text-muted">Post a brief first, then invite your shortlist to it.</p>
              <Link to="/brand/new-brief" className="font-semibold text-accent underline underline-offset-2">
                Post a brief
              </Link>
            </div>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-fg">Brief</legend>
              {openBriefs.map((b) => (
                <label
                  key={b.id}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 ring-1 ring-inset',
                    briefId === b.id ? 'bg-accent-soft ring-accent' : 'bg-raised ring-line',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={b.id}
                    checked={briefId === b.id}
                    onChange={() => setBriefId(b.id)}
                    className="size-4 accent-[var(--color-accent)]"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-semibold text-fg">{b.title}</span>
                    <span className="text-xs text-muted">
                      {b.deadline ? `Due ${b.deadline}` : 'No deadline'} · {b.matchCount} matches
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}

          {openBriefs.length > 0 ? (
            <TextAreaField
              label="Note (optional)"
              value={message}
              maxLength={INVITE_MESSAGE_MAX}
              onChange={(e) => setMessage(e.target.value)}
              className="min-h-20"
              placeholder="Why you think they fit"
            />
          ) : null}

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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
