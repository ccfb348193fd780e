import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';

/**
 * `/filmmaker/brief` for anyone but a partner (the route sends partners on to Post a Brief): a filmmaker is a
 * creative, so they are told why they cannot post a brief and where to get music instead, rather than landing
 * on Access Restricted (decision 016).
 */
export function FilmmakerBrief({ signedIn }: { signedIn: boolean }) {
  return (
    <Page title="Create Brief">
      <PageHeading lead="Briefs on Pulse are posted and funded by partner accounts, and creatives apply to them.">
        Create Brief
      </PageHeading>
      <div className="flex max-w-prose flex-col gap-4">
        <p>
          {signedIn
            ? 'Your account is a creative account, so it cannot post a brief. '
            : 'Posting a brief needs a partner account. '}
          To get music for your project now, license a sync-ready beat from a college producer: you pay once and
          download the full file with its license.
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/filmmaker/discover">Discover Beats</ButtonLink>
          {signedIn ? (
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
