import { WithSession } from '../../../ui/with-session';
import { MyLicenses } from '../components/my-licenses';

/** `/licenses`: a buyer's beat licenses, for every role (decision 027). */
export function MyLicensesRoute() {
  return (
    <WithSession title="My Licenses" lead="Sign in to see the beats you licensed.">
      {() => <MyLicenses />}
    </WithSession>
  );
}
