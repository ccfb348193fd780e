import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Page, PageHeading } from '../../../ui/page';
import { RoleGuard } from '../../../ui/role-guard';
import { Loading } from '../../../ui/spinner';
import { useBrief } from '../api/get-brief';
import { MatchReview } from '../components/match-review';

function Review({ briefId }: { briefId: string }) {
  const brief = useBrief(briefId);
  if (brief.isPending) {
    return (
      <Page title="Brief">
        <Loading>Loading the brief...</Loading>
      </Page>
    );
  }
  if (brief.isError) {
    const missing = brief.error instanceof ApiError && brief.error.status === 404;
    return (
      <Page title={missing ? 'Brief not found' : 'Brief'}>
        <PageHeading>{missing ? 'Brief not found' : 'Something went wrong'}</PageHeading>
        {missing ? (
          <p className="text-muted">This brief does not exist or belongs to another partner.</p>
        ) : (
          <Alert tone="danger">Could not load the brief: {errorMessage(brief.error)}</Alert>
        )}
        <Link to="/brand/briefs" className="mt-4 inline-block text-accent underline underline-offset-2">
          Back to your briefs
        </Link>
      </Page>
    );
  }
  return (
    <Page title={brief.data.brief.title} width="wide">
      <PageHeading>{brief.data.brief.title}</PageHeading>
      <MatchReview detail={brief.data} />
    </Page>
  );
}

/** `/brand/briefs/{briefId}`: match review and licensing, for the brief's owner. */
export function BrandBriefRoute() {
  const { briefId = '' } = useParams();
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <Review briefId={briefId} />
    </RoleGuard>
  );
}
