import { bookedMessage } from '@pulse/domain/messaging';
import { useParams } from 'react-router';
import { isCreatorNotFound, useCreatorPage } from '../../features/creator-page/api/get-creator-page';
import { CreatorNotFound } from '../../features/creator-page/components/creator-not-found';
import { InviteCreatorScreen } from '../../features/search/components/invite-creator';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Page } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';
import { Spinner } from '../../ui/spinner';

function InviteCreator({ id }: { id: string }) {
  const page = useCreatorPage(id);
  if (page.isPending) {
    return (
      <Page title="Invite Creator">
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="text-accent" /> Loading...
        </p>
      </Page>
    );
  }
  if (page.isError) {
    if (isCreatorNotFound(page.error)) return <CreatorNotFound />;
    return (
      <Page title="Invite Creator">
        <Alert tone="danger">{errorMessage(page.error)}</Alert>
      </Page>
    );
  }
  const creator = page.data;
  return (
    <InviteCreatorScreen
      creator={{
        id: creator.id,
        name: creator.name,
        avatar: creator.avatar,
        unavailableReason: creator.availability === 'booked' ? bookedMessage(creator.name) : null,
      }}
    />
  );
}

/** `/brand/invite/{id}`: partners invite a creative to one of their open briefs (decision 015). */
export function BrandInviteRoute() {
  const { id = '' } = useParams();
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <InviteCreator id={id} />
    </RoleGuard>
  );
}
