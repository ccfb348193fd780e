import { PublishPieceForm } from '../../features/feed/components/publish-piece-form';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../role-guard';

/** `/pieces/new`: an approved creative publishes one of their snippets to the public feed (decision 017). */
export function PieceNewRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start">
      <Page title="Publish to the feed">
        <PageHeading lead="Share finished work on the public feed, credited to you.">Publish to the feed</PageHeading>
        <PublishPieceForm />
      </Page>
    </RoleGuard>
  );
}
