import { RoleGuard } from '../../../ui/role-guard';
import { HeldUploadQueue } from '../components/held-upload-queue';

/** `/admin/held-uploads`: uploads that match another account's work, for admins only. */
export function AdminHeldUploadsRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <HeldUploadQueue />
    </RoleGuard>
  );
}
