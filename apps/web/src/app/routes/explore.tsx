import { ExploreScreen } from '../../features/discovery/routes/explore';
import { useMe } from '../../lib/session';

/** `/explore` and `/explorer/discovery`: open to everyone; Save and Follow need a session (any role). */
export function ExploreRoute() {
  const me = useMe();
  return <ExploreScreen hasSession={Boolean(me.data?.user)} />;
}
