import { Plus } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { RoleGuard } from '../../../ui/role-guard';
import { Loading } from '../../../ui/spinner';
import { useBriefs } from '../api/get-briefs';
import { BriefBoard } from '../components/brief-board';

function Board() {
  const briefs = useBriefs();
  return (
    <Page title="Brief Board" width="wide">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">Brief Board</h1>
        <ButtonLink to="/brand/new-brief">
          <Plus aria-hidden="true" className="size-4" /> New Brief
        </ButtonLink>
      </header>
      {briefs.isPending ? (
        <Loading>Loading your briefs...</Loading>
      ) : briefs.isError ? (
        <Alert tone="danger">
          Could not load your briefs: {errorMessage(briefs.error)}{' '}
          <button type="button" className="underline" onClick={() => briefs.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <BriefBoard briefs={briefs.data.items} />
      )}
    </Page>
  );
}

/** `/brand/briefs`: the partner's brief board. */
export function BrandBriefsRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <Board />
    </RoleGuard>
  );
}
