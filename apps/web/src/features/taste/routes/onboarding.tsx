import type { Me, MeResponse } from '@pulse/domain/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey, useMe } from '../../../lib/session';
import { OnboardingFlowRoute } from './onboarding-flow';

/** The taste feature's choose-role calls report the new session here, so the shell shows it. */
function useSetMe() {
  const queryClient = useQueryClient();
  return (user: Me) => queryClient.setQueryData<MeResponse>(meQueryKey, { user });
}

/** `/onboarding` and its stages: the taste feature's flow, given the accounts feature's session. */
export function OnboardingRoute() {
  const me = useMe();
  const setMe = useSetMe();
  const viewer = me.isSuccess ? (me.data.user ? { role: me.data.user.role } : null) : undefined;
  return <OnboardingFlowRoute viewer={viewer} onRoleChosen={setMe} />;
}
