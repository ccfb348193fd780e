import { RoleGuard } from '../../../ui/role-guard';
import { ReportQueue } from '../components/report-queue';

/** `/admin/reports`: reported profiles, messages, pieces, briefs and reviews, for admins only (decision 050). */
export function AdminReportsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <ReportQueue />
    </RoleGuard>
  );
}
