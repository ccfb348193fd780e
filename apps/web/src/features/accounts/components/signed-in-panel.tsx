import type { Me } from '@pulse/domain/accounts';
import { homeDestination } from '@pulse/domain/navigation';
import { Button, ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { useSignOutFlow } from './use-sign-out-flow';

/** What /signin and /signup show to someone who is already signed in. */
export function SignedInPanel({ user, title }: { user: Me; title: string }) {
  const { signOut, pending } = useSignOutFlow();

  return (
    <Page title={title}>
      <PageHeading lead={`You're signed in as ${user.name}${user.email ? ` (${user.email})` : ''}.`}>
        You're already in
      </PageHeading>
      <div className="flex flex-col gap-3 sm:flex-row">
        {user.role === null ? (
          <ButtonLink to="/start" size="lg">
            Choose a role
          </ButtonLink>
        ) : (
          <ButtonLink to={homeDestination(user.role)} size="lg">
            Continue to Pulse
          </ButtonLink>
        )}
        <Button variant="secondary" size="lg" onClick={signOut} pending={pending} pendingLabel="Signing out...">
          Sign out
        </Button>
      </div>
    </Page>
  );
}
