import { useQueryClient } from '@tanstack/react-query';
import { useChooseRole } from '../../features/accounts/api/choose-role';
import { useClearRole } from '../../features/accounts/api/clear-role';
import { meQueryKey, useMe } from '../../features/accounts/api/get-me';
import { CreatorSetupWizard } from '../../features/creators/components/creator-setup-wizard';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';

/**
 * `/creator/setup` and `/creator/onboarding`: the creators feature's wizard, wired to the accounts
 * feature (a guest session as a Creative when there is none, the role cleared by the top Back).
 */
export function CreatorSetupRoute() {
  const me = useMe();
  const chooseRole = useChooseRole();
  const clearRole = useClearRole();
  const queryClient = useQueryClient();

  if (me.isPending) {
    return (
      <Page title="Creator setup">
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading...
        </p>
      </Page>
    );
  }
  if (me.isError) {
    return (
      <Page title="Creator setup">
        <Alert tone="danger">
          We couldn't load your session: {errorMessage(me.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => me.refetch()}>
            Try again
          </button>
        </Alert>
      </Page>
    );
  }
  const user = me.data.user;
  return (
    <CreatorSetupWizard
      viewer={user ? { id: user.id, name: user.name, isGuest: user.isGuest } : null}
      startSession={() => chooseRole.mutateAsync({ role: 'creator' })}
      clearRole={() => clearRole.mutateAsync()}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
    />
  );
}
