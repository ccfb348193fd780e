import { ReviewReportQueue } from '../../features/admin/components/review-report-queue';
import { ReviewCard } from '../../features/reviews/components/review-card';
import { RoleGuard } from '../../ui/role-guard';

/** `/admin/reviews`: reported reviews to hide or dismiss, for admins only; everyone else is sent home. */
export function AdminReviewsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <ReviewReportQueue
        review={(item) => (
          <ReviewCard
            review={item.review}
            heading={`${item.review.author.name}’s review of ${item.subject.name}`}
            reportable={false}
          />
        )}
      />
    </RoleGuard>
  );
}
