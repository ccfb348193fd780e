import { useMe } from '../../../lib/session';
import { RoleGuard } from '../../../ui/role-guard';
import { BrandHub } from '../components/brand-hub';

function Hub() {
  const me = useMe();
  return <BrandHub agency={me.data?.user?.agency ?? false} />;
}

/** `/pulse-iq` and `/brand/onboarding`: the brand hub with Smart Search (decision 015). */
export function PulseIqRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <Hub />
    </RoleGuard>
  );
}
