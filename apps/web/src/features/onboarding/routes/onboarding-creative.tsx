import { CreativeOnboarding } from '../components/creative-onboarding';
import { useOnboardingSession } from './onboarding-session';

/** `/onboarding/creative/*?role=`: drafts go to the server once signed in, to this browser for a guest. */
export function OnboardingCreativeRoute() {
  return <CreativeOnboarding session={useOnboardingSession()} />;
}
