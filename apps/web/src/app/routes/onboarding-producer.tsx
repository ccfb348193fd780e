import { useChooseRole } from '../../features/accounts/api/choose-role';
import { RoleQuiz } from '../../features/onboarding/components/role-quiz';
import { useOnboardingSession } from '../../features/onboarding/routes/onboarding-session';

/** `/onboarding/producer`: a visitor without a session becomes a guest producer with the first answer. */
export function OnboardingProducerRoute() {
  const session = useOnboardingSession();
  const chooseRole = useChooseRole();
  return (
    <RoleQuiz
      kind="producer"
      session={session}
      startSession={() => chooseRole.mutateAsync({ role: 'creator', creativeRole: 'producer' })}
    />
  );
}
