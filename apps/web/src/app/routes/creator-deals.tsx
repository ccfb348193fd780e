import { useDeals } from '../../features/deals/api/get-deals';
import { CreatorDeals } from '../../features/deals/components/creator-deals';
import { useEarnings } from '../../features/payments/api/get-earnings';
import { EarningsPayout } from '../../features/payments/components/earnings-payout';
import { PayoutAccount } from '../../features/payments/components/payout-account';
import { DealReviews } from '../../features/reviews/components/deal-reviews';
import { RecentTips } from '../../features/tips/components/recent-tips';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';
import { Loading } from '../../ui/spinner';

function Diary() {
  const me = useMe();
  const deals = useDeals('creator');
  const earnings = useEarnings();
  return (
    <Page title="Deal Diary" width="wide">
      <PageHeading lead="Your deals, contracts, deliveries and payouts.">Deal Diary</PageHeading>
      <div className="mb-5 empty:hidden">
        <PayoutAccount />
      </div>
      {earnings.data ? (
        <div className="mb-5 flex flex-col gap-5">
          <EarningsPayout availableCents={earnings.data.payoutAvailableCents} />
          <RecentTips tips={earnings.data.recentTips} pendingCents={earnings.data.pendingTipsCents} />
        </div>
      ) : null}
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
        <CreatorDeals
          deals={deals.data.items}
          viewerId={me.data?.user?.id ?? ''}
          tipsCents={earnings.data?.tipsCents ?? null}
          licensesCents={earnings.data?.licensesCents ?? null}
          reviews={(deal) => <DealReviews dealId={deal.id} status={deal.status} />}
        />
      )}
    </Page>
  );
}

/** `/creator/deals`: the creative's Deal Diary. */
export function CreatorDealsRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start">
      <Diary />
    </RoleGuard>
  );
}
