import { useMe } from '../../../lib/session';
import { RoleGuard } from '../../../ui/role-guard';
import { PartnerWelcome } from '../components/partner-welcome';

function Welcome() {
  const me = useMe();
  const user = me.data?.user;
  return <PartnerWelcome name={user?.name ?? 'partner'} approved={user?.approvalStatus === 'approved'} />;
}

/** `/brand/welcome`: the partner welcome after sign-up or approval (Discover Pairings, Post Brief). */
export function BrandWelcomeRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <Welcome />
    </RoleGuard>
  );
}
