import { useParams } from 'react-router';
import { WithSession } from '../../../ui/with-session';
import { ComposeSignal } from '../components/compose-signal';
import { MessagesScreen } from '../components/messages-screen';
import { NotificationCentre } from '../components/notification-list';

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
