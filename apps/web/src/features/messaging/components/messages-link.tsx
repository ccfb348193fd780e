import { Bell, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';

/** The top bar's Messages button with the real unread count (the prototype fixed it at 2). */
export function MessagesLink() {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? `Messages, ${count} unread` : 'Messages';
  return (
    <Link
      to="/messages"
      aria-label={label}
      title={label}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-fg ring-1 ring-line transition hover:bg-raised hover:ring-line-strong"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] font-bold text-ink ring-2 ring-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

/** The top bar's bell for everyone else with a session (a fan hears about signals from creatives they follow). */
export function NotificationsLink() {
  const notifications = useNotifications();
  const count = notifications.data?.unreadCount ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-fg ring-1 ring-line transition hover:bg-raised hover:ring-line-strong"
    >
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] font-bold text-ink ring-2 ring-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
