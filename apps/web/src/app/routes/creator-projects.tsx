import { Link } from 'react-router';
import { useOpenProjects } from '../../features/deals/api/open-projects';
import { OpenProjects } from '../../features/deals/components/open-projects';
import { BriefPriceGuidance } from '../../features/pricing/components/brief-price-guidance';
import { PartnerReputation } from '../../features/reviews/components/partner-reputation';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';
import { Loading } from '../../ui/spinner';

function Projects() {
  const projects = useOpenProjects();
  return (
    <Page title="Open Projects" width="wide">
      <PageHeading lead="Funded briefs looking for your kind of work. The budget is already in escrow.">
        Open Projects
      </PageHeading>
      {projects.isPending ? (
        <Loading>Loading projects...</Loading>
      ) : projects.isError ? (
        <Alert tone="danger">Could not load projects: {errorMessage(projects.error)}</Alert>
      ) : (
        <OpenProjects
          items={projects.data.items}
          partnerReputation={(brief) => <PartnerReputation partnerId={brief.brandId} name={brief.brand} />}
          priceGuidance={(item) => <BriefPriceGuidance briefId={item.brief.id} budgetCents={item.escrowAmountCents} />}
        />
      )}
      <Link to="/creator/deals" className="mt-6 inline-block text-accent underline underline-offset-2">
        Your Deal Diary
      </Link>
    </Page>
  );
}

/** `/creator/projects`: a creative applies to funded project briefs with portfolio links and a note. */
export function CreatorProjectsRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start">
      <Projects />
    </RoleGuard>
  );
}
