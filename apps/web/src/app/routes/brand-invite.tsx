import { bookedMessage } from '@pulse/domain/messaging';
import { useParams } from 'react-router';
import { WithCreatorPage } from '../../features/creator-page/components/with-creator-page';
import { InviteCreatorScreen } from '../../features/search/components/invite-creator';
import { RoleGuard } from '../../ui/role-guard';

/** `/brand/invite/{id}`: partners invite a creative to one of their open briefs (decision 015). */
export function BrandInviteRoute() {
  const { id = '' } = useParams();
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <WithCreatorPage id={id} title="Invite Creator">
        {(creator) => (
          <InviteCreatorScreen
            creator={{
              id: creator.id,
              name: creator.name,
              avatar: creator.avatar,
              unavailableReason: creator.availability === 'booked' ? bookedMessage(creator.name) : null,
            }}
          />
        )}
      </WithCreatorPage>
    </RoleGuard>
  );
}
