import { useDeals } from '../../features/deals/api/get-deals';
import { DealDiary } from '../../features/deals/components/deal-diary';
import { DealReviews } from '../../features/reviews/components/deal-reviews';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';
import { Loading } from '../../ui/spinner';

function Diary() {
  const deals = useDeals('brand');
  return (
    <Page title="Deal Diary" width="wide">
      <PageHeading lead="Every step, tracked.">Deal Diary</PageHeading>
      {deals.isPending ? (
        <Loading>Loading your deals...</Loading>
      ) : deals.isError ? (
        <Alert tone="danger">
          Could not load your deals: {errorMessage(deals.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => deals.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <DealDiary deals={deals.data.items} reviews={(deal) => <DealReviews dealId={deal.id} status={deal.status} />} />
      )}
    </Page>
  );
}

/** `/deal-diary`: the partner's deals. */
export function DealDiaryRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <Diary />
    </RoleGuard>
  );
}
