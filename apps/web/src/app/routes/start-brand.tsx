import { useChooseRole } from '../../features/accounts/api/choose-role';
import { BrandChoice } from '../../features/entry/components/brand-choice';

export function StartBrandRoute() {
  const chooseRole = useChooseRole();
  return <BrandChoice chooseRole={chooseRole.mutateAsync} />;
}
