import { useChooseRole } from '../../features/accounts/api/choose-role';
import { RoleQuiz } from '../../features/onboarding/components/role-quiz';
import { useOnboardingSession } from '../../features/onboarding/routes/onboarding-session';

/** `/onboarding/collaborator` (the brand quiz): a visitor without a session becomes a guest PulsePartner. */
export function OnboardingCollaboratorRoute() {
  const session = useOnboardingSession();
  const chooseRole = useChooseRole();
  return (
    <RoleQuiz kind="collaborator" session={session} startSession={() => chooseRole.mutateAsync({ role: 'brand' })} />
  );
}
