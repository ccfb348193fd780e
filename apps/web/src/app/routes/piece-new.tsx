import { PublishPieceForm } from '../../features/feed/components/publish-piece-form';
import { useCreatorDashboard } from '../../features/studio/api/get-creator-dashboard';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';
import { Spinner } from '../../ui/spinner';

/** The creative's snippets (the studio's) to pick from; the feed feature publishes one. */
function PublishPiece() {
  const dashboard = useCreatorDashboard();
  if (dashboard.isPending) return <Spinner />;
  if (dashboard.isError) return <Alert tone="danger">{errorMessage(dashboard.error)}</Alert>;
  return <PublishPieceForm snippets={dashboard.data.snippets} />;
}

/** `/pieces/new`: an approved creative publishes one of their snippets to the public feed (decision 017). */
export function PieceNewRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start">
      <Page title="Publish to the feed">
        <PageHeading lead="Share finished work on the public feed, credited to you.">Publish to the feed</PageHeading>
        <PublishPiece />
      </Page>
    </RoleGuard>
  );
}
