import { useChooseRole } from '../../features/accounts/api/choose-role';
import { CreativeRoleChoice } from '../../features/entry/components/creative-role-choice';

export function StartCreativeRoute() {
  const chooseRole = useChooseRole();
  return <CreativeRoleChoice chooseRole={chooseRole.mutateAsync} />;
}
