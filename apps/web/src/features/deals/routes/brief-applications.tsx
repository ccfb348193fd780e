import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Page, PageHeading } from '../../../ui/page';
import { RoleGuard } from '../../../ui/role-guard';
import { Loading } from '../../../ui/spinner';
import { useApplicants } from '../api/get-applicants';
import { Applicants } from '../components/applicants';

function Review({ briefId }: { briefId: string }) {
  const applicants = useApplicants(briefId);
  if (applicants.isPending) {
    return (
      <Page title="Applications">
        <Loading>Loading applications...</Loading>
      </Page>
    );
  }
  if (applicants.isError) {
    const missing = applicants.error instanceof ApiError && applicants.error.status === 404;
    return (
      <Page title={missing ? 'Brief not found' : 'Applications'}>
        <PageHeading>{missing ? 'Brief not found' : 'Something went wrong'}</PageHeading>
        {missing ? (
          <p className="text-muted">This brief does not exist or belongs to another partner.</p>
        ) : (
          <Alert tone="danger">Could not load the applications: {errorMessage(applicants.error)}</Alert>
        )}
        <Link to="/deal-diary" className="mt-4 inline-block text-accent underline underline-offset-2">
          Back to your Deal Diary
        </Link>
      </Page>
    );
  }
  return (
    <Page title={`Applications · ${applicants.data.brief.title}`} width="wide">
      <PageHeading lead={applicants.data.brief.title}>Applications</PageHeading>
      <Applicants data={applicants.data} />
    </Page>
  );
}

/** `/brief/{briefId}/applications`: the brief's owner reviews applicants and selects one. */
export function BriefApplicationsRoute() {
  const { briefId = '' } = useParams();
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <Review briefId={briefId} />
    </RoleGuard>
  );
}
