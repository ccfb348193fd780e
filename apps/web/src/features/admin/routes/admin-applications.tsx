import { RoleGuard } from '../../../ui/role-guard';
import { ApplicationQueue } from '../components/application-queue';

/** `/admin/applications`: the review queue, for admins only; everyone else is sent home. */
export function AdminApplicationsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <ApplicationQueue />
    </RoleGuard>
  );
}
