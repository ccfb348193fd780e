import { Navigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useMe } from '../../accounts/api/get-me';

/**
 * `/filmmaker/brief`, where Create Brief on the beat list goes (spec part 2, section 2). Partners post briefs,
 * so a partner goes on to Post a Brief; anyone else (a filmmaker is a creative) is told why they cannot post
 * one and where to get music instead, rather than landing on Access Restricted (decision 016).
 */
export function FilmmakerBrief() {
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

  return (
    <Page title="Create Brief">
      <PageHeading lead="Briefs on Pulse are posted and funded by partner accounts, and creatives apply to them.">
        Create Brief
      </PageHeading>
      <div className="flex max-w-prose flex-col gap-4">
        <p>
          {me.data.user
            ? 'Your account is a creative account, so it cannot post a brief. '
            : 'Posting a brief needs a partner account. '}
          To get music for your project now, license a sync-ready beat from a college producer: you pay once and
          download the full file with its license.
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/filmmaker/discover">Discover Beats</ButtonLink>
          {me.data.user ? (
            <ButtonLink to="/licenses" variant="secondary">
              My licenses
            </ButtonLink>
          ) : (
            <ButtonLink to="/start/brand" variant="secondary">
              Join as a partner
            </ButtonLink>
          )}
        </div>
      </div>
    </Page>
  );
}
