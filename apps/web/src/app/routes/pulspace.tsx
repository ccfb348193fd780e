import { useMe } from '../../features/accounts/api/get-me';
import { PulseStudio } from '../../features/creators/components/pulse-studio';
import { RoleGuard } from '../role-guard';

function StudioForMe() {
  const me = useMe();
  // RoleGuard renders this only once the account is loaded and is a creator.
  return me.data?.user ? <PulseStudio user={me.data.user} /> : null;
}

/** `/pulspace`: Creatives only; everyone else sees Access Restricted and goes to /fan/feed. */
export function PulspaceRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/fan/feed">
      <StudioForMe />
    </RoleGuard>
  );
}
