import { DisputeQueue } from '../../features/admin/components/dispute-queue';
import { RoleGuard } from '../../ui/role-guard';

/** `/admin/disputes`: disputed deals to resolve, for admins only; everyone else is sent home. */
export function AdminDisputesRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <DisputeQueue />
    </RoleGuard>
  );
}
