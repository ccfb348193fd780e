import { useParams } from 'react-router';
import { LicenseDocument } from '../components/license-document';

/** `/licenses/:licenseId`: a beat license document (its buyer and the producer only). */
export function BeatLicenseRoute() {
  const { licenseId = '' } = useParams();
  return <LicenseDocument id={licenseId} />;
}
