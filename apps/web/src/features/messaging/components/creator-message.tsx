import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { useConversationWith } from '../api/get-conversation-with';

// The chat's code loads when the dialog first opens, not with every profile a partner views.
const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel')).ChatPanel }));
const NewConversationPanel = lazy(async () => ({
  default: (await import('./new-conversation-panel')).NewConversationPanel,
}));

/**
 * Message on a creator profile (brand viewers): opens the chat panel on the thread with this creative, or a
 * new one whose first message starts it. Disabled, with the reason, when the creative is Booked or the
 * partner is not approved yet.
 */
export function CreatorMessage({
  creator,
  viewerId,
}: {
  creator: { id: string; name: string; avatar: string };
  viewerId: string;
}) {
  const conversation = useConversationWith(creator.id);
  const [open, setOpen] = useState(false);
  const [startedId, setStartedId] = useState<string | null>(null);
  const threadId = startedId ?? conversation.data?.thread?.id ?? null;
  const allowed = conversation.data?.canStart.allowed ?? false;
  const reason = conversation.data?.canStart.reason ?? null;
  const reasonId = `message-reason-${creator.id}`;

  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant="primary"
        onClick={() => setOpen(true)}
        // A thread that exists opens even when new messages are not allowed: it is still readable.
        disabled={conversation.isPending || (!allowed && !threadId)}
        pending={conversation.isPending}
        pendingLabel="Message"
        aria-describedby={reason ? reasonId : undefined}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Message
      </Button>
      <Dialog open={open} onOpenChange={setOpen} variant="panel" title={`Message ${creator.name}`}>
        <Suspense
          fallback={
            <div
              role="status"
              className="flex h-full items-center justify-center gap-2 rounded-card bg-surface text-muted"
            >
              <Spinner /> Opening the conversation...
            </div>
          }
        >
          {threadId ? (
            <ChatPanel
              threadId={threadId}
              viewerId={viewerId}
              onClose={() => setOpen(false)}
              autoFocus
              className="h-full shadow-float"
            />
          ) : (
            <NewConversationPanel
              creator={creator}
              onStarted={setStartedId}
              onClose={() => setOpen(false)}
              className="h-full shadow-float"
            />
          )}
        </Suspense>
      </Dialog>
      {reason ? (
        <p id={reasonId} className="max-w-xs text-sm text-danger">
          {reason}
        </p>
      ) : null}
      {conversation.isError ? (
        <p className="max-w-xs text-sm text-danger">Messages are unavailable right now. Please try again.</p>
      ) : null}
    </div>
  );
}
