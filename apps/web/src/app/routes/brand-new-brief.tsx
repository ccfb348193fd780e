import { isCalendarDate } from '@pulse/domain/briefs';
import { useNavigate } from 'react-router';
import { PartnerStandingNotice } from '../../features/accounts/components/partner-standing-notice';
import { NewBriefForm } from '../../features/briefs/components/new-brief-form';
import { PriceGuidancePanel } from '../../features/pricing/components/price-guidance-panel';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';

function NewBrief() {
  const me = useMe();
  const navigate = useNavigate();
  const pending = me.data?.user?.approvalStatus !== 'approved';
  return (
    <Page title="Create New Brief" width="wide">
      <PageHeading lead="Describe the vibe; creatives send matching snippets with their rights and price.">
        Create New Brief
      </PageHeading>
      <NewBriefForm
        pending={pending}
        notice={<PartnerStandingNotice />}
        guidance={(draft) => (
          <PriceGuidancePanel
            query={{
              usageType: draft.usageType || undefined,
              deadline: isCalendarDate(draft.deadline) ? draft.deadline : undefined,
            }}
            budgetCents={draft.budgetCents}
          />
        )}
        onPosted={({ brief }) => {
          toast.success(brief.status === 'draft' ? `Draft saved: ${brief.title}` : `Brief posted: ${brief.title}`);
          navigate('/brand/briefs');
        }}
      />
    </Page>
  );
}

/** `/brand/new-brief`: PulsePartners only. */
export function BrandNewBriefRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <NewBrief />
    </RoleGuard>
  );
}
