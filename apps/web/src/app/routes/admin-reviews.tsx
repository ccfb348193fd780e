import { ReviewReportQueue } from '../../features/admin/components/review-report-queue';
import { RoleGuard } from '../role-guard';

/** `/admin/reviews`: reported reviews to hide or dismiss, for admins only; everyone else is sent home. */
export function AdminReviewsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <ReviewReportQueue />
    </RoleGuard>
  );
}
