import {
  type ChatMessage,
  canAnswer,
  type Negotiation,
  negotiationOf,
  type OfferStep,
  type ThreadResponse,
} from '@pulse/domain/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Ban, X } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useBlock, useBlocks, useUnblock } from '../../../lib/blocks';
import { isSignedIn, useMe } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ReportButton } from '../../../ui/report-button';
import { Spinner } from '../../../ui/spinner';
import { useOlderMessages } from '../api/get-older-messages';
import { useThread } from '../api/get-thread';
import { messagingQueryKey } from '../api/get-threads';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { useThreadOnScreen } from '../api/open-threads';
import { useSendMessage } from '../api/send-message';
import { useSetThreadStatus } from '../api/set-thread-status';
import { Composer } from './composer';
import { CounterDialog } from './counter-dialog';
import { MessageItem } from './message-item';
import { counterpartOf, ParticipantAvatar } from './participant-avatar';
import { ProjectBriefDialog } from './project-brief-dialog';
import { useNow } from './use-now';

const stepOf = (m: ChatMessage): OfferStep => ({
  messageId: m.id,
  senderId: m.senderId,
  messageType: m.messageType,
  metadata: m.metadata,
});

/** The frame shared by a thread and a conversation not started yet: header, scrolling body, composer. */
export function PanelFrame({
  header,
  children,
  footer,
  className,
}: {
  header: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label="Conversation"
      className={`flex min-h-0 flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line ${className ?? ''}`}
    >
      <header className="flex items-center gap-3 border-b border-line px-4 py-3">{header}</header>
      {children}
      {footer}
    </section>
  );
}

export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close conversation"
      title="Close"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted ring-1 ring-line transition hover:bg-raised hover:text-fg"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * The message thread panel (spec part 2, section 2): the messages, the composer and close. Opening it marks
 * the thread read (and again whenever a message arrives while it is open and the tab is visible); the
 * partner sends project briefs from it; Accept, Decline and Counter show on the offer the viewer answers.
 */
export function ChatPanel({
  threadId,
  viewerId,
  onClose,
  autoFocus,
  className,
}: {
  threadId: string;
  viewerId: string;
  /** Omitted where the conversation is part of the page (the deal page): no close button. */
  onClose?: () => void;
  autoFocus?: boolean;
  className?: string;
}) {
  const thread = useThread(threadId);
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);

  if (thread.isPending) {
    return (
      <PanelFrame
        className={className}
        header={
          <>
            <p className="flex-1 text-muted">Loading conversation…</p>
            {onClose ? <CloseButton onClose={onClose} /> : null}
          </>
        }
        footer={null}
      >
        <div className="flex flex-1 items-center justify-center p-8" role="status">
          <Spinner /> <span className="sr-only">Loading messages</span>
        </div>
      </PanelFrame>
    );
  }
  if (thread.isError) {
    return (
      <PanelFrame className={className} header={onClose ? <CloseButton onClose={onClose} /> : null} footer={null}>
        <div className="p-4">
          <Alert tone="danger">
            We couldn't load this conversation: {errorMessage(thread.error)}{' '}
            <button type="button" className="underline underline-offset-2" onClick={() => thread.refetch()}>
              Try again
            </button>
          </Alert>
        </div>
      </PanelFrame>
    );
  }
  return (
    <LoadedPanel
      data={thread.data}
      viewerId={viewerId}
      onClose={onClose}
      autoFocus={autoFocus}
      className={className}
      older={older}
      setOlder={setOlder}
    />
  );
}

function LoadedPanel({
  data,
  viewerId,
  onClose,
  autoFocus,
  className,
  older,
  setOlder,
}: {
  data: ThreadResponse;
  viewerId: string;
  onClose?: () => void;
  autoFocus?: boolean;
  className?: string;
  older: { messages: ChatMessage[]; hasMore: boolean } | null;
  setOlder: (value: { messages: ChatMessage[]; hasMore: boolean } | null) => void;
}) {
  const { thread } = data;
  useThreadOnScreen(thread.id);
  const now = useNow();
  const send = useSendMessage(thread.id);
  const markRead = useMarkThreadRead();
  const setStatus = useSetThreadStatus(thread.id);
  const loadOlder = useOlderMessages(thread.id);
  const [briefOpen, setBriefOpen] = useState(false);
  const [countering, setCountering] = useState<Negotiation | null>(null);
  const [answering, setAnswering] = useState<{ projectId: string; response: 'accept' | 'decline' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const other = counterpartOf(thread.participants, viewerId);
  const me = thread.participants.find((p) => p.id === viewerId);
  const isPartner = me?.type === 'brand';
  const safety = useThreadSafety(other ? { id: other.id, name: other.name } : null);

  const messages = useMemo(() => {
    const seen = new Set<string>();
    return [...(older?.messages ?? []), ...data.messages].filter((m) => !seen.has(m.id) && seen.add(m.id));
  }, [older, data.messages]);
  const hasMore = older ? older.hasMore : data.hasMore;

  const negotiations = useMemo(() => {
    const steps = messages.map(stepOf);
    const map = new Map<string, Negotiation>();
    for (const m of messages) {
      if (m.messageType !== 'project_brief') continue;
      const n = negotiationOf(steps, m.id);
      if (n) map.set(m.id, n);
    }
    return map;
  }, [messages]);

  // Read receipts: the viewer's newest message the other side has read.
  const seenId = useMemo(() => {
    if (!other?.lastReadAt) return null;
    const read = new Date(other.lastReadAt).getTime();
    const mine = messages.filter((m) => m.senderId === viewerId);
    const last = mine[mine.length - 1];
    return last && new Date(last.timestamp).getTime() <= read ? last.id : null;
  }, [messages, other?.lastReadAt, viewerId]);

  // Mark read while the panel shows unread messages and the tab is visible: once per newest message, so the
  // read receipts it sends (and the refetches they cause) never loop back into another mark.
  const unread = thread.unreadCount;
  const newestId = data.messages[data.messages.length - 1]?.id ?? null;
  const markedFor = useRef<string | null>(null);
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    const mark = () => {
      if (unread === 0 || document.visibilityState !== 'visible' || markedFor.current === newestId) return;
      markedFor.current = newestId;
      markReadNow(thread.id, {
        onError: () => {
          markedFor.current = null;
        },
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, newestId, thread.id, markReadNow]);

  // Keep the newest message in view as messages arrive (not when older ones load above).
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = data.messages[data.messages.length - 1]?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && lastId) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  async function sendOrShow(input: Parameters<typeof send.mutateAsync>[0]) {
    setFailure(null);
    try {
      return await send.mutateAsync(input);
    } catch (error) {
      setFailure(errorMessage(error));
      throw error;
    }
  }

  async function answer(negotiation: Negotiation, response: 'accept' | 'decline') {
    setAnswering({ projectId: negotiation.projectId, response });
    try {
      await sendOrShow({ messageType: 'contract', projectId: negotiation.projectId, response });
    } catch {
      // Shown above the composer.
    } finally {
      setAnswering(null);
    }
  }

  const title = thread.projectTitle || thread.subject;
  return (
    <PanelFrame
      className={className}
      header={
        <>
          {other ? <ParticipantAvatar participant={other} /> : null}
          <div className="flex min-w-0 flex-1 flex-col">
            <h2 className="truncate font-display text-lg font-bold text-fg">{other?.name ?? 'Conversation'}</h2>
            <p className="truncate text-sm text-muted">
              <span className={other?.isOnline ? 'text-success' : undefined}>
                {other?.isOnline ? 'Online' : 'Offline'}
              </span>
              {' · '}
              {title}
            </p>
          </div>
          {other && safety.canAct ? (
            <ReportButton
              kind="profile"
              targetId={other.id}
              subject={`${other.name}’s profile`}
              look="header"
              label={`Report ${other.name}`}
            />
          ) : null}
          {other && safety.canAct && !safety.blockedByMe ? (
            <button
              type="button"
              onClick={() => safety.setConfirming(true)}
              aria-label={`Block ${other.name}`}
              title="Block"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted ring-1 ring-line transition hover:bg-raised hover:text-danger"
            >
              <Ban aria-hidden="true" className="size-5" />
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => setStatus.mutate(thread.status === 'archived' ? 'active' : 'archived')}
            disabled={setStatus.isPending}
            aria-label={thread.status === 'archived' ? 'Unarchive conversation' : 'Archive conversation'}
            title={thread.status === 'archived' ? 'Unarchive' : 'Archive'}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted ring-1 ring-line transition hover:bg-raised hover:text-fg disabled:opacity-60"
          >
            {thread.status === 'archived' ? (
              <ArchiveRestore aria-hidden="true" className="size-5" />
            ) : (
              <Archive aria-hidden="true" className="size-5" />
            )}
          </button>
          {onClose ? <CloseButton onClose={onClose} /> : null}
        </>
      }
      footer={
        <>
          {failure ? (
            <div className="px-3 pb-2">
              <Alert tone="danger">{failure}</Alert>
            </div>
          ) : null}
          {other && safety.confirming ? (
            <div
              role="alertdialog"
              aria-label={`Block ${other.name}?`}
              className="mx-3 mb-2 flex flex-col gap-3 rounded-card bg-danger-soft p-3 ring-1 ring-danger/40 sm:flex-row sm:items-center"
            >
              <p className="flex-1 text-sm text-fg">
                Block {other.name}? Neither of you can message the other, send offers or invites, and you won't see each
                other in discovery or search.
              </p>
              <div className="flex shrink-0 gap-2">
                <Button variant="secondary" onClick={() => safety.setConfirming(false)} disabled={safety.pending}>
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  onClick={() => void safety.block()}
                  pending={safety.pending}
                  pendingLabel="Blocking..."
                >
                  Block
                </Button>
              </div>
            </div>
          ) : null}
          {other && safety.blockedByMe ? (
            <div className="mx-3 mb-2 flex flex-wrap items-center gap-3 rounded-card bg-raised p-3 ring-1 ring-line">
              <p className="flex-1 text-sm text-muted">
                You blocked {other.name}. Unblock to message each other again.
              </p>
              <Button
                variant="secondary"
                onClick={() => void safety.unblock()}
                pending={safety.pending}
                pendingLabel="Unblocking..."
              >
                Unblock
              </Button>
            </div>
          ) : null}
          {setStatus.isError ? (
            <div className="px-3 pb-2">
              <Alert tone="danger">The conversation could not be updated: {errorMessage(setStatus.error)}</Alert>
            </div>
          ) : null}
          <Composer
            key={thread.id}
            autoFocus={autoFocus}
            disabled={!thread.canSend.allowed}
            disabledReason={thread.canSend.reason}
            onProjectBrief={isPartner ? () => setBriefOpen(true) : undefined}
            onSend={(content) => sendOrShow({ messageType: 'text', content })}
          />
        </>
      }
    >
      {thread.status === 'archived' ? (
        <p className="border-b border-line bg-raised px-4 py-2 text-sm text-muted">
          Archived. A new message moves it back to your active conversations.
        </p>
      ) : null}
      <ol
        ref={listRef}
        role="log"
        aria-label="Messages"
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4"
      >
        {hasMore ? (
          <li className="flex justify-center">
            <Button
              variant="ghost"
              pending={loadOlder.isPending}
              pendingLabel="Loading..."
              onClick={async () => {
                const first = messages[0];
                if (!first) return;
                try {
                  const page = await loadOlder.mutateAsync(first.id);
                  setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasMore: page.hasMore });
                } catch (error) {
                  setFailure(errorMessage(error));
                }
              }}
            >
              Load earlier messages
            </Button>
          </li>
        ) : null}
        {messages.map((message) => {
          const projectId =
            message.messageType === 'project_brief'
              ? message.id
              : message.messageType === 'contract'
                ? message.metadata.projectId
                : undefined;
          const negotiation = projectId ? (negotiations.get(projectId) ?? null) : null;
          const holdsOffer = negotiation?.offerMessageId === message.id && canAnswer(negotiation, viewerId);
          return (
            <MessageItem
              key={message.id}
              message={message}
              own={message.senderId === viewerId}
              now={now}
              seen={message.id === seenId}
              negotiation={negotiation}
              report={
                safety.canAct ? (
                  <ReportButton
                    kind="message"
                    targetId={message.id}
                    subject={`this message from ${message.senderName}`}
                    look="icon"
                    label="Report message"
                  />
                ) : null
              }
              answer={
                holdsOffer && negotiation
                  ? {
                      onAccept: (n) => void answer(n, 'accept'),
                      onDecline: (n) => void answer(n, 'decline'),
                      onCounter: setCountering,
                      pending: answering?.projectId === negotiation.projectId ? answering.response : null,
                    }
                  : null
              }
            />
          );
        })}
      </ol>
      <ProjectBriefDialog
        open={briefOpen}
        onOpenChange={setBriefOpen}
        creatorName={other?.name ?? 'the creative'}
        onSend={(brief) => send.mutateAsync({ messageType: 'project_brief', brief })}
      />
      <CounterDialog
        negotiation={countering}
        onOpenChange={(open) => !open && setCountering(null)}
        onCounter={(n, amount) =>
          send.mutateAsync({ messageType: 'contract', projectId: n.projectId, response: 'counter', amount })
        }
      />
    </PanelFrame>
  );
}

/**
 * Block and Unblock from a thread (decision 050): whether the viewer blocked the other person (their list of
 * blocks), the confirmation step, and a refresh of the thread, whose composer the server then closes.
 */
function useThreadSafety(other: { id: string; name: string } | null) {
  const queryClient = useQueryClient();
  // Blocks and reports come from accounts; a guest session is asked to sign up first (decision 050).
  const canAct = isSignedIn(useMe().data);
  const blocks = useBlocks(other !== null && canAct);
  const blockMutation = useBlock();
  const unblockMutation = useUnblock();
  const [confirming, setConfirming] = useState(false);
  const blockedByMe = Boolean(other && blocks.data?.items.some((b) => b.id === other.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: messagingQueryKey });

  return {
    canAct,
    blockedByMe,
    confirming,
    setConfirming,
    pending: blockMutation.isPending || unblockMutation.isPending,
    async block() {
      if (!other) return;
      try {
        await blockMutation.mutateAsync(other.id);
        setConfirming(false);
        toast.success(`You blocked ${other.name}.`);
      } catch (error) {
        toast.error(`Could not block ${other.name}: ${errorMessage(error)}`);
      } finally {
        void refresh();
      }
    },
    async unblock() {
      if (!other) return;
      try {
        await unblockMutation.mutateAsync(other.id);
        toast.success(`You unblocked ${other.name}.`);
      } catch (error) {
        toast.error(`Could not unblock ${other.name}: ${errorMessage(error)}`);
      } finally {
        void refresh();
      }
    },
  };
}
