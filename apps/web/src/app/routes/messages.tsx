import { useParams } from 'react-router';
import { ComposeSignal } from '../../features/messaging/components/compose-signal';
import { MessagesScreen } from '../../features/messaging/components/messages-screen';
import { NotificationCentre } from '../../features/messaging/components/notification-list';
import { WithSession } from '../../ui/with-session';

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
