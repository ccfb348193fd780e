import type { Me, MeResponse } from '@pulse/domain/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/session';
import { FanQuizRoute } from './fan-quiz';

/** `/onboarding/explorer`: the fan quiz; a visitor who becomes a guest Explorer there shows in the shell. */
export function OnboardingExplorerRoute() {
  const queryClient = useQueryClient();
  return <FanQuizRoute onRoleChosen={(user: Me) => queryClient.setQueryData<MeResponse>(meQueryKey, { user })} />;
}
