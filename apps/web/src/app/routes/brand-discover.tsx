import { BrandDiscover } from '../../features/search/components/brand-discover';
import { RoleGuard } from '../../ui/role-guard';

/** `/brand/discover`: Discover Pairings, ranked by the matching engine. */
export function BrandDiscoverRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <BrandDiscover />
    </RoleGuard>
  );
}
