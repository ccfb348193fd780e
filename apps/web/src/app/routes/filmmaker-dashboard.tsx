import { LicensedBeats } from '../../features/beats/components/beat-dashboards';
import { WorkDashboard } from '../../features/studio/components/work-dashboard';
import { RoleGuard } from '../../ui/role-guard';

/** `/filmmaker/dashboard`: a filmmaker's uploads, submissions and licenses. */
export function FilmmakerDashboardRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start">
      <WorkDashboard title="Filmmaker Dashboard" />
      <LicensedBeats />
    </RoleGuard>
  );
}
