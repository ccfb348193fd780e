import { RoleGuard } from '../../../ui/role-guard';
import { DisputeQueue } from '../components/dispute-queue';

/** `/admin/disputes`: disputed deals to resolve, for admins only; everyone else is sent home. */
export function AdminDisputesRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <DisputeQueue />
    </RoleGuard>
  );
}
