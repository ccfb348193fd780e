import { useChooseRole } from '../../features/accounts/api/choose-role';
import { RoleChoice } from '../../features/entry/components/role-choice';

/** `/start`: the entry feature's role cards, wired to the accounts feature's role mutation. */
export function StartRoute() {
  const chooseRole = useChooseRole();
  return <RoleChoice chooseRole={chooseRole.mutateAsync} />;
}
