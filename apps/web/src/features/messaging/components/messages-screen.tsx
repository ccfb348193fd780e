import type { ThreadStatus } from '@pulse/domain/messaging';
import { Bell, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { DocumentTitle } from '../../../ui/document-title';
import { Spinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useNotifications } from '../api/get-notifications';
import { useThreads } from '../api/get-threads';
import { ChatPanel } from './chat-panel';
import { ThreadList } from './thread-list';
import { useNow } from './use-now';

const TABS = [
  { id: 'active', label: 'Active' },
  { id: 'archived', label: 'Archived' },
] as const;

/**
 * `/messages` and `/messages/{threadId}`: the thread list beside the chat panel on wide screens; on a
 * phone the list, then the panel on its own.
 */
export function MessagesScreen({ viewerId, selectedId }: { viewerId: string; selectedId: string | null }) {
  const [status, setStatus] = useState<ThreadStatus>('active');
  const threads = useThreads(status);
  const notifications = useNotifications();
  const navigate = useNavigate();
  const now = useNow();
  const unreadNotifications = notifications.data?.unreadCount ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 pt-4 sm:px-6 lg:max-w-[90rem] lg:px-10">
      <DocumentTitle title={selectedId ? 'Conversation · Pulse' : 'Messages · Pulse'} />
      <div className={cn('flex items-center justify-between gap-3', selectedId && 'hidden lg:flex')}>
        <h1 className="font-display text-3xl font-bold text-fg">Messages</h1>
        <Link
          to="/notifications"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-fg ring-1 ring-line-strong transition hover:bg-raised"
        >
          <Bell aria-hidden="true" className="size-4" />
          Notifications
          {unreadNotifications > 0 ? (
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-ink">
              {unreadNotifications}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </Link>
      </div>
      <div className="grid h-[calc(100dvh-13.5rem)] min-h-[26rem] grid-cols-1 gap-4 lg:h-[calc(100dvh-14rem)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className={cn('flex min-h-0 min-w-0 flex-col gap-3 overflow-y-auto', selectedId && 'hidden lg:flex')}>
          <Tabs tabs={TABS} selected={status} onSelect={setStatus} label="Conversations">
            <div className="min-h-0 overflow-y-auto pt-2">
              {threads.isPending ? (
                <p className="flex items-center gap-2 p-4 text-muted" role="status">
                  <Spinner /> Loading conversations…
                </p>
              ) : threads.isError ? (
                <Alert tone="danger">
                  We couldn't load your messages: {errorMessage(threads.error)}{' '}
                  <Button variant="ghost" onClick={() => threads.refetch()}>
                    Try again
                  </Button>
                </Alert>
              ) : threads.data.items.length === 0 ? (
                <div className="flex flex-col items-center gap-2 rounded-card bg-surface p-6 text-center ring-1 ring-line">
                  <MessagesSquare aria-hidden="true" className="size-8 text-muted" />
                  <p className="font-semibold text-fg">
                    {status === 'active' ? 'No conversations yet' : 'No archived conversations'}
                  </p>
                  <p className="text-sm text-muted">
                    {status === 'active'
                      ? 'Partners start conversations from a creative’s profile with Message.'
                      : 'Conversations you archive show up here.'}
                  </p>
                </div>
              ) : (
                <ThreadList threads={threads.data.items} viewerId={viewerId} selectedId={selectedId} now={now} />
              )}
            </div>
          </Tabs>
        </div>
        {selectedId ? (
          <ChatPanel
            key={selectedId}
            threadId={selectedId}
            viewerId={viewerId}
            onClose={() => navigate('/messages')}
            className="h-full min-w-0"
          />
        ) : (
          <div className="hidden flex-col items-center justify-center gap-2 rounded-card bg-surface p-8 text-center ring-1 ring-line lg:flex">
            <MessagesSquare aria-hidden="true" className="size-10 text-muted" />
            <p className="font-semibold text-fg">Pick a conversation</p>
            <p className="text-sm text-muted">Its messages open here.</p>
          </div>
        )}
      </div>
    </div>
  );
}
