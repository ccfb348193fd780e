import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Page, PageHeading } from '../../../ui/page';
import { RoleGuard } from '../../../ui/role-guard';
import { Loading } from '../../../ui/spinner';
import { useProjectBrief } from '../api/get-project-brief';
import { FundBrief } from '../components/fund-brief';

function Fund({ briefId }: { briefId: string }) {
  const brief = useProjectBrief(briefId);
  const navigate = useNavigate();
  if (brief.isPending) {
    return (
      <Page title="Fund Your Brief">
        <Loading>Loading your brief...</Loading>
      </Page>
    );
  }
  if (brief.isError) {
    const missing = brief.error instanceof ApiError && brief.error.status === 404;
    return (
      <Page title={missing ? 'Brief not found' : 'Fund Your Brief'}>
        <PageHeading>{missing ? 'Brief not found' : 'Something went wrong'}</PageHeading>
        {missing ? (
          <p className="text-muted">This brief does not exist or belongs to another partner.</p>
        ) : (
          <Alert tone="danger">Could not load the brief: {errorMessage(brief.error)}</Alert>
        )}
        <Link to="/post-brief" className="mt-4 inline-block text-accent underline underline-offset-2">
          Post a brief
        </Link>
      </Page>
    );
  }
  return (
    <Page title="Fund Your Brief" width="wide">
      <PageHeading lead="Fund the escrow to post your brief; creatives apply once it is funded.">
        Fund Your Brief
      </PageHeading>
      <FundBrief data={brief.data} onFunded={() => navigate(`/brief/${briefId}/applications`)} />
    </Page>
  );
}

/** `/brief/{briefId}/fund`: the brief's owner funds it into escrow. */
export function BriefFundRoute() {
  const { briefId = '' } = useParams();
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <Fund briefId={briefId} />
    </RoleGuard>
  );
}
