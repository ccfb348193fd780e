import { ApplicationQueue } from '../../features/admin/components/application-queue';
import { RoleGuard } from '../../ui/role-guard';

/** `/admin/applications`: the review queue, for admins only; everyone else is sent home. */
export function AdminApplicationsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <ApplicationQueue />
    </RoleGuard>
  );
}
