import { BeatSales } from '../../features/beats/components/beat-dashboards';
import { WorkDashboard } from '../../features/studio/components/work-dashboard';
import { RoleGuard } from '../../ui/role-guard';

/** `/producer/dashboard`: a producer's uploads, submissions and licenses. */
export function ProducerDashboardRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start">
      <WorkDashboard title="Producer Dashboard" />
      <BeatSales />
    </RoleGuard>
  );
}
