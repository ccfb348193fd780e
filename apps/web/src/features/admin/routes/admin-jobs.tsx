import { RoleGuard } from '../../../ui/role-guard';
import { FailedJobQueue } from '../components/failed-job-queue';

/** `/admin/jobs`: dead letters to read and retry, for admins only; everyone else is sent home. */
export function AdminJobsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <FailedJobQueue />
    </RoleGuard>
  );
}
