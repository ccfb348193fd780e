import { FailedJobQueue } from '../../features/admin/components/failed-job-queue';
import { RoleGuard } from '../../ui/role-guard';

/** `/admin/jobs`: dead letters to read and retry, for admins only; everyone else is sent home. */
export function AdminJobsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <FailedJobQueue />
    </RoleGuard>
  );
}
