import type { CreatorPage } from '@pulse/domain/creator-page-contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Loading } from '../../../ui/spinner';
import { isCreatorNotFound, useCreatorPage } from '../api/get-creator-page';
import { CreatorNotFound } from './creator-not-found';

/**
 * A partner's page about one creative (invite, collaboration preview): the creative's page once it loads, and
 * until then the page's own title over a loading line, "Creator Not Found", or the error.
 */
export function WithCreatorPage({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: (creator: CreatorPage) => ReactNode;
}) {
  const page = useCreatorPage(id);
  if (page.isPending) {
    return (
      <Page title={title}>
        <Loading>Loading...</Loading>
      </Page>
    );
  }
  if (page.isError) {
    if (isCreatorNotFound(page.error)) return <CreatorNotFound />;
    return (
      <Page title={title}>
        <Alert tone="danger">{errorMessage(page.error)}</Alert>
      </Page>
    );
  }
  return children(page.data);
}
