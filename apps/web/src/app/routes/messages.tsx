import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useMe } from '../../features/accounts/api/get-me';
import { ComposeSignal } from '../../features/messaging/components/compose-signal';
import { MessagesScreen } from '../../features/messaging/components/messages-screen';
import { NotificationCentre } from '../../features/messaging/components/notification-list';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { ButtonLink } from '../../ui/button';
import { Page, PageHeading } from '../../ui/page';
import { Spinner } from '../../ui/spinner';

/** Messages and notifications need a session (an account, or a guest who picked a role). */
function WithSession({ title, children }: { title: string; children: (viewerId: string) => ReactNode }) {
  const me = useMe();
  if (me.isPending) {
    return (
      <Page title={title}>
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading…
        </p>
      </Page>
    );
  }
  if (me.isError) {
    return (
      <Page title={title}>
        <Alert tone="danger">
          We couldn't load your session: {errorMessage(me.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => me.refetch()}>
            Try again
          </button>
        </Alert>
      </Page>
    );
  }
  const user = me.data.user;
  if (!user) {
    return (
      <Page title={title}>
        <PageHeading lead="Sign in to read and answer your conversations.">{title}</PageHeading>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/signin">Sign in</ButtonLink>
          <ButtonLink to="/start" variant="secondary">
            Get started
          </ButtonLink>
        </div>
      </Page>
    );
  }
  return children(user.id);
}

/** `/messages` and `/messages/{threadId}`. */
export function MessagesRoute() {
  const { threadId = null } = useParams();
  return (
    <WithSession title="Messages">
      {(viewerId) => <MessagesScreen viewerId={viewerId} selectedId={threadId} />}
    </WithSession>
  );
}

/** `/notifications`: the notification centre. */
export function NotificationsRoute() {
  return <WithSession title="Notifications">{() => <NotificationCentre />}</WithSession>;
}

/** `/compose`: Compose Signal to one's followers. */
export function ComposeRoute() {
  return <WithSession title="Compose Signal">{() => <ComposeSignal />}</WithSession>;
}
