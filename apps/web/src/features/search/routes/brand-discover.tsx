import { RoleGuard } from '../../../ui/role-guard';
import { BrandDiscover } from '../components/brand-discover';

/** `/brand/discover`: Discover Pairings, ranked by the matching engine. */
export function BrandDiscoverRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <BrandDiscover />
    </RoleGuard>
  );
}
