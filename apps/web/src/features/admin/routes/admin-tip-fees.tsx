import { RoleGuard } from '../../../ui/role-guard';
import { TipFeeReport } from '../components/tip-fee-report';

/** `/admin/tip-fees`: what card fees take of tips, for admins only; everyone else is sent home. */
export function AdminTipFeesRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <TipFeeReport />
    </RoleGuard>
  );
}
