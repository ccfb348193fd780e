import { Navigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { FilmmakerBrief } from '../components/filmmaker-brief';

/** `/filmmaker/brief`: partners go on to Post a Brief; others see why they cannot post one (decision 016). */
export function FilmmakerBriefRoute() {
  const me = useMe();
  if (me.isPending) {
    return (
      <Page title="Create Brief">
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading...
        </p>
      </Page>
    );
  }
  if (me.isError) {
    return (
      <Page title="Create Brief">
        <Alert tone="danger">
          Could not load your account: {errorMessage(me.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => me.refetch()}>
            Try again
          </button>
        </Alert>
      </Page>
    );
  }
  if (me.data.user?.role === 'brand') return <Navigate to="/post-brief" replace />;
  return <FilmmakerBrief signedIn={me.data.user !== null} />;
}
