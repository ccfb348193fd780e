import { isCalendarDate } from '@pulse/domain/briefs';
import { useNavigate } from 'react-router';
import { PartnerStandingNotice } from '../../features/accounts/components/partner-standing-notice';
import { PostBriefForm } from '../../features/deals/components/post-brief-form';
import { PriceGuidancePanel } from '../../features/pricing/components/price-guidance-panel';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';

function PostBrief() {
  const navigate = useNavigate();
  return (
    <Page title="Post a Brief" width="wide">
      <PageHeading lead="Commission work from a vetted college creative, paid through escrow.">
        Post a Brief
      </PageHeading>
      <PostBriefForm
        notice={<PartnerStandingNotice />}
        guidance={(draft, refuse) => (
          <PriceGuidancePanel
            query={{
              category: draft.category || undefined,
              usageType: draft.usageType || undefined,
              deadline: isCalendarDate(draft.deadline) ? draft.deadline : undefined,
            }}
            budgetCents={draft.budgetCents}
            onRefusal={refuse}
          />
        )}
        onPosted={({ brief }) => navigate(`/brief/${brief.id}/fund`)}
      />
    </Page>
  );
}

/** `/post-brief` and `/brief/new`: PulsePartners only. */
export function PostBriefRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <PostBrief />
    </RoleGuard>
  );
}
