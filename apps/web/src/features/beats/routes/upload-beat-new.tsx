import { useMe } from '../../../lib/session';
import { Page, PageHeading } from '../../../ui/page';
import { RoleGuard } from '../../../ui/role-guard';
import { BeatForm } from '../components/beat-form';

/** Inside the guard the session is loaded: the producer is the signed-in creative (collaborator splits). */
function ProducerBeatForm() {
  return <BeatForm producer={useMe().data?.user ?? null} />;
}

/** `/upload/beat/new`: a producer lists a sync-ready beat (issue 10). */
export function UploadBeatNewRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start/creative">
      <Page title="List a Beat">
        <PageHeading lead="Upload a sync-ready beat, set its licenses and prices, and publish it for filmmakers.">
          List a Beat
        </PageHeading>
        <ProducerBeatForm />
      </Page>
    </RoleGuard>
  );
}
