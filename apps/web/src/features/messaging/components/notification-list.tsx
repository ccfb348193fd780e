import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { useReadNotifications } from '../api/read-notifications';
import { useNow } from './use-now';

/** `/notifications`: the notification centre, newest first, with read state. */
export function NotificationCentre() {
  const notifications = useNotifications();
  const read = useReadNotifications();
  const now = useNow();

  return (
    <Page title="Notifications">
      <PageHeading lead="Messages, project briefs, offers, deals and your applications.">Notifications</PageHeading>
      {notifications.isPending ? (
        <p className="flex items-center gap-2 text-muted" role="status">
          <Spinner /> Loading notifications…
        </p>
      ) : notifications.isError ? (
        <Alert tone="danger">
          We couldn't load your notifications: {errorMessage(notifications.error)}{' '}
          <Button variant="ghost" onClick={() => notifications.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : notifications.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card bg-surface p-8 text-center ring-1 ring-line">
          <Bell aria-hidden="true" className="size-8 text-muted" />
          <p className="font-semibold text-fg">You're all caught up</p>
          <p className="text-sm text-muted">New messages, briefs and deal steps show up here.</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {read.isError ? <Alert tone="danger">{errorMessage(read.error)}</Alert> : null}
          {notifications.data.unreadCount > 0 ? (
            <Button
              variant="secondary"
              className="self-end"
              pending={read.isPending && read.variables === undefined}
              pendingLabel="Marking..."
              onClick={() => read.mutate(undefined)}
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              Mark all read
            </Button>
          ) : null}
          <ul className="flex flex-col gap-2" aria-label="Notifications">
            {notifications.data.items.map((n) => {
              const unread = n.readAt === null;
              const body = (
                <>
                  <span className="flex items-start gap-2">
                    {unread ? (
                      <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" />
                    ) : null}
                    <span className={cn('flex-1 text-fg', unread ? 'font-bold' : 'font-medium')}>{n.title}</span>
                    <time dateTime={n.createdAt} className="shrink-0 text-xs text-muted">
                      {relativeTime(n.createdAt, now)}
                    </time>
                  </span>
                  {n.body ? <span className="text-sm text-muted">{n.body}</span> : null}
                  {unread ? <span className="sr-only">(unread)</span> : null}
                </>
              );
              const classes = cn(
                'flex flex-col gap-1 rounded-card p-4 ring-1 transition',
                unread ? 'bg-surface ring-accent/40' : 'bg-surface/60 ring-line',
              );
              return (
                <li key={n.id}>
                  {n.link ? (
                    <Link
                      to={n.link}
                      className={cn(classes, 'hover:bg-raised')}
                      onClick={() => unread && read.mutate(n.id)}
                    >
                      {body}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={cn(classes, 'w-full text-left hover:bg-raised')}
                      onClick={() => unread && read.mutate(n.id)}
                    >
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Page>
  );
}
