import type { Brief } from '@pulse/domain/briefs';
import { useState } from 'react';
import { PartnerStandingNotice } from '../../features/accounts/components/partner-standing-notice';
import { useBriefs } from '../../features/briefs/api/get-briefs';
import { CollaboratorProfileCard } from '../../features/briefs/components/collaborator-profile-card';
import { MatchPreviewCards } from '../../features/briefs/components/match-preview-cards';
import { QuickBrief } from '../../features/briefs/components/quick-brief';
import { WeeklyRecsOffer } from '../../features/briefs/components/weekly-recs-offer';
import { useRolePreferences } from '../../features/onboarding/api/get-role-preferences';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Alert } from '../../ui/alert';
import { ButtonLink } from '../../ui/button';
import { Page, PageHeading } from '../../ui/page';
import { RoleGuard } from '../../ui/role-guard';

function CollaboratorBoard() {
  const prefs = useRolePreferences('collaborator', { enabled: true });
  const briefs = useBriefs();
  const [posted, setPosted] = useState<Brief | null>(null);
  const latest = posted ?? briefs.data?.items.find((b) => b.kind === 'licensing' && b.status !== 'closed') ?? null;
  const preferences = prefs.data?.preferences ?? {};

  return (
    <Page title="Brief Board" width="wide">
      <PageHeading lead="Tell us what you need; we match it to creatives' snippets.">Your Brief Board</PageHeading>
      <div className="flex flex-col gap-5">
        {prefs.isError ? (
          <Alert tone="danger">Could not load your profile: {errorMessage(prefs.error)}</Alert>
        ) : (
          <CollaboratorProfileCard preferences={preferences} />
        )}
        <PartnerStandingNotice />
        <QuickBrief
          preferences={preferences}
          onPosted={({ brief }) => {
            setPosted(brief);
            toast.success(brief.status === 'draft' ? `Draft saved: ${brief.title}` : `Brief posted: ${brief.title}`);
          }}
        />
        <MatchPreviewCards brief={latest} />
        <WeeklyRecsOffer />
        <ButtonLink to="/brand/briefs" variant="secondary" className="self-start">
          View all briefs
        </ButtonLink>
      </div>
    </Page>
  );
}

/** `/collaborator/brief-board`: where the collaborator quiz leads. PulsePartners only. */
export function CollaboratorBriefBoardRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <CollaboratorBoard />
    </RoleGuard>
  );
}
