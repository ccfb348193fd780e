import {
  type CreativeDraft,
  type CreativeOnboardingRole,
  LOCAL_CREATIVE_ROLE_KEY,
  parseCreativeOnboardingRole,
} from '@pulse/domain/creative-onboarding';
import type { OnboardingAnswers } from '@pulse/domain/creator-setup';
import { useQueryClient } from '@tanstack/react-query';
import { useChooseRole } from '../../features/accounts/api/choose-role';
import { useClearRole } from '../../features/accounts/api/clear-role';
import { CreatorSetupWizard } from '../../features/creators/components/creator-setup-wizard';
import { useCreativeDraft } from '../../features/onboarding/api/get-creative-draft';
import { readLocalDraft } from '../../features/onboarding/components/local-draft';
import { errorMessage } from '../../lib/api-client';
import { isSignedIn, meQueryKey, useMe } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';

/**
 * `/creator/setup` and `/creator/onboarding`: the creators feature's wizard, wired to the accounts
 * feature (a guest session as a Creative when there is none, the role cleared by the top Back).
 */
/** The creative role onboarding was for: the account's, else the one this browser remembers. */
function onboardingRoleOf(creativeRole: string | null | undefined): CreativeOnboardingRole | null {
  let remembered: string | null = null;
  try {
    remembered = window.localStorage.getItem(LOCAL_CREATIVE_ROLE_KEY);
  } catch {
    // Storage disabled: only the account's role is known.
  }
  return parseCreativeOnboardingRole(creativeRole) ?? parseCreativeOnboardingRole(remembered);
}

function answersOf(draft: CreativeDraft | null): OnboardingAnswers | null {
  if (!draft) return null;
  const { role, displayName, location, bio, portfolioLink } = draft;
  return { role, displayName, location, bio, portfolioLink };
}

export function CreatorSetupRoute() {
  const me = useMe();
  const chooseRole = useChooseRole();
  const clearRole = useClearRole();
  const queryClient = useQueryClient();
  // The onboarding draft lives on the server once signed in, in this browser for a guest (and before sign-up).
  const signedIn = isSignedIn(me.data);
  const role = me.isSuccess ? onboardingRoleOf(me.data.user?.creativeRole) : null;
  const serverDraft = useCreativeDraft(role ?? 'producer', { enabled: signedIn && role !== null });

  if (me.isPending || (signedIn && role !== null && serverDraft.isPending)) {
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
      // A draft that failed to load only means nothing is filled in; the wizard still works.
      onboarding={answersOf((signedIn ? serverDraft.data?.draft : null) ?? (role ? readLocalDraft(role) : null))}
    />
  );
}
