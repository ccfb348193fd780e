import { useParams } from 'react-router';
import { isCreatorNotFound, useCreatorPage } from '../../features/creator-page/api/get-creator-page';
import { CreatorNotFound } from '../../features/creator-page/components/creator-not-found';
import { PreviewHelper } from '../../features/video-previews/components/preview-helper';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';
import { Spinner } from '../../ui/spinner';

function CreatorPreview({ id }: { id: string }) {
  const page = useCreatorPage(id);
  if (page.isPending) {
    return (
      <Page title="Collaboration Preview">
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="text-accent" /> Loading...
        </p>
      </Page>
    );
  }
  if (page.isError) {
    if (isCreatorNotFound(page.error)) return <CreatorNotFound />;
    return (
      <Page title="Collaboration Preview">
        <Alert tone="danger">{errorMessage(page.error)}</Alert>
      </Page>
    );
  }
  return (
    <Page title="Collaboration Preview">
      <PageHeading lead={`Short preview videos of a collaboration with ${page.data.name}.`}>
        Collaboration Preview
      </PageHeading>
      <PreviewHelper creatorId={page.data.id} creatorName={page.data.name} />
    </Page>
  );
}

/** `/brand/preview/{creatorId}`: the collaboration preview helper (issue 11 item 6, decision 017). */
export function BrandPreviewRoute() {
  const { creatorId = '' } = useParams();
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <CreatorPreview id={creatorId} />
    </RoleGuard>
  );
}
