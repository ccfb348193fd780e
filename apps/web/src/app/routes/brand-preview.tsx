import { useParams } from 'react-router';
import { WithCreatorPage } from '../../features/creator-page/components/with-creator-page';
import { PreviewHelper } from '../../features/video-previews/components/preview-helper';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';

/** `/brand/preview/{creatorId}`: the collaboration preview helper (issue 11 item 6, decision 017). */
export function BrandPreviewRoute() {
  const { creatorId = '' } = useParams();
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <WithCreatorPage id={creatorId} title="Collaboration Preview">
        {(creator) => (
          <Page title="Collaboration Preview">
            <PageHeading lead={`Short preview videos of a collaboration with ${creator.name}.`}>
              Collaboration Preview
            </PageHeading>
            <PreviewHelper creatorId={creator.id} creatorName={creator.name} />
          </Page>
        )}
      </WithCreatorPage>
    </RoleGuard>
  );
}
