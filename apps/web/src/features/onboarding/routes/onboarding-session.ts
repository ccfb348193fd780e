import { errorMessage } from '../../../lib/api-client';
import { isSignedIn, useMe } from '../../../lib/session';
import type { OnboardingSession } from '../components/session';

/** The accounts feature's session, in the shape the onboarding screens take. */
export function useOnboardingSession(): OnboardingSession {
  const me = useMe();
  if (me.isPending) return { status: 'pending' };
  if (me.isError) return { status: 'error', message: errorMessage(me.error), retry: () => void me.refetch() };
  return { status: 'ready', hasSession: me.data.user !== null, signedIn: isSignedIn(me.data) };
}
