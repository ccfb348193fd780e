import { Link } from 'react-router';
import { PulseProfileScreen } from '../../features/discovery/routes/pulse-profile';
import { useMe } from '../../lib/session';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';

/** `/pulse-profile`: needs a session (guest or account); anyone else is asked to choose a role. */
export function PulseProfileRoute() {
  const me = useMe();
  const user = me.data?.user;
  if (me.isPending) return <Spinner />;
  if (!user) {
    return (
      <Page title="Pulse Profile">
        <p className="text-muted">
          Your profile fills up as you co-sign, follow and save.{' '}
          <Link to="/start" className="text-accent underline">
            Choose a role
          </Link>{' '}
          to start.
        </p>
      </Page>
    );
  }
  return <PulseProfileScreen name={user.isGuest ? 'Your Pulse' : user.name || 'Your Pulse'} />;
}
