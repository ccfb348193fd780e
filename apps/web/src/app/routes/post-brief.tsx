import { useNavigate } from 'react-router';
import { useMe } from '../../features/accounts/api/get-me';
import { PostBriefForm } from '../../features/deals/components/post-brief-form';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../role-guard';

function PostBrief() {
  const me = useMe();
  const navigate = useNavigate();
  const pending = me.data?.user?.approvalStatus !== 'approved';
  return (
    <Page title="Post a Brief" width="wide">
      <PageHeading lead="Commission work from a vetted college creative, paid through escrow.">
        Post a Brief
      </PageHeading>
      <PostBriefForm pending={pending} onPosted={({ brief }) => navigate(`/brief/${brief.id}/fund`)} />
    </Page>
  );
}

/** `/post-brief` and `/brief/new`: PulsePartners only. */
export function PostBriefRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <PostBrief />
    </RoleGuard>
  );
}
