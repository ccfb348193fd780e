import { useMe } from '../../../lib/session';
import { RoleGuard } from '../../../ui/role-guard';
import { CreatorUploadScreen } from '../components/creator-upload-screen';

function UploadForMe() {
  const me = useMe();
  // RoleGuard renders this only once the account is loaded and is a creator.
  return me.data?.user ? <CreatorUploadScreen creativeRole={me.data.user.creativeRole} /> : null;
}

/** `/creator/upload` (the dashboard's Upload New): Creatives only; the file type follows the creative role. */
export function CreatorUploadRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start">
      <UploadForMe />
    </RoleGuard>
  );
}
