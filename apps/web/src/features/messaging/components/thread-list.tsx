import type { ThreadSummary } from '@pulse/domain/messaging';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { counterpartOf, ParticipantAvatar } from './participant-avatar';

/** The thread list: who, the project, the last message, when, and unread counts. */
export function ThreadList({
  threads,
  viewerId,
  selectedId,
  now,
}: {
  threads: readonly ThreadSummary[];
  viewerId: string;
  selectedId: string | null;
  now: number;
}) {
  return (
    <ul className="flex flex-col gap-1" aria-label="Conversations">
      {threads.map((thread) => {
        const other = counterpartOf(thread.participants, viewerId);
        const last = thread.lastMessage;
        const unread = thread.unreadCount;
        const selected = thread.id === selectedId;
        return (
          <li key={thread.id}>
            <Link
              to={`/messages/${encodeURIComponent(thread.id)}`}
              aria-current={selected ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-field px-3 py-3 transition hover:bg-raised',
                selected && 'bg-raised ring-1 ring-line-strong',
              )}
            >
              {other ? <ParticipantAvatar participant={other} /> : null}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline gap-2">
                  <span className={cn('truncate text-fg', unread > 0 ? 'font-bold' : 'font-semibold')}>
                    {other?.name ?? 'Conversation'}
                  </span>
                  {other?.isOnline ? <span className="sr-only">(online)</span> : null}
                  {last ? (
                    <time dateTime={last.timestamp} className="ms-auto shrink-0 text-xs text-muted">
                      {relativeTime(last.timestamp, now)}
                    </time>
                  ) : null}
                </span>
                <span className="truncate text-xs font-medium text-accent">
                  {thread.projectTitle || thread.subject}
                </span>
                <span className="flex items-center gap-2">
                  <span className={cn('truncate text-sm', unread > 0 ? 'text-fg' : 'text-muted')}>
                    {last ? `${last.senderId === viewerId ? 'You: ' : ''}${last.content}` : 'No messages yet'}
                  </span>
                  {unread > 0 ? (
                    <span className="ms-auto inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-ink">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
