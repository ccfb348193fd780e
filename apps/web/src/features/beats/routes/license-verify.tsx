import { useParams } from 'react-router';
import { LicenseVerificationPage } from '../components/license-verification';

/** `/licenses/verify/:code`: the public proof of a beat license (decision 057). */
export function LicenseVerifyRoute() {
  const { code = '' } = useParams();
  return <LicenseVerificationPage code={code} />;
}
