import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { LicenseList } from './beat-dashboards';

/** `/licenses`: every beat license the caller bought, whatever their role (decision 027). */
export function MyLicenses() {
  return (
    <Page title="My Licenses">
      <PageHeading lead="Every beat you licensed: open the license document or download the full file.">
        My Licenses
      </PageHeading>
      <div className="mb-5 flex flex-wrap gap-2">
        <ButtonLink to="/discover/beats" variant="secondary">
          Discover Beats
        </ButtonLink>
      </div>
      <LicenseList />
    </Page>
  );
}
