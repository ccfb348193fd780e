import { RoleGuard } from '../../../ui/role-guard';
import { PriceFloorSettings } from '../components/price-floor-settings';

/** `/admin/price-floors`: budget floors per category, for admins only; everyone else is sent home. */
export function AdminPriceFloorsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <PriceFloorSettings />
    </RoleGuard>
  );
}
