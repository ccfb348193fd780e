import { MyLicenses } from '../../features/beats/components/my-licenses';
import { WithSession } from '../../ui/with-session';

/** `/licenses`: a buyer's beat licenses, for every role (decision 027). */
export function MyLicensesRoute() {
  return (
    <WithSession title="My Licenses" lead="Sign in to see the beats you licensed.">
      {() => <MyLicenses />}
    </WithSession>
  );
}
