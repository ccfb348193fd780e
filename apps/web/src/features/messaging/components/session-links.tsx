import type { Role } from '@pulse/domain/roles-contracts';
import { useRealtimeEvents } from '../api/use-realtime-events';
import { MessagesLink, NotificationsLink } from './messages-link';

/**
 * What a session adds to the top bar: one event stream per tab (live messages, read receipts, notifications),
 * the bell for everyone, and Messages for the roles that talk. Loaded only once there is a session.
 */
export function SessionLinks({ userId, role }: { userId: string; role: Role | null }) {
  useRealtimeEvents(userId);
  return (
    <>
      {role === 'brand' || role === 'creator' ? <MessagesLink /> : null}
      <NotificationsLink />
    </>
  );
}
